/**
 * The launch tickets of the demo casino games that were used (src/wallet/casino.ts): a launch ticket opens
 * its game once. Only a SHA-256 of the ticket is kept, until the ticket would have expired anyway (rows
 * past `expires_at` are pruned as new ones are written); the table is in SQLite so every process sees a
 * ticket used by another.
 */
export const casinoLaunchTickets = `
CREATE TABLE casino_launch_tickets_used (
  ticket_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX casino_launch_tickets_used_by_expiry ON casino_launch_tickets_used (expires_at);
`

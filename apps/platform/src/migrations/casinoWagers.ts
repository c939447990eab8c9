/**
 * Migration 8: third-party (casino) game rounds. One row per round a member plays on a provider's game,
 * with its stake, valid bet and payout in fen; the casino report (`/api/live/gameReportList`, `/api/live/br`)
 * reads these rows. The round's money moves through the ledger (`casinoBet`, `casinoPayout`) in the same
 * transaction as its row.
 */
export const casinoWagers = `
CREATE TABLE casino_wagers (
  id INTEGER PRIMARY KEY,
  round_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  live_code TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  stake_fen INTEGER NOT NULL CHECK (stake_fen > 0),
  valid_fen INTEGER NOT NULL CHECK (valid_fen >= 0),
  payout_fen INTEGER NOT NULL CHECK (payout_fen >= 0),
  outcome TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX casino_wagers_by_user ON casino_wagers (user_id, created_at);
`

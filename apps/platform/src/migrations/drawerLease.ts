import type { Db } from '../db'

/**
 * Migration 20: one drawer among the platform processes on one data file (docs/platform.md "One drawer").
 *
 * - `leases` holds each named lease (`drawer`: the process that draws and settles, shared/lease.ts): who holds
 *   it (`host:pid:instance`), its fencing token (one up at every take-over) and when it expires (real time,
 *   ms). A settlement writes only while the lease row still has its holder's token (betting/settle.ts).
 * - `ledger_payout_once`: at most one payout row per bet order number (`ref` of a `payout` row is the bet's
 *   `order_no`, betting/settle.ts and seed/agent.ts), so a turn settled twice can never pay a bet twice.
 *   A file that already has a bet paid twice is refused by name rather than migrated over it: which row is
 *   wrong is a decision for an operator, not for a migration.
 */
export function drawerLease(db: Db): void {
  const twice = db
    .prepare(
      `SELECT ref FROM ledger WHERE type = 'payout' GROUP BY ref HAVING COUNT(*) > 1 ORDER BY ref LIMIT 5`,
    )
    .pluck()
    .all() as string[]
  if (twice.length > 0)
    throw new Error(`migration 20: bets paid more than once (ledger payout refs ${twice.join(', ')})`)
  db.exec(`
CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  -- host:pid:instance of the process holding it
  holder TEXT NOT NULL,
  -- the fencing token: one up at every take-over
  token INTEGER NOT NULL,
  -- real time (not the platform clock), epoch ms
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE UNIQUE INDEX ledger_payout_once ON ledger (ref) WHERE type = 'payout';
`)
}

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrate } from './migrations'

/** The platform's SQLite handle. */
export type Db = Database.Database

/**
 * How long a write waits for another connection's write transaction on the same file (a second platform
 * process, a maintenance script, tests/perf/settle.ts) before it fails with SQLITE_BUSY: SQLite retries the
 * lock until then. Writes take a few ms, so 5 s is only reached when something holds the file far too long.
 */
export const BUSY_TIMEOUT_MS = 5000

/**
 * Opens (creating when absent) the platform database file and brings its schema up to date with the
 * pending migrations. A data file holds real users' money, bets and chat, so it is never recreated here.
 * `busyTimeoutMs` (default {@link BUSY_TIMEOUT_MS}) is for tests of the busy case.
 */
export function openDb(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS })
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

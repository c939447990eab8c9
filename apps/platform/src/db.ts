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

/** How long start-up work waits for another process's start-up on the same file (a first seed takes ~10 s). */
export const STARTUP_PATIENCE_MS = 180_000

/**
 * Runs `step` again while it fails with SQLITE_BUSY (each try already waits the busy timeout), for as long as
 * `patienceMs`: the start-up steps of platform processes started together on one file (docs/deploy.md) run
 * one after the other instead of failing.
 */
function untilFree<T>(step: () => T, patienceMs: number): T {
  const deadline = Date.now() + patienceMs
  for (;;) {
    try {
      return step()
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error
    }
  }
}

/**
 * {@link untilFree} for async work: runs `step` again while it rejects with SQLITE_BUSY, for as long as
 * `patienceMs` (each try already waited the busy timeout: BEGIN IMMEDIATE waits for the lock synchronously).
 */
export async function untilFreeAsync<T>(
  step: () => Promise<T>,
  patienceMs = STARTUP_PATIENCE_MS,
): Promise<T> {
  const deadline = Date.now() + patienceMs
  for (;;) {
    try {
      return await step()
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error
    }
  }
}

/**
 * Runs `work` in a transaction that takes the write lock first (BEGIN IMMEDIATE), waiting for another
 * process's start-up on the file for as long as `patienceMs` (the migrations, the first seed).
 */
export function writeWhenFree<T>(db: Db, work: () => T, patienceMs = STARTUP_PATIENCE_MS): T {
  return untilFree(() => db.transaction(work).immediate(), patienceMs)
}

/**
 * Opens (creating when absent) the platform database file and brings its schema up to date with the
 * pending migrations. A data file holds real users' money, bets and chat, so it is never recreated here.
 * `busyTimeoutMs` (default {@link BUSY_TIMEOUT_MS}) is for tests of the busy case.
 */
export function openDb(file: string, options: { busyTimeoutMs?: number } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file, { timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS })
  // Switching a new file to WAL needs it to itself: a process starting beside another waits its turn.
  untilFree(() => db.pragma('journal_mode = WAL'), STARTUP_PATIENCE_MS)
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

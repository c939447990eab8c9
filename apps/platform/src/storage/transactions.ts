import type Database from 'better-sqlite3'
import type { Queries } from './queries'
import { runInTransaction } from './sqliteDialect'

/** The SQLite handle under each Kysely openKysely made over one (storage/engine.ts). */
const sqliteHandles = new WeakMap<Queries, Database.Database>()

/** Records that `queries` runs on the SQLite handle `db` (for {@link inTransaction}'s check). */
export function recordSqliteHandle(queries: Queries, db: Database.Database): void {
  sqliteHandles.set(queries, db)
}

/**
 * Runs `work` in a transaction of `queries`: in the one `queries` already is (a store's several writes inside a
 * caller's transaction belong to it), else in a new one (BEGIN IMMEDIATE on SQLite), whose body is marked for
 * the SQLite dialect's checks (storage/sqliteDialect.ts `runInTransaction`). Inside, query through the `trx`
 * it passes only.
 */
export function inTransaction<T>(queries: Queries, work: (trx: Queries) => Promise<T>): Promise<T> {
  if (queries.isTransaction) return work(queries)
  const handle = sqliteHandles.get(queries)
  return queries
    .transaction()
    .execute((trx) => (handle ? runInTransaction(handle, () => work(trx)) : work(trx)))
}

import { type Kysely, sql } from 'kysely'
import { postgresMigrations } from './migrations'

/** The schema version this code writes and reads on PostgreSQL: as many steps as SQLite has (a twin each). */
export const LATEST_POSTGRES_VERSION = postgresMigrations.length

/**
 * The key of the transaction-level advisory lock every migration step takes first (any fixed 64-bit number;
 * advisory locks are per database, so databases of one server do not wait for one another).
 */
const MIGRATION_LOCK_KEY = 4_500_450_045

/**
 * The version of a database: the highest step in `schema_migrations` (one row per applied step, with when), 0
 * for a database without it. Creates the table when absent, so call it under the migration lock.
 */
async function currentVersion(db: Kysely<unknown>): Promise<number> {
  await sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version BIGINT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db)
  const { rows } = await sql<{ version: string | number | null }>`
    SELECT MAX(version) AS version FROM schema_migrations`.execute(db)
  return Number(rows[0]?.version ?? 0)
}

/**
 * Applies the steps a PostgreSQL database does not have yet, in order, up to `target`, each in its own
 * transaction with its `schema_migrations` row, so a failing step leaves the database at the previous version.
 * Each transaction takes `pg_advisory_xact_lock` first and reads the version under it: processes starting
 * together on one database wait for one another and each step is applied once (as SQLite's BEGIN IMMEDIATE
 * does in src/migrations/index.ts). Returns how many steps this call applied. Refuses a database from newer
 * code rather than running old code on a schema it does not know.
 */
export async function migratePostgres<DB>(db: Kysely<DB>, target = LATEST_POSTGRES_VERSION): Promise<number> {
  if (!Number.isInteger(target) || target < 0 || target > LATEST_POSTGRES_VERSION)
    throw new Error(`no PostgreSQL schema version ${target}: versions go up to ${LATEST_POSTGRES_VERSION}`)
  let applied = 0
  for (;;) {
    const ran = await db.transaction().execute(async (transaction) => {
      // The steps know the schema of their own version, not the latest one `DB` may describe.
      const trx = transaction as unknown as Kysely<unknown>
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx)
      const current = await currentVersion(trx)
      if (current > LATEST_POSTGRES_VERSION)
        throw new Error(
          `the database is at schema version ${current}; this platform knows versions up to ${LATEST_POSTGRES_VERSION}`,
        )
      if (current >= target) return false
      const version = current + 1
      const migration = postgresMigrations[version - 1]!
      // A text step runs as one simple-protocol query (no parameters), which takes several statements.
      if (typeof migration === 'string') await sql.raw(migration).execute(trx)
      else await migration(trx)
      await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(trx)
      return true
    })
    if (!ran) return applied
    applied++
  }
}

/** The schema version of a PostgreSQL database (0 when never migrated), without changing it. */
export async function postgresSchemaVersion<DB>(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass('schema_migrations') IS NOT NULL AS present`.execute(db)
  if (!rows[0]?.present) return 0
  const version = await sql<{ version: string | number | null }>`
    SELECT MAX(version) AS version FROM schema_migrations`.execute(db)
  return Number(version.rows[0]?.version ?? 0)
}

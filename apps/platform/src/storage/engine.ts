import { resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { z } from 'zod'
import { type Db, openDb } from '../db'
import { migratePostgres } from './postgres/migrate'
import type { Database } from './schema'
import { PlatformSqliteDialect } from './sqliteDialect'
import { recordSqliteHandle } from './transactions'

/**
 * Where the platform keeps its data (docs/platform.md, "Storage engines"): the SQLite file, the default,
 * or a PostgreSQL database when DATABASE_URL is a postgres:// or postgresql:// URL.
 */
export type StorageEngine = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }

/** The PostgreSQL the tests and `scripts/lib.mjs` (ensurePostgres) use when DATABASE_URL is not set. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

const postgresUrl = /^postgres(ql)?:\/\//i

const storageEnv = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    // An empty value (`DATABASE_URL=` in an env file) means not set.
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (postgresUrl.test(value) && URL.canParse(value)), {
      // The value itself is not repeated: it may hold a password.
      message:
        'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to keep the SQLite file PLATFORM_DB)',
    }),
  PLATFORM_DB: z.string().trim().min(1).optional(),
})

/**
 * Reads the storage engine from the environment: DATABASE_URL absent or empty → the SQLite file PLATFORM_DB
 * (`defaultSqliteFile` when that is unset too, as src/serve.ts opens it today); postgres:// or postgresql:// →
 * PostgreSQL; anything else → an error naming what is accepted.
 */
export function storageEngineFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  defaultSqliteFile: string,
): StorageEngine {
  const parsed = storageEnv.safeParse({ DATABASE_URL: env.DATABASE_URL, PLATFORM_DB: env.PLATFORM_DB })
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '))
  const { DATABASE_URL: url, PLATFORM_DB: file } = parsed.data
  if (url !== undefined) return { kind: 'postgres', url }
  return { kind: 'sqlite', file: resolve(file ?? defaultSqliteFile) }
}

/**
 * BIGINT (int8) arrives from `pg` as text, since it can exceed a JS number. The platform's integers (fen, ids,
 * epoch ms) are far below 2^53, so it is read as a number; one that is not exact fails loudly rather than
 * losing digits.
 */
function int8AsNumber(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new Error(`BIGINT ${text} does not fit a JavaScript number exactly`)
  return value
}

const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? int8AsNumber
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/**
 * A pool of connections to the PostgreSQL at `url`, reading BIGINT as a number ({@link int8AsNumber}). An idle
 * connection the server ends (a restart, an administrator, a dropped test database) is logged and left for the
 * pool to replace: without a listener its error would end the process.
 */
export function createPostgresPool(url: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types: postgresTypes })
  pool.on('error', (error) => console.error('[postgres] an idle connection ended:', error.message))
  return pool
}

/**
 * Kysely over an open database: SQLite's better-sqlite3 handle (sqliteDialect.ts) or a PostgreSQL pool
 * (PostgresDialect). Its `destroy()` ends the pool, and closes the SQLite handle when `closeOnDestroy` (default
 * true; the platform passes false, as it closes its handle itself).
 */
export function openKysely(
  target: { kind: 'sqlite'; db: Db; closeOnDestroy?: boolean } | { kind: 'postgres'; pool: pg.Pool },
): Kysely<Database> {
  if (target.kind === 'postgres')
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: target.pool }) })
  const kysely = new Kysely<Database>({
    dialect: new PlatformSqliteDialect(target.db, { closeOnDestroy: target.closeOnDestroy ?? true }),
  })
  recordSqliteHandle(kysely, target.db)
  return kysely
}

/**
 * Opens the engine's database at the latest schema version: the SQLite file through openDb (src/db.ts, which
 * migrates it), or a PostgreSQL pool migrated by migratePostgres (postgres/migrate.ts).
 */
export async function openStorage(engine: StorageEngine): Promise<Kysely<Database>> {
  if (engine.kind === 'sqlite') return openKysely({ kind: 'sqlite', db: openDb(engine.file) })
  const db = openKysely({ kind: 'postgres', pool: createPostgresPool(engine.url) })
  try {
    await migratePostgres(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

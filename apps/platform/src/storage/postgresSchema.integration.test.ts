import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { migrate, migrations } from '../migrations'
import { createPostgresPool, LOCAL_POSTGRES_URL, openKysely } from './engine'
import { migratePostgres } from './postgres/migrate'
import { postgresMigrations } from './postgres/migrations'
import type { Database as Tables } from './schema'
import { postgresSchemaShape, sqliteSchemaShape } from './schemaShape'

// A real PostgreSQL (scripts/test.mjs starts one: ensurePostgres in scripts/lib.mjs): DATABASE_URL when it
// names one, else the local server. Each test works in a database of its own, dropped after it.
const adminUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL!
  : LOCAL_POSTGRES_URL

/** How many migrations SQLite has: the length of the list src/migrations/index.ts applies. */
const SQLITE_VERSIONS = migrations.length

const dropAfter: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const drop of dropAfter.splice(0).reverse()) await drop()
})

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new empty database; returns a Kysely opener on it. Dropped (with every connection left) after the test. */
async function freshDatabase(): Promise<() => Kysely<Tables>> {
  const name = `liuhe_schema_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  const opened: { destroy(): Promise<void> }[] = []
  dropAfter.push(async () => {
    for (const db of opened) await db.destroy()
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return () => {
    const db = openKysely({ kind: 'postgres', pool: createPostgresPool(url.toString(), { max: 2 }) })
    opened.push(db)
    return db
  }
}

async function appliedVersions<DB>(db: Kysely<DB>): Promise<number[]> {
  const { rows } = await sql<{
    version: number
  }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db)
  return rows.map((row) => row.version)
}

describe('PostgreSQL schema', () => {
  it(`matches SQLite's at every version 1…${SQLITE_VERSIONS}: tables, columns, keys, unique constraints, indexes`, async () => {
    const postgres = (await freshDatabase())()
    const sqlite = new Database(':memory:')
    sqlite.pragma('foreign_keys = ON')
    try {
      // Counted from SQLite's list, so a SQLite migration without a PostgreSQL twin fails here
      // (migratePostgres refuses a version it has no step for).
      for (let version = 1; version <= SQLITE_VERSIONS; version++) {
        migrate(sqlite, version)
        await migratePostgres(postgres, version)
        const { tables, columnRows } = await postgresSchemaShape(postgres, { except: ['schema_migrations'] })
        expect(tables, `schema version ${version}`).toEqual(sqliteSchemaShape(sqlite))
        const textColumns = columnRows.filter((row) => row.data_type === 'text')
        expect(
          textColumns
            .filter((row) => row.collation_name !== 'C')
            .map((row) => `${row.table_name}.${row.column_name}`),
          `schema version ${version}: text columns not in byte order (COLLATE "C")`,
        ).toEqual([])
      }
      expect(await appliedVersions(postgres)).toEqual(
        Array.from({ length: SQLITE_VERSIONS }, (_, i) => i + 1),
      )
      expect(postgresMigrations).toHaveLength(SQLITE_VERSIONS)
    } finally {
      sqlite.close()
    }
  })

  it('migrates once: a second run applies nothing and changes nothing', async () => {
    const postgres = (await freshDatabase())()
    expect(await migratePostgres(postgres)).toBe(postgresMigrations.length)
    const before = await postgresSchemaShape(postgres, { except: ['schema_migrations'] })
    expect(await migratePostgres(postgres)).toBe(0)
    expect(await postgresSchemaShape(postgres, { except: ['schema_migrations'] })).toEqual(before)
    expect(await appliedVersions(postgres)).toHaveLength(postgresMigrations.length)
  })

  it('applies each step once when two migrators start together', async () => {
    const open = await freshDatabase()
    const [first, second] = [open(), open()]
    const applied = await Promise.all([migratePostgres(first), migratePostgres(second)])
    expect(applied[0] + applied[1]).toBe(postgresMigrations.length)
    expect(await appliedVersions(first)).toEqual(
      Array.from({ length: postgresMigrations.length }, (_, i) => i + 1),
    )
  })

  it('keeps the rows migrations write: seeded odds, the chat lobby, its class groups after explicit ids', async () => {
    const postgres = (await freshDatabase())()
    await migratePostgres(postgres)
    const sqlite = new Database(':memory:')
    migrate(sqlite)
    try {
      const odds = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM play_odds`.execute(postgres)
      expect(odds.rows[0]!.n).toBe(sqlite.prepare('SELECT COUNT(*) FROM play_odds').pluck().get())
      expect(odds.rows[0]!.n).toBeGreaterThan(0)
      // The identity moved past the ids migration 12 wrote: an insert without one gets the next id.
      const added = await sql<{ id: number }>`
        INSERT INTO chat_class_groups (name) VALUES ('新') RETURNING id`.execute(postgres)
      expect(added.rows[0]!.id).toBe(3)
      const rooms = await sql<{ name: string }>`SELECT name FROM chat_rooms ORDER BY id`.execute(postgres)
      expect(rooms.rows.map((row) => row.name)).toEqual(
        sqlite.prepare('SELECT name FROM chat_rooms ORDER BY id').pluck().all(),
      )
    } finally {
      sqlite.close()
    }
  })
})

describe('openKysely', () => {
  it('writes and reads the same row on both engines, BIGINT as a number', async () => {
    const sqlite = new Database(':memory:')
    migrate(sqlite)
    const open = await freshDatabase()
    await migratePostgres(open())
    const engines = [openKysely({ kind: 'sqlite', db: sqlite }), open()]
    const read = []
    for (const db of engines) {
      const { user_id } = await db
        .insertInto('users')
        .values({
          account: 'kysely01',
          password_hash: 'x',
          created_at: 1_767_225_600_000,
          money_fen: 9_007_199_254,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow()
      read.push(
        await db
          .selectFrom('users')
          .select(['user_id', 'account', 'created_at', 'money_fen', 'type'])
          .where('user_id', '=', user_id)
          .executeTakeFirstOrThrow(),
      )
    }
    await engines[0]!.destroy()
    expect(read[1]).toEqual(read[0])
    expect(read[1]).toEqual({
      user_id: 1,
      account: 'kysely01',
      created_at: 1_767_225_600_000,
      money_fen: 9_007_199_254,
      type: 'HY',
    })
  })
})

describe('createPostgresPool', () => {
  it('outlives an idle connection the server ends, and opens a new one for the next query', async () => {
    const pool = createPostgresPool(adminUrl, { max: 1 })
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      await withAdmin((client) => client.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]))
      // The pool drops the ended connection after emitting its error: without the pool's own listener that
      // error is unhandled, which ends a process (and fails this run).
      await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000, interval: 20 })
      const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid)
    } finally {
      await pool.end()
    }
  })
})

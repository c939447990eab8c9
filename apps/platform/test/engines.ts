import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { migrate } from '../src/migrations'
import { createPostgresPool, LOCAL_POSTGRES_URL, openKysely } from '../src/storage/engine'
import { migratePostgres } from '../src/storage/postgres/migrate'
import type { Queries } from '../src/storage/queries'

// Both storage engines for store-level tests (docs/architecture.md, "Storage engines"): a migrated in-memory
// SQLite file, and a migrated PostgreSQL database of its own on the local server (scripts/lib.mjs
// ensurePostgres starts one for `npm test`; DATABASE_URL names another), dropped afterwards.

/** The engines a store's queries must give the same answers on. */
export const engineNames = ['sqlite', 'postgres'] as const
export type EngineName = (typeof engineNames)[number]

const adminUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL!
  : LOCAL_POSTGRES_URL

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A new, empty PostgreSQL database of its own on the local server (or DATABASE_URL's), unmigrated: its URL and
 * how to drop it (ending its connections first). `prefix` names it, a random suffix keeps it apart.
 */
export async function createPostgresDatabase(
  prefix = 'liuhe_store',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

/** An open, migrated, empty database of `engine` (the migrations' own rows aside) and how to close it. */
export async function openEngine(engine: EngineName): Promise<{ db: Queries; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const handle = new Database(':memory:')
    handle.pragma('foreign_keys = ON')
    migrate(handle)
    const db = openKysely({ kind: 'sqlite', db: handle, closeOnDestroy: true })
    return {
      db,
      close: async () => {
        await db.destroy()
        if (handle.open) handle.close()
      },
    }
  }
  const database = await createPostgresDatabase()
  const db = openKysely({ kind: 'postgres', pool: createPostgresPool(database.url, { max: 4 }) })
  await migratePostgres(db)
  return {
    db,
    close: async () => {
      await db.destroy()
      await database.drop()
    },
  }
}

/**
 * `describe` once per engine, each block with a database of its own for all its tests (opened before them,
 * closed after): `body` receives the engine's name and a getter of its Kysely.
 */
export function describeEachEngine(
  title: string,
  body: (db: () => Queries, engine: EngineName) => void,
): void {
  for (const engine of engineNames) {
    describe(`${title} (${engine})`, () => {
      let opened: Awaited<ReturnType<typeof openEngine>> | undefined
      beforeAll(async () => {
        opened = await openEngine(engine)
      })
      afterAll(async () => {
        await opened?.close()
      })
      body(() => {
        if (!opened) throw new Error(`the ${engine} database is not open yet: call db() inside a test`)
        return opened.db
      }, engine)
    })
  }
}

/** A bare member row (account, a dummy hash) for a store test; answers its user id. */
export async function newUser(db: Queries, account: string): Promise<number> {
  const { user_id } = await db
    .insertInto('users')
    .values({ account, password_hash: 'x', created_at: 0 })
    .returning('user_id')
    .executeTakeFirstOrThrow()
  return user_id
}

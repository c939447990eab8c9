import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { migrate } from '../src/migrations'
import { createPostgresPool, LOCAL_POSTGRES_URL, openKysely } from '../src/storage/engine'
import { migratePostgres } from '../src/storage/postgres/migrate'
import type { Queries } from '../src/storage/queries'

// Both storage engines for store-level tests (docs/platform.md, "Storage engines"): a migrated in-memory
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
 * how to drop it (ending its connections first). `prefix` names it, the creating process's id and a random
 * suffix keep it apart. `template`: a copy of that database (which nobody may be connected to) instead of an
 * empty one.
 */
export async function createPostgresDatabase(
  prefix = 'liuhe_store',
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = options.template ? ` TEMPLATE ${options.template}` : ''
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${template}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

/**
 * Drops the databases named `prefix_<pid>_…` ({@link createPostgresDatabase}) whose creating process has ended
 * or is one of `done` (process ids), on a server of this machine only (a process id names nothing on another
 * machine's). For databases a test process keeps until it exits, as the seeded templates of test/harness.ts.
 */
export async function dropDatabasesOfEndedProcesses(
  prefix: string,
  done: (pid: number) => boolean = () => false,
): Promise<void> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)) return
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    )
    for (const { datname } of rows) {
      const pid = Number(datname.slice(prefix.length + 1).split('_')[0])
      if (!Number.isInteger(pid) || pid <= 0 || (isRunning(pid) && !done(pid))) continue
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    }
  })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
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

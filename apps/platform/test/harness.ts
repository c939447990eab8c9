import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createManualClock } from '../src/clock'
import { type Db, openDb } from '../src/db'
import { createPlatform, type PlatformOptions } from '../src/platform'
import { seed } from '../src/seed'
import { createPostgresPool, openKysely } from '../src/storage/engine'
import { migratePostgres } from '../src/storage/postgres/migrate'
import type { Queries } from '../src/storage/queries'
import { kyselyOf } from '../src/store'
import { createPostgresDatabase, dropDatabasesOfEndedProcesses, type EngineName } from './engines'

/** The repository's real draw data. */
export const dataDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../data/marksix')

/**
 * The engine the test platforms run on (docs/platform.md, "Storage engines"): PostgreSQL when
 * `LIUHE_TEST_ENGINE` is `postgres` (vitest.config.ts, project `postgres`), else SQLite. Read at each call:
 * a worker may run files of both projects.
 */
export function testEngine(): EngineName {
  return process.env.LIUHE_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'
}

/**
 * A database the test platforms run on, which outlives them: several platforms on one database (as several
 * platform processes behind one balancer) or one platform restarted. Its creator drops it. `filesDir`: where
 * the platforms on it keep chat uploads and draw videos, shared like the database (on SQLite beside the file,
 * platform.ts; on PostgreSQL as serve.ts's PLATFORM_FILES_DIR).
 */
export type TestDatabase = (
  | {
      engine: 'sqlite'
      /** The data file. */
      file: string
    }
  | {
      engine: 'postgres'
      /** The database's URL. */
      url: string
    }
) & { filesDir: string; drop(): Promise<void> }

/**
 * A new database of `engine` (default {@link testEngine}): empty, and platforms started on it migrate and seed
 * it; or, given `seededAtMs`, already migrated and seeded as of then (a copy of {@link seededTemplate}'s).
 */
export async function createTestDatabase(
  engine: EngineName = testEngine(),
  options: { seededAtMs?: number } = {},
): Promise<TestDatabase> {
  const template =
    options.seededAtMs === undefined ? undefined : await seededTemplate(engine, options.seededAtMs)
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-database-'))
  const removeDir = async () => rmSync(dir, { recursive: true, force: true })
  if (engine === 'sqlite') {
    const file = join(dir, 'test.sqlite')
    if (template) copyFileSync(template, file)
    return { engine, file, filesDir: dir, drop: removeDir }
  }
  const database = await createPostgresDatabase('liuhe_platform', { template })
  return {
    engine,
    url: database.url,
    filesDir: dir,
    drop: async () => {
      await database.drop()
      await removeDir()
    },
  }
}

/**
 * The seeded databases this test process has made, per engine and seed time, to copy (a SQLite file, or the
 * name of a PostgreSQL database that nobody connects to). On two cores, migrating and seeding took 2.8 s per
 * platform on PostgreSQL and 1.6 s on SQLite; a copy takes 0.7 s (CREATE DATABASE … TEMPLATE) and a few
 * milliseconds. The seed depends on its time and the draw data alone (src/seed/index.ts), so a copy holds
 * what a new seed would write.
 */
const seededTemplates = new Map<string, Promise<string>>()

/** The SQLite templates' folder, removed as the process exits. */
let sqliteTemplateDir: string | undefined

function seededTemplate(engine: EngineName, seededAtMs: number): Promise<string> {
  const key = `${engine}:${seededAtMs}`
  let template = seededTemplates.get(key)
  if (!template) {
    template = engine === 'sqlite' ? seedSqliteTemplate(seededAtMs) : seedPostgresTemplate(seededAtMs)
    seededTemplates.set(key, template)
    // A failed one is made again by the next caller rather than failing every later start.
    template.catch(() => seededTemplates.delete(key))
  }
  return template
}

async function seedSqliteTemplate(seededAtMs: number): Promise<string> {
  if (!sqliteTemplateDir) {
    const dir = mkdtempSync(join(tmpdir(), 'liuhe-seeded-'))
    sqliteTemplateDir = dir
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  const file = join(sqliteTemplateDir, `${seededAtMs}.sqlite`)
  const db = openDb(file)
  try {
    await seed(db, dataDir, seededAtMs)
  } finally {
    // The last connection closing folds the write-ahead log into the file, so the file alone is the copy.
    db.close()
  }
  return file
}

/** Whether this process has dropped the templates that ended test processes left (they live as long as theirs). */
let sweptEndedTemplates = false

async function seedPostgresTemplate(seededAtMs: number): Promise<string> {
  if (!sweptEndedTemplates) {
    sweptEndedTemplates = true
    await dropDatabasesOfEndedProcesses('liuhe_seeded')
  }
  const database = await createPostgresDatabase('liuhe_seeded')
  const queries = openKysely({ kind: 'postgres', pool: createPostgresPool(database.url) })
  try {
    await migratePostgres(queries)
    await seed(queries, dataDir, seededAtMs)
  } catch (error) {
    await queries.destroy()
    await database.drop()
    throw error
  }
  // A template must have no connection when it is copied.
  await queries.destroy()
  return database.name
}

/**
 * A connection of its own to `database`, migrated (as a platform's): the SQLite handle (SQLite only) and the
 * Kysely, and how to close them. The caller closes it.
 */
export async function connectTestDatabase(
  database: TestDatabase,
): Promise<{ db: Db | undefined; queries: Queries; close(): Promise<void> }> {
  if (database.engine === 'sqlite') {
    const db = openDb(database.file)
    return {
      db,
      queries: kyselyOf(db),
      close: async () => {
        db.close()
      },
    }
  }
  const queries = openKysely({ kind: 'postgres', pool: createPostgresPool(database.url) })
  try {
    // Every platform migrates, once per database (storage/postgres/migrate.ts), as every serve.ts process does.
    await migratePostgres(queries)
  } catch (error) {
    await queries.destroy()
    throw error
  }
  return { db: undefined, queries, close: () => queries.destroy() }
}

/**
 * Starts a seeded platform on a random port, with a manual clock and a manual scheduler: apart from the
 * start-up catch-up, nothing is drawn unless the test calls `platform.tick()` or the draw hook, so the test
 * alone decides the order of clock changes and draws. `seededAtMs` (default `startMs`) seeds the database at
 * an earlier time, as if the platform had been stopped since then.
 *
 * The database is one of its own, dropped on `stop()`, of {@link testEngine}'s engine (a copy of a database
 * seeded as of `seededAtMs`, {@link createTestDatabase}), unless `database` or `dbFile` names another. It
 * returns `queries`, the Kysely the platform's stores use (on either engine), and `db`, the SQLite handle, on
 * SQLite only: a test of the SQLite file itself runs on SQLite alone (vitest.config.ts).
 */
export async function startTestPlatform(
  startMs: number,
  options: {
    seededAtMs?: number
    pushAgent?: PlatformOptions['pushAgent']
    /** Lets the platform push to the local push service on 127.0.0.1 (push tests only). */
    pushAllowPrivate?: boolean
    trustedProxies?: PlatformOptions['trustedProxies']
    /** The app server's proof of being the proxy (`PLATFORM_PROXY_SECRET`). */
    proxySecret?: PlatformOptions['proxySecret']
    /**
     * Runs on this database (seeding it when new) with a connection of its own, and leaves it on `stop()`:
     * several platforms on one database, or a restart ({@link createTestDatabase}).
     */
    database?: TestDatabase
    /** SQLite only, whatever the engine: opens this data file (seeding it when new) and leaves it on `stop()`. */
    dbFile?: string
    /** What it shares with other platforms (shared/index.ts): the Redis tests' bus and windows. */
    shared?: PlatformOptions['shared']
    /** What renders the gallery's pictures (default the resvg worker on the machine's CJK font). */
    pictureRenderer?: PlatformOptions['pictureRenderer']
    /** Scheduled six-mark draws shown live (video/liveDraws.ts). */
    liveDrawShows?: boolean
    /** Mounts the simulated payment provider's pages (default on, as createPlatform's `simulatedPay`). */
    simulatedPay?: boolean
    /** The time the live draw shows run on (default real time): a manual one lets the test move it. */
    showTime?: PlatformOptions['showTime']
  } = {},
) {
  const own =
    options.database || options.dbFile
      ? undefined
      : await createTestDatabase(testEngine(), { seededAtMs: options.seededAtMs ?? startMs })
  const database: TestDatabase = options.dbFile
    ? {
        engine: 'sqlite',
        file: options.dbFile,
        filesDir: join(options.dbFile, '..'),
        drop: async () => {},
      }
    : (options.database ?? own)!
  const connection = await connectTestDatabase(database).catch(async (error: unknown) => {
    await own?.drop()
    throw error
  })
  const { db, queries } = connection
  await seed(queries, dataDir, options.seededAtMs ?? startMs).catch(async (error: unknown) => {
    // A database of its own left behind would stay until someone drops it by hand.
    await connection.close()
    await own?.drop()
    throw error
  })
  const clock = createManualClock(startMs)
  /**
   * The options naming the platform's database: on SQLite the handle, as serve.ts gives it (the platform keeps
   * its uploads and videos beside the file); on PostgreSQL the Kysely and the database's files folder.
   */
  const storage: Pick<PlatformOptions, 'db' | 'chatUploadDir' | 'videoDir'> = db
    ? { db }
    : {
        db: queries,
        chatUploadDir: join(database.filesDir, 'chat-uploads'),
        videoDir: join(database.filesDir, 'video'),
      }
  const platform = createPlatform({
    ...storage,
    clock,
    testHooks: true,
    scheduler: 'manual',
    pushAgent: options.pushAgent,
    pushAllowPrivate: options.pushAllowPrivate,
    trustedProxies: options.trustedProxies,
    proxySecret: options.proxySecret,
    shared: options.shared,
    pictureRenderer: options.pictureRenderer,
    liveDrawShows: options.liveDrawShows,
    simulatedPay: options.simulatedPay,
    showTime: options.showTime,
    // The suites run beside each other on two cores: a niced encode could wait minutes behind them.
    videoNiceness: 0,
  })
  const port = await platform.listen(0, '127.0.0.1')
  return {
    engine: database.engine,
    /** The SQLite handle, on SQLite only (`queries` reaches the same database on either engine). */
    db,
    queries,
    /** What another platform in this process on the same database passes createPlatform. */
    storage,
    clock,
    platform,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await platform.close()
      await connection.close()
      await own?.drop()
    },
  }
}

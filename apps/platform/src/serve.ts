/**
 * The platform's worker: the whole platform (HTTP, sockets, scheduler) on its database — the SQLite file
 * `PLATFORM_DB`, or PostgreSQL when `DATABASE_URL` names one (storage/engine.ts) — run by the primary of
 * `main.ts` (supervisor.ts), which starts it again if it dies. Environment: see `main.ts` and README.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { createAdvanceableClock, createClock } from './clock'
import { openDb } from './db'
import { createPlatform } from './platform'
import { appOriginOf, simulatedPaySetting } from './routes/payPage'
import { seed } from './seed'
import { sharedStateOf } from './shared'
import { createPostgresPool, openKysely, storageEngineFromEnv } from './storage/engine'
import { migratePostgres } from './storage/postgres/migrate'
import { runWorker } from './supervisor'

runWorker()

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const port = Number(env.PLATFORM_PORT ?? 4100)
/** The database: the SQLite file (default) or PostgreSQL (`DATABASE_URL`); a bad value stops the worker. */
const engine = (() => {
  try {
    return storageEngineFromEnv(env, resolve(packageRoot, 'data/liuhe.sqlite'))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()
/**
 * Where the chat's uploads and the draw videos are kept on PostgreSQL (`PLATFORM_FILES_DIR`, default
 * `apps/platform/data`); on SQLite they stay beside the data file (platform.ts).
 */
const filesDir = resolve(env.PLATFORM_FILES_DIR ?? resolve(packageRoot, 'data'))
const dataDir = resolve(env.LIUHE_DATA_DIR ?? resolve(packageRoot, '../../data/marksix'))
const speed = Number(env.PLATFORM_CLOCK_SPEED ?? 1)
// A sped-up clock runs from the primary's start, so a worker started again goes on from where the last was.
const clockOrigin = Number(env.PLATFORM_CLOCK_ORIGIN ?? Date.now())

if (!Number.isFinite(port) || !Number.isFinite(speed) || speed <= 0) {
  console.error('PLATFORM_PORT and PLATFORM_CLOCK_SPEED must be positive numbers')
  process.exit(1)
}
const testHooks = env.PLATFORM_TEST_HOOKS === '1'
/**
 * PLATFORM_SETTLE_PAUSE_AFTER_BATCHES (tests only, with PLATFORM_TEST_HOOKS=1): the drawer stops settling
 * after that many batches and logs it (drawer.ts), so a test can kill it mid-settlement.
 */
const settlePauseSetting = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .optional()
  .safeParse(env.PLATFORM_SETTLE_PAUSE_AFTER_BATCHES || undefined)
if (!settlePauseSetting.success || (settlePauseSetting.data !== undefined && !testHooks)) {
  console.error(
    'PLATFORM_SETTLE_PAUSE_AFTER_BATCHES must be a positive whole number, with PLATFORM_TEST_HOOKS=1',
  )
  process.exit(1)
}
/**
 * PLATFORM_VIDEO_NICE: the niceness of the draw videos' ffmpeg, 0 … 19 (default 19: it never takes CPU from the
 * API, docs/platform.md "Live draw video"). The test suites set 0: on their busy machine the load is other
 * suites, beside which a niced encode can wait minutes.
 */
const videoNiceSetting = z
  .string()
  .regex(/^(1?\d)$/)
  .transform(Number)
  .optional()
  .safeParse(env.PLATFORM_VIDEO_NICE || undefined)
if (!videoNiceSetting.success) {
  console.error('PLATFORM_VIDEO_NICE must be a whole number from 0 to 19')
  process.exit(1)
}
const started = performance.now()
/** The SQLite handle, or PostgreSQL's Kysely once its schema is migrated (every process migrates, once). */
const db =
  engine.kind === 'sqlite'
    ? openDb(engine.file)
    : await (async () => {
        const queries = openKysely({ kind: 'postgres', pool: createPostgresPool(engine.url) })
        try {
          await migratePostgres(queries)
          return queries
        } catch (error) {
          console.error('DATABASE_URL: the PostgreSQL database cannot be opened or migrated', error)
          process.exit(1)
        }
      })()
// With the test hooks on, the e2e suites move the clock forward instead of waiting for a turn to close.
const realClock = createClock(speed, Date.now, clockOrigin)
const clock = testHooks ? createAdvanceableClock(realClock) : realClock
// The company's domain is where its app is served (APP_PUBLIC_URL).
const { seeded } = await seed(db, dataDir, clock.now(), {
  companyDomain: new URL(appOriginOf(env.APP_PUBLIC_URL)).host,
})
// The simulated payment provider credits on a button press: off in production unless switched on.
const simulatedPay = simulatedPaySetting(env)
console.log(simulatedPay.notice)
// With REDIS_URL the socket fan-out and the rate-limit windows are shared with every platform process on it.
const shared = await sharedStateOf({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX }).catch(
  (error: unknown) => {
    console.error(`REDIS_URL: Redis at ${env.REDIS_URL} cannot be reached`, error)
    process.exit(1)
  },
)
const platform = createPlatform({
  shared,
  db,
  ...(engine.kind === 'postgres'
    ? { chatUploadDir: resolve(filesDir, 'chat-uploads'), videoDir: resolve(filesDir, 'postgres-video') }
    : {}),
  clock,
  testHooks,
  encrypt: env.PLATFORM_ENCRYPT === '1',
  trustedProxies: env.PLATFORM_TRUSTED_PROXIES,
  proxySecret: env.PLATFORM_PROXY_SECRET,
  simulatedPay: simulatedPay.enabled,
  appPublicUrl: env.APP_PUBLIC_URL,
  settlePauseAfterBatches: settlePauseSetting.data,
  videoNiceness: videoNiceSetting.data,
  // Scheduled six-mark draws are shown live (video/liveDraws.ts); under the test hooks a test asks for a show.
  liveDrawShows: !testHooks,
})
const bound = await platform.listen(port)
console.log(
  `[platform] worker ${process.pid} ${seeded ? 'seeded and ' : ''}listening on http://localhost:${bound} in ${Math.round(performance.now() - started)} ms` +
    (speed === 1 ? '' : ` (clock ×${speed})`) +
    (shared.kind === 'redis' ? ' (sockets and rate limits shared through Redis)' : '') +
    (engine.kind === 'postgres' ? ' on PostgreSQL' : ''),
)

const shutdown = async () => {
  await platform.close()
  await shared.close()
  if ('selectFrom' in db) await db.destroy()
  else db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

/**
 * The platform's worker: the whole platform (HTTP, sockets, scheduler) on one SQLite file, run by the
 * primary of `main.ts` (supervisor.ts), which starts it again if it dies. Environment: see `main.ts`.
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
import { runWorker } from './supervisor'

runWorker()

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const port = Number(env.PLATFORM_PORT ?? 4100)
const dbFile = resolve(env.PLATFORM_DB ?? resolve(packageRoot, 'data/liuhe.sqlite'))
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
 * API, docs/architecture.md "Live draw video"). The test suites set 0: on their busy machine the load is other
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
const db = openDb(dbFile)
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
    (shared.kind === 'redis' ? ' (sockets and rate limits shared through Redis)' : ''),
)

const shutdown = async () => {
  await platform.close()
  await shared.close()
  db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

/**
 * The platform's entry (`node apps/platform/dist/main.js [--reset]`, `npm start`, the e2e suites): a small
 * primary process that runs the platform in one worker process (`serve.ts`) and starts a new worker when
 * that one dies (supervisor.ts), so the platform keeps serving after a crash or a `kill -9` of the worker.
 *
 * Environment: PLATFORM_PORT (4100), PLATFORM_DB (data/liuhe.sqlite), LIUHE_DATA_DIR (the draw data),
 * PLATFORM_CLOCK_SPEED (1), PLATFORM_TEST_HOOKS, PLATFORM_ENCRYPT, PLATFORM_TRUSTED_PROXIES and the simulated
 * payment provider's switch, APP_PUBLIC_URL, the app's address its page links back to (routes/payPage.ts), and
 * REDIS_URL (with REDIS_PREFIX, default `liuhe`): the socket fan-out and rate limits shared with the other
 * platform processes through Redis (shared/index.ts); unset, they stay in this process. Of several processes
 * on one data file only the holder of the drawer lease draws and settles (drawer.ts); tests only:
 * PLATFORM_SETTLE_PAUSE_AFTER_BATCHES (serve.ts).
 * `--reset` deletes the data file first (once, here), and its draw videos beside it (`videoDirOf`: the new
 * file draws those turns anew).
 */
import cluster from 'node:cluster'
import { rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { supervise } from './supervisor'
import { videoDirOf } from './video/videoDir'

if (cluster.isPrimary) {
  const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const env = process.env
  const port = Number(env.PLATFORM_PORT ?? 4100)
  const dbFile = resolve(env.PLATFORM_DB ?? resolve(packageRoot, 'data/liuhe.sqlite'))
  const speed = Number(env.PLATFORM_CLOCK_SPEED ?? 1)

  if (!Number.isFinite(port) || !Number.isFinite(speed) || speed <= 0) {
    console.error('PLATFORM_PORT and PLATFORM_CLOCK_SPEED must be positive numbers')
    process.exit(1)
  }
  // The one way a data file is recreated: asked for by name (demos, e2e). Otherwise it is kept and migrated.
  if (process.argv.includes('--reset')) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
    rmSync(videoDirOf(dbFile), { recursive: true, force: true })
  }
  supervise({
    log: (line) => console.log(line),
    // The worker's clock goes on from the primary's start (serve.ts).
    env: { PLATFORM_DB: dbFile, PLATFORM_CLOCK_ORIGIN: String(Date.now()) },
  })
} else {
  // The platform's modules load in the worker only: the primary stays small.
  await import('./serve')
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createManualClock } from '../src/clock'
import { openDb } from '../src/db'
import { createPlatform, type PlatformOptions } from '../src/platform'
import { seed } from '../src/seed'

/** The repository's real draw data. */
export const dataDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../data/marksix')

/**
 * Starts a seeded platform on a temporary SQLite file and a random port, with a manual clock and a manual
 * scheduler: apart from the start-up catch-up, nothing is drawn unless the test calls `platform.tick()` or
 * the draw hook, so the test alone decides the order of clock changes and draws. `seededAtMs` (default
 * `startMs`) seeds the file at an earlier time, as if the platform had been stopped since then.
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
    /** Opens this data file (seeding it when new) and leaves it in place on `stop()`: a restart test. */
    dbFile?: string
    /** What it shares with other platforms (shared/index.ts): the Redis tests' bus and windows. */
    shared?: PlatformOptions['shared']
    /** What renders the gallery's pictures (default the resvg worker on the machine's CJK font). */
    pictureRenderer?: PlatformOptions['pictureRenderer']
    /** Scheduled six-mark draws shown live (video/liveDraws.ts). */
    liveDrawShows?: boolean
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'liuhe-platform-'))
  const db = openDb(options.dbFile ?? join(dir, 'test.sqlite'))
  await seed(db, dataDir, options.seededAtMs ?? startMs)
  const clock = createManualClock(startMs)
  const platform = createPlatform({
    db,
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
    // The suites run beside each other on two cores: a niced encode could wait minutes behind them.
    videoNiceness: 0,
  })
  const port = await platform.listen(0, '127.0.0.1')
  return {
    db,
    clock,
    platform,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await platform.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

import { randomBytes } from 'node:crypto'
import { chromiumLaunch } from '../../support/chromium'

/** The repository's root, with a trailing slash. */
export const root = new URL('../../..', import.meta.url).pathname
/** Build of the app under test (apps/mobile/<dir>); parallel work trees of the app can use their own. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build'

/**
 * The secret with which the app servers prove to the platforms that they are the proxy (PLATFORM_PROXY_SECRET,
 * docs/security.md "Rate limits"), one per run as `npm start` makes one. Kept in the environment, so the test
 * workers (forked from the runner after this is read) and the app a test starts itself (faults.e2e.ts) share it.
 */
process.env.PLATFORM_PROXY_SECRET ||= randomBytes(32).toString('hex')
const proxySecret = process.env.PLATFORM_PROXY_SECRET

/** The ports of the main suite; the theme, encrypted and fault suites take ports after them. */
export const basePorts = {
  platform: Number(process.env.E2E_PLATFORM_PORT ?? 4310),
  app: Number(process.env.E2E_APP_PORT ?? 3310),
}

/**
 * Every suite's limits. A page's answer waits for the platform, and the suites run on two busy cores (CI): a
 * test has a minute, an assertion waits up to 10 s for what will come (a wait for something that must not
 * come passes as soon as it holds). Tests that wait for a draw turn set their own longer limit.
 */
export const suiteLimits = { timeout: 60_000, expect: { timeout: 10_000 } } as const

/** What every suite's browser is: a phone-sized page of Debian's Chromium in zh-CN, China's time zone. */
export const browserUse = {
  viewport: { width: 390, height: 844 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  launchOptions: chromiumLaunch,
  // On failure, the trace keeps each action's DOM snapshot; without the screencast's frames and the sources a
  // run costs a quarter less CPU (the suites run on two busy cores). `--trace on` records everything.
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
} as const

/** A freshly seeded platform (its own data file, named by `name` and the port) with the test hooks on. */
export function platformServer(port: number, name: string, env: Record<string, string> = {}) {
  return {
    command: 'node apps/platform/dist/main.js --reset',
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    env: {
      PLATFORM_PORT: String(port),
      PLATFORM_DB: `${root}.cache/e2e/${name}-${port}.sqlite`,
      PLATFORM_TEST_HOOKS: '1',
      // The wallet tests pay on the simulated provider's page: on whatever NODE_ENV the runner has.
      PLATFORM_SIMULATED_PAY: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      ...env,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  }
}

/**
 * The app's own production server (remix-serve's work plus the guest page micro-cache), as `npm start` runs it:
 * two workers (server/cluster.ts), whatever the machine's core count, so every run meets the same cluster.
 */
export function appServer(port: number, platformPort: number, env: Record<string, string> = {}) {
  return {
    command: `node dist/server.js ${BUILD_DIR}/server/index.js`,
    cwd: `${root}apps/mobile`,
    url: `http://localhost:${port}/`,
    env: {
      PORT: String(port),
      PLATFORM_URL: `http://localhost:${platformPort}`,
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-session-secret',
      WEB_CONCURRENCY: '2',
      PLATFORM_PROXY_SECRET: proxySecret,
      ...env,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  }
}

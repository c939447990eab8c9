import { randomBytes } from 'node:crypto'
import { chromiumLaunch } from '../../support/chromium'

/** The repository's root, with a trailing slash. */
export const root = new URL('../../..', import.meta.url).pathname
/** Build of the app under test (apps/mobile/<dir>); parallel work trees of the app can use their own. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build'
/** The server entry of that build, relative to apps/mobile (the app servers a suite starts itself use it too). */
export const appEntry = `${BUILD_DIR}/server/index.js`

/**
 * The secret with which the app servers prove to the platforms that they are the proxy (PLATFORM_PROXY_SECRET,
 * docs/security.md "Rate limits"), one per run as `npm start` makes one. Kept in the environment, so the test
 * workers (forked from the runner after this is read) and the app a test starts itself (faults.e2e.ts) share it.
 */
process.env.PLATFORM_PROXY_SECRET ||= randomBytes(32).toString('hex')
const proxySecret = process.env.PLATFORM_PROXY_SECRET

/** The first ports of the e2e suites; each suite and each main-suite worker takes its own after them. */
export const basePorts = {
  platform: Number(process.env.E2E_PLATFORM_PORT ?? 4310),
  app: Number(process.env.E2E_APP_PORT ?? 3310),
}

/**
 * The main suite's workers (E2E_WORKERS, default 2): each has a platform and an app of its own, so its files
 * never meet another worker's data and the files of two workers run side by side.
 */
export const mainWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/**
 * The ports of worker `index` of the main suite (Playwright's parallel index, 0 … workers − 1): ten apart,
 * the platform's and the app's; the fault tests' app takes the app port + 9 (faults.e2e.ts).
 */
export function workerPorts(index: number) {
  return { platform: basePorts.platform + 10 * index, app: basePorts.app + 10 * index }
}

/**
 * The servers of the worker this module runs in: Playwright sets TEST_PARALLEL_INDEX in every worker
 * process before it loads a test file (and leaves it unset in the runner, which reads worker 0's).
 */
export const thisWorker = (() => {
  const ports = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
  return {
    ...ports,
    platformOrigin: `http://localhost:${ports.platform}`,
    appOrigin: `http://localhost:${ports.app}`,
    /** The platform's data file (tests that read or set up rows the API does not show). */
    platformDb: platformDbFile('platform', ports.platform),
  }
})()

/**
 * The first ports of the suites that run after the main one, clear of every main-suite worker's: the theme
 * suite (its platform, then an app per theme) and, five after, the encrypted-mode suite. They run side by
 * side (scripts/test.mjs).
 */
export const afterMainPorts = {
  platform: basePorts.platform + 10 * mainWorkers,
  app: basePorts.app + 10 * mainWorkers,
}

/** Where a platform started by {@link platformServer} keeps its data. */
function platformDbFile(name: string, port: number) {
  return `${root}.cache/e2e/${name}-${port}.sqlite`
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

/**
 * How long a server may take to answer after its start. A platform seeds its file first, and up to six
 * servers start at once (two workers' pairs; the theme and encrypted suites side by side) on two cores that
 * other work shares: a minute was once not enough. A server that never answers still fails the run.
 */
const startTimeout = 180_000

/** A freshly seeded platform (its own data file, named by `name` and the port) with the test hooks on. */
export function platformServer(port: number, name: string, env: Record<string, string> = {}) {
  return {
    command: 'node apps/platform/dist/main.js --reset',
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    env: {
      PLATFORM_PORT: String(port),
      PLATFORM_DB: platformDbFile(name, port),
      PLATFORM_TEST_HOOKS: '1',
      // The wallet tests pay on the simulated provider's page: on whatever NODE_ENV the runner has.
      PLATFORM_SIMULATED_PAY: '1',
      PLATFORM_PROXY_SECRET: proxySecret,
      // The draw video's ffmpeg at normal priority: niced, it waits behind the browsers and app servers of the
      // run (PLATFORM_VIDEO_NICE, apps/platform/src/serve.ts).
      PLATFORM_VIDEO_NICE: '0',
      ...env,
    },
    reuseExistingServer: false,
    timeout: startTimeout,
  }
}

/**
 * The app's own production server (remix-serve's work plus the guest page micro-cache), as `npm start` runs it:
 * two workers (server/cluster.ts), whatever the machine's core count, so every run meets the same cluster.
 */
export function appServer(port: number, platformPort: number, env: Record<string, string> = {}) {
  return {
    command: `node dist/server.js ${appEntry}`,
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
    timeout: startTimeout,
  }
}

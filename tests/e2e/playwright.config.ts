import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'

const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4310)
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310)
const root = new URL('../..', import.meta.url).pathname
/** Build of the app under test (apps/mobile/<dir>); parallel work trees of the app can use their own. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build'

/** e2e: the production build of the app against a freshly seeded platform, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-${APP_PORT}`,
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunch,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node apps/platform/dist/main.js --reset`,
      cwd: root,
      url: `http://localhost:${PLATFORM_PORT}/healthz`,
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: `${root}.cache/e2e/platform-${PLATFORM_PORT}.sqlite`,
        PLATFORM_TEST_HOOKS: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The app's own server (remix-serve's work plus the guest page micro-cache), as `npm start` runs it.
      command: `node dist/server.js ${BUILD_DIR}/server/index.js`,
      cwd: `${root}apps/mobile`,
      url: `http://localhost:${APP_PORT}/`,
      env: {
        PORT: String(APP_PORT),
        PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
        NODE_ENV: 'production',
        SESSION_SECRET: 'e2e-session-secret',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})

/** The platform the e2e servers use, for tests that drive it directly. */
export const platformOrigin = `http://localhost:${PLATFORM_PORT}`

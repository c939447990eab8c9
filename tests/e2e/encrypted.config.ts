import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'

/** Encrypted mode runs on its own ports: five after the main suite's (the theme servers take the four before). */
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4310) + 5
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310) + 5
const root = new URL('../..', import.meta.url).pathname
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build'

/**
 * The encrypted-mode smoke suite: the platform and the app both started with PLATFORM_ENCRYPT=1, so every
 * platform call of the app goes to `/app-api/encrypt/…` or a `…_encrypt.json` file (packages/api/src/http.ts)
 * and is decrypted with the key JSON. Same browser as playwright.config.ts.
 */
export default defineConfig({
  testDir: './encrypted',
  testMatch: '*.smoke.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-encrypted-${APP_PORT}`,
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node apps/platform/dist/main.js --reset`,
      cwd: root,
      url: `http://localhost:${PLATFORM_PORT}/healthz`,
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: `${root}.cache/e2e/platform-encrypted-${PLATFORM_PORT}.sqlite`,
        PLATFORM_TEST_HOOKS: '1',
        PLATFORM_ENCRYPT: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node dist/server.js ${BUILD_DIR}/server/index.js`,
      cwd: `${root}apps/mobile`,
      url: `http://localhost:${APP_PORT}/`,
      env: {
        PORT: String(APP_PORT),
        PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
        NODE_ENV: 'production',
        SESSION_SECRET: 'e2e-session-secret',
        PLATFORM_ENCRYPT: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})

/** The encrypted-mode platform, for tests that read its request log. */
export const encryptedPlatformOrigin = `http://localhost:${PLATFORM_PORT}`

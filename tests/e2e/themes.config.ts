import { defineConfig } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'

const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4310)
/** The main suite's app port; the theme servers take the four ports after it. */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3310)
const root = new URL('../..', import.meta.url).pathname
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build'

const themes = ['theme1', 'theme2', 'theme3', 'theme4'] as const
const portOf = (index: number) => APP_PORT + 1 + index

/**
 * The per-theme smoke suite: one freshly seeded platform and one app server per company build (THEME is
 * read when the server starts, apps/mobile/app/env.server.ts), each theme a project whose baseURL is its
 * server and whose tests are `themes/<theme>.smoke.ts`. Same browser and checks as playwright.config.ts.
 */
export default defineConfig({
  testDir: './themes',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-themes-${APP_PORT}`,
  use: {
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunch,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  projects: themes.map((theme, index) => ({
    name: theme,
    testMatch: `${theme}.smoke.ts`,
    use: { baseURL: `http://localhost:${portOf(index)}` },
  })),
  webServer: [
    {
      command: `node apps/platform/dist/main.js --reset`,
      cwd: root,
      url: `http://localhost:${PLATFORM_PORT}/healthz`,
      env: {
        PLATFORM_PORT: String(PLATFORM_PORT),
        PLATFORM_DB: `${root}.cache/e2e/platform-themes-${PLATFORM_PORT}.sqlite`,
        PLATFORM_TEST_HOOKS: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...themes.map((theme, index) => ({
      command: `node dist/server.js ${BUILD_DIR}/server/index.js`,
      cwd: `${root}apps/mobile`,
      url: `http://localhost:${portOf(index)}/`,
      env: {
        PORT: String(portOf(index)),
        PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
        NODE_ENV: 'production',
        SESSION_SECRET: 'e2e-session-secret',
        THEME: theme,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
})

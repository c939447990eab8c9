import { defineConfig } from '@playwright/test'
import { appServer, basePorts, browserUse, platformServer, root, suiteLimits } from './support/servers'

const PLATFORM_PORT = basePorts.platform
const APP_PORT = basePorts.app

/** e2e: the production build of the app against a freshly seeded platform, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  ...suiteLimits,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-${APP_PORT}`,
  use: {
    ...browserUse,
    baseURL: `http://localhost:${APP_PORT}`,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: [
    // The pay page links back to the order in this app (APP_PUBLIC_URL, apps/platform/src/routes/payPage.ts).
    platformServer(PLATFORM_PORT, 'platform', { APP_PUBLIC_URL: `http://localhost:${APP_PORT}` }),
    appServer(APP_PORT, PLATFORM_PORT),
  ],
})

/** The platform the e2e servers use, for tests that drive it directly. */
export const platformOrigin = `http://localhost:${PLATFORM_PORT}`

import { defineConfig } from '@playwright/test'
import { appServer, basePorts, browserUse, platformServer, root } from './support/servers'

const PLATFORM_PORT = basePorts.platform
const APP_PORT = basePorts.app

/** e2e: the production build of the app against a freshly seeded platform, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A page's answer waits for the platform, and the suite runs on two busy cores (CI): a test has a minute,
  // an assertion waits up to 10 s for what will come (a wait for something that must not come passes as soon
  // as it holds). Tests that wait for a draw turn set their own longer limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-${APP_PORT}`,
  use: {
    ...browserUse,
    baseURL: `http://localhost:${APP_PORT}`,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: [platformServer(PLATFORM_PORT, 'platform'), appServer(APP_PORT, PLATFORM_PORT)],
})

/** The platform the e2e servers use, for tests that drive it directly. */
export const platformOrigin = `http://localhost:${PLATFORM_PORT}`

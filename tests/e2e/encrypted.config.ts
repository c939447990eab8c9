import { defineConfig } from '@playwright/test'
import { afterMainPorts, appServer, browserUse, platformServer, root, suiteLimits } from './support/servers'

/** Encrypted mode runs on its own ports: five after the theme suite's (which runs beside it), clear of the main suite's. */
const PLATFORM_PORT = afterMainPorts.platform + 5
const APP_PORT = afterMainPorts.app + 5

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
  ...suiteLimits,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-encrypted-${APP_PORT}`,
  use: { ...browserUse, baseURL: `http://localhost:${APP_PORT}` },
  webServer: [
    platformServer(PLATFORM_PORT, 'platform-encrypted', { PLATFORM_ENCRYPT: '1' }),
    appServer(APP_PORT, PLATFORM_PORT, { PLATFORM_ENCRYPT: '1' }),
  ],
})

/** The encrypted-mode platform, for tests that read its request log. */
export const encryptedPlatformOrigin = `http://localhost:${PLATFORM_PORT}`

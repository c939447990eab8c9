import { defineConfig } from '@playwright/test'
import { afterMainPorts, appServer, browserUse, platformServer, root, suiteLimits } from './support/servers'

/** Clear of the main suite's servers, and of the encrypted-mode suite's (five after), which runs beside. */
const PLATFORM_PORT = afterMainPorts.platform
/** The theme servers take the four ports after this one. */
const APP_PORT = afterMainPorts.app

const themes = ['theme1', 'theme2', 'theme3', 'theme4'] as const
const portOf = (index: number) => APP_PORT + 1 + index

/**
 * The per-theme smoke suite: one freshly seeded platform and one app server per company build (THEME is
 * read when the server starts, apps/mobile/app/server/platform/env.server.ts), each theme a project whose baseURL is its
 * server and whose tests are `themes/<theme>.smoke.ts`. Same browser and checks as playwright.config.ts.
 */
export default defineConfig({
  testDir: './themes',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  ...suiteLimits,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-themes-${APP_PORT}`,
  use: {
    ...browserUse,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: themes.map((theme, index) => ({
    name: theme,
    testMatch: `${theme}.smoke.ts`,
    use: { baseURL: `http://localhost:${portOf(index)}` },
  })),
  webServer: [
    platformServer(PLATFORM_PORT, 'platform-themes'),
    ...themes.map((theme, index) =>
      appServer(portOf(index), PLATFORM_PORT, { THEME: theme, WEB_CONCURRENCY: '1' }),
    ),
  ],
})

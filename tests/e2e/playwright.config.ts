import { defineConfig } from '@playwright/test'
import {
  appServer,
  browserUse,
  mainWorkers,
  platformServer,
  root,
  suiteLimits,
  thisWorker,
  workerPorts,
} from './support/servers'

const workers = Array.from({ length: mainWorkers }, (_, index) => workerPorts(index))

/**
 * e2e: the production build of the app against a freshly seeded platform, in Debian's Chromium. Each worker
 * has its own platform (own SQLite file) and app (support/servers.ts `workerPorts`); a test reaches its
 * worker's through `baseURL` (support/fixtures.ts) and {@link platformOrigin}. A file runs in one worker,
 * its tests in order.
 */
export default defineConfig<object, { serversPerWorker: boolean }>({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: mainWorkers,
  retries: 0,
  ...suiteLimits,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: `${root}test-results/e2e-${workers[0]!.app}`,
  use: {
    ...browserUse,
    // The worker's own app (support/fixtures.ts reads `serversPerWorker` and sets `baseURL` per worker).
    serversPerWorker: true,
    // The service worker would answer pages from its copies and hide requests from `page.route`: only
    // pwa.e2e.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: workers.flatMap(({ platform, app }) => [
    // The pay page links back to the order in this app (APP_PUBLIC_URL, apps/platform/src/routes/payPage.ts).
    platformServer(platform, 'platform', { APP_PUBLIC_URL: `http://localhost:${app}` }),
    appServer(app, platform),
  ]),
})

/** The platform of this worker's servers, for tests that drive it directly. */
export const platformOrigin = thisWorker.platformOrigin
/** That platform's data file, for tests that read or set up rows the API does not show. */
export const platformDb = thisWorker.platformDb

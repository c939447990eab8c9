import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { needsOwnGraph, sharedAndIsolated } from '../../scripts/vitestProjects.mjs'

// Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where starting a
// platform or 50 concurrent requests took more than the defaults (docs/resilience.md).
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 }

/**
 * The test files that start platforms (test/harness.ts, test/processKit.ts), run a second time on PostgreSQL
 * (`LIUHE_TEST_ENGINE=postgres`: each platform on a PostgreSQL database of its own, docs/platform.md
 * "Storage engines"): the integration and property tests, and the other tests of a started platform.
 */
const onPostgres = readdirSync('test')
  .filter(
    (file) =>
      // A `.engines.` test opens both engines itself (test/engines.ts `describeEachEngine`).
      (/\.(integration|property)\.test\.ts$/.test(file) && !file.includes('.engines.')) ||
      ['catchUp.test.ts', 'drawHookClose.test.ts', 'lottery.catalogue.test.ts'].includes(file),
  )
  .map((file) => join('test', file))
/**
 * Tests of the SQLite file itself, on SQLite only: the online copy of the data file (dataBackup), three
 * processes seeding one file at once under SQLite's write lock (startTogether). Besides, migrations.test.ts,
 * sqliteBusy.test.ts and db.test.ts (SQLite's migrations, busy waits and pragmas) never start a platform.
 */
const sqliteOnly = ['test/dataBackup.integration.test.ts', 'test/startTogether.integration.test.ts']
const postgresFiles = onPostgres.filter((file) => !sqliteOnly.includes(file))
const postgresIsolated = postgresFiles.filter((file) => needsOwnGraph(file))
const postgres = {
  ...timeouts,
  env: { LIUHE_TEST_ENGINE: 'postgres' },
}

export default defineConfig({
  test: {
    // Drops the seeded PostgreSQL templates of the run's test processes once they have ended (test/harness.ts).
    globalSetup: ['test/globalSetup.ts'],
    projects: [
      ...sharedAndIsolated(['test', 'src'], timeouts),
      {
        test: {
          ...postgres,
          name: 'postgres',
          include: postgresFiles.filter((file) => !postgresIsolated.includes(file)),
          isolate: false,
        },
      },
      ...(postgresIsolated.length > 0
        ? [{ test: { ...postgres, name: 'postgres-isolated', include: postgresIsolated } }]
        : []),
    ],
  },
})

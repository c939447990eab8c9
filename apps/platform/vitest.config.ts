import { defineConfig } from 'vitest/config'
import { sharedAndIsolated } from '../../scripts/vitestProjects.mjs'

export default defineConfig({
  test: {
    projects: sharedAndIsolated(['test', 'src'], {
      // Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where
      // starting a platform or 50 concurrent requests took more than the defaults (docs/resilience.md).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    }),
  },
})

import { defineConfig } from 'vitest/config'
import { sharedAndIsolated } from '../../scripts/vitestProjects.mjs'

export default defineConfig({
  test: {
    projects: sharedAndIsolated(['app', 'server', 'vite'], {
      // Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where a
      // property test over every play took 12 s (docs/resilience.md, "Tests that hold under load").
      testTimeout: 60_000,
      hookTimeout: 60_000,
    }),
  },
})

import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where
    // starting a platform or 50 concurrent requests took more than the defaults (docs/resilience.md).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})

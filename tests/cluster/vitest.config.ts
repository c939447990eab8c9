import { defineConfig } from 'vitest/config'

// The cluster suite (tests/cluster/cluster.test.ts): run by `npm test` after the build (scripts/test.mjs),
// since it starts the built platform and the built app.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/cluster/**/*.test.ts'],
    // Limits for a hang, not for speed (two busy cores): starting four servers takes seconds. The drawer's
    // kill (10,000 bets written, drawn and settled) sets a longer one of its own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

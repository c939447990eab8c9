import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { sharedAndIsolated } from '../../scripts/vitestProjects.mjs'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    // Most files share one jsdom and module graph per worker (230 s → about 45 s on two cores, the cost being
    // almost all environment set-up and imports); src/test/setup.ts empties the page after every test. A file
    // that fakes timers or changes a global of the DOM runs in a fresh one.
    projects: sharedAndIsolated(
      ['src'],
      {
        environment: 'jsdom',
        setupFiles: ['src/test/setup.ts'],
        // Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where a
        // property test over every play took 12 s (docs/resilience.md, "Tests that hold under load").
        testTimeout: 60_000,
        hookTimeout: 60_000,
      },
      /defineProperty|stubGlobal|useFakeTimers|prototype|installFake|installMatchMedia|scrollWindowTo/,
    ).map((project) => ({ ...project, plugins: [vanillaExtractPlugin(), react()] })),
  },
})

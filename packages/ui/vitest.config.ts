import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Limits for a hang, not for speed: the suite must pass on two cores kept busy (`stress`, CI), where a
    // property test over every play took 12 s (docs/resilience.md, "Tests that hold under load").
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})

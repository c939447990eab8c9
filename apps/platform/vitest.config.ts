import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { include: ['test/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 15_000 },
})

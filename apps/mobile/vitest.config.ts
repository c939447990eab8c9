import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite/**/*.test.ts'] },
})

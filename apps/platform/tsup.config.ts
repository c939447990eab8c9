import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/main.ts', 'src/backup.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  external: ['better-sqlite3', '@resvg/resvg-js'],
  banner: { js: '#!/usr/bin/env node' },
})

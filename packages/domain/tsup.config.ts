import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'tsup'

/**
 * Every source file is an entry and code splitting is on, so `dist/index.js` only re-exports and each rule
 * stays in its own module. A consumer's bundler can then put each rule in the chunk of the pages that use it
 * (one bundled file would put every rule any page uses into every page's JavaScript).
 */
const sourceEntries = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .filter((file) => !file.startsWith('test-support'))
  .map((file) => join('src', file))

export default defineConfig({
  entry: sourceEntries,
  splitting: true,
  format: ['esm'],
  // Types come from the barrel only: the per-file entries exist for code splitting, not as public paths.
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
})

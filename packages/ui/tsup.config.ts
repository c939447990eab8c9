import { readFileSync, writeFileSync } from 'node:fs'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

/**
 * Marks vanilla-extract's recipe and sprinkles runtime calls as pure, so a consumer's bundler drops the
 * components it does not use (top-level calls are otherwise kept as possible side effects).
 */
function markRuntimeCallsPure(file: string): void {
  const code = readFileSync(file, 'utf8')
  const names = [
    ...code.matchAll(
      /\b(?:createRuntimeFn|createSprinkles|createMapValueFn|createNormalizeValueFn) as (\w+)/g,
    ),
  ].map((m) => m[1])
  if (names.length === 0) return
  const calls = new RegExp(`([=(,:]\\s*)(${names.join('|')})\\(`, 'g')
  writeFileSync(file, code.replace(calls, '$1/* @__PURE__ */ $2('))
}

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    /^react-aria/,
    /^react-stately/,
    /^@internationalized\//,
    'hls.js',
  ],
  // The plugin is typed against a newer esbuild than tsup bundles; the plugin API it uses is the same.
  esbuildPlugins: [
    // biome-ignore lint/suspicious/noExplicitAny: see above
    (vanillaExtractPlugin as (options: object) => any)({
      // Stable, prefixed class and variable names so consumers can rely on them across builds.
      identifiers: ({ hash, debugId }: { hash: string; debugId?: string }) =>
        `lh-${debugId ? `${debugId}-` : ''}${hash}`,
    }),
  ],
  async onSuccess() {
    markRuntimeCallsPure('dist/index.js')
  },
})

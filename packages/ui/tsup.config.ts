import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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

/**
 * Entry points: the barrel plus every component folder of every subject folder (a new subject is picked up
 * by itself: a component left out of the entries would be bundled into the barrel, making it code). With code splitting the barrel only re-exports, so
 * a consumer's bundler keeps each component in its own module and splits pages by the components they use
 * (one bundled file would put every component any page uses into every page's JavaScript). `dist/index.css`
 * still holds all the styles, since the barrel reaches every component.
 */
const componentEntries = readdirSync('src', { withFileTypes: true })
  // Every subject folder (betting, wallet, …) but the theme, which is its own entry, and test helpers.
  .filter((area) => area.isDirectory() && area.name !== 'theme' && area.name !== 'test')
  .flatMap((area) =>
    readdirSync(join('src', area.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join('src', area.name, entry.name, 'index.ts')))
      .map((entry) => `src/${area.name}/${entry.name}/index.ts`),
  )

export default defineConfig({
  entry: ['src/index.ts', 'src/theme/index.ts', ...componentEntries],
  splitting: true,
  format: ['esm'],
  // Types come from the barrel only: the component entries exist for code splitting, not as public paths.
  dts: { entry: 'src/index.ts' },
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
    /^@tanstack\//,
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
    const files = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    for (const file of files) markRuntimeCallsPure(join('dist', file))
  },
})

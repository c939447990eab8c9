import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

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
})

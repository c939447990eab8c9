import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import * as OpenCC from 'opencc-js'
import { defineConfig } from 'vite'
import { hantText } from './vite/hantText.ts'
import { toHongKong } from './vite/hkPhrases.ts'
import { routeAlias } from './vite/routeAlias.ts'
import { shellChunk } from './vite/shellChunk.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * `LIUHE_SCRIPT=hant` builds the 繁體 app next to the 简体 one (`<build>-hant`, which the app server finds
 * beside the build it starts with): the same code with its Chinese converted by OpenCC's Hong Kong variant,
 * with Hong Kong usage for common UI words (vite/hkPhrases.ts: 設置 → 設定 …).
 */
const hant = process.env.LIUHE_SCRIPT === 'hant'
const buildDirectory = process.env.REMIX_BUILD_DIR ?? 'build'

export default defineConfig({
  define: { __LIUHE_SCRIPT__: JSON.stringify(hant ? 'hant' : 'hans') },
  plugins: [
    hant ? hantText({ convert: () => toHongKong(OpenCC.Converter({ from: 'cn', to: 'hk' })) }) : null,
    remix({
      // REMIX_BUILD_DIR lets parallel work trees build side by side (tests/e2e reads E2E_BUILD_DIR).
      buildDirectory: hant ? `${buildDirectory}-hant` : buildDirectory,
      // A test beside a route is never a route of its own.
      ignoredRouteFiles: ['**/*.test.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    vanillaExtractPlugin(),
    // What every page loads (the client entry and the root route, with what they import) in one chunk.
    shellChunk({ roots: (id) => /\/app\/root\.tsx(\?|$)|\/entry\.client\.tsx$/.test(id) }),
    // /macau-lottery's route re-exports home's module: it loads home's chunk.
    routeAlias({
      alias: (id) => id.endsWith('/app/routes/macau-lottery.tsx'),
      route: (id) => id.endsWith('/app/routes/_index/route.tsx'),
    }),
  ],
  // A cold optimizer finds vanilla-extract's runtime imports late and loads React twice; list them up front.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  build: {
    rollupOptions: {
      // A route chunk imports what it uses, not every chunk below it too: the browser learns those from the
      // modulepreload links Remix writes, and the repeated import lines cost each page's first load bytes.
      output: { hoistTransitiveImports: false },
    },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
})

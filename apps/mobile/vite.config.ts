import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { shellChunk } from './vite/shellChunk.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    remix({
      // REMIX_BUILD_DIR lets parallel work trees build side by side (tests/e2e reads E2E_BUILD_DIR).
      buildDirectory: process.env.REMIX_BUILD_DIR ?? 'build',
      // /macau-lottery counts as home (spec section 2): the home page with the Macau game (110) selected, which
      // is home's default game. The same route module serves both addresses, so both load one chunk.
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          route('macau-lottery', 'routes/_index.tsx', { id: 'routes/macau-lottery' })
        }),
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
  ],
  // A cold optimizer finds vanilla-extract's runtime imports late and loads React twice; list them up front.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
})

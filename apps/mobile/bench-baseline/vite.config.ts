import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

// The benchmark baseline: a bare Remix 2 app whose only route renders one static line.
export default defineConfig({
  plugins: [remix({ future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true } })],
})

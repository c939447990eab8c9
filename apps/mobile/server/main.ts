/**
 * The app's production server: what `remix-serve` does (compression, immutable assets, the public folder,
 * request log, the Remix handler) plus the guest page micro-cache in front of the handler.
 *
 *   node apps/mobile/dist/server.js [path/to/build/server/index.js]
 *
 * Environment (validated in `app/env.server.ts`): PORT (3000), HOST, PAGE_CACHE_TTL_MS (1000; 0 turns the
 * page cache off), BUILD_DIR (build): the build served is `<BUILD_DIR>/server/index.js`, unless a server
 * build is named on the command line.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals, type ServerBuild } from '@remix-run/node'
import { env } from '../app/env.server.ts'
import { securityHeaders } from '../app/security.server.ts'
import { createAppServer } from './app.ts'

installGlobals({ nativeFetch: true })

const buildPath = resolve(process.argv[2] ?? join(env.BUILD_DIR, 'server/index.js'))
if (!existsSync(buildPath)) {
  console.error(`No server build at ${buildPath}; run the build first.`)
  process.exit(1)
}
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild
// The 繁體 build sits beside the 简体 one: build/server/index.js → build-hant/server/index.js.
const hantPath = resolve(`${resolve(dirname(buildPath), '..')}-hant`, 'server/index.js')
const hantBuild = existsSync(hantPath)
  ? ((await import(pathToFileURL(hantPath).href)) as ServerBuild)
  : undefined
if (!hantBuild) console.warn(`No 繁體 build at ${hantPath}: every page is 简体.`)

const app = createAppServer({
  handler: createRequestHandler({ build, mode: env.NODE_ENV }),
  publicPath: build.publicPath,
  clientDir: resolve(dirname(buildPath), '../client'),
  publicDir: resolve(dirname(buildPath), '../../public'),
  pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
  log: true,
  headers: securityHeaders({ production: env.NODE_ENV === 'production' }),
  hant: hantBuild && {
    handler: createRequestHandler({ build: hantBuild, mode: env.NODE_ENV }),
    clientDir: resolve(dirname(hantPath), '../client'),
  },
})

const onListen = () => console.log(`[liuhe] http://localhost:${env.PORT}`)
const server = env.HOST ? app.listen(env.PORT, env.HOST, onListen) : app.listen(env.PORT, onListen)
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => process.exit(0)))

/**
 * The app's production server: what `remix-serve` does (compression, immutable assets, the public folder,
 * request log, the Remix handler) plus the guest page micro-cache in front of the handler, on every core:
 * the primary process (server/cluster.ts) runs WEB_CONCURRENCY workers, each a whole app server on the port.
 *
 *   node apps/mobile/dist/server.js [path/to/build/server/index.js]
 *
 * Environment (validated in `app/server/platform/env.server.ts`): PORT (3000), HOST, PAGE_CACHE_TTL_MS (1000; 0 turns the
 * page cache off), WEB_CONCURRENCY (workers; one per core), BUILD_DIR (build): the build served is
 * `<BUILD_DIR>/server/index.js`, unless a server build is named on the command line. REDIS_URL (and
 * REDIS_PREFIX): the workers' broadcasts also reach the app servers of other machines (machineBroadcast.ts).
 */
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals, type ServerBuild } from '@remix-run/node'
import { env } from '../app/server/platform/env.server.ts'
import { securityHeaders } from '../app/server/security/security.server.ts'
import { createAppServer } from './app.ts'
import { runPrimary, runWorker } from './cluster.ts'
import { createRedisMachineBroadcast } from './machineBroadcast.ts'

/**
 * V8 options of each worker. A page render allocates a few MB of short-lived objects (the React tree, the
 * loaders' data and its encoding); a larger young generation collects them less often: members' home
 * renders about 13 % more per second with it (docs/architecture.md, "Processes").
 */
const WORKER_EXEC_ARGV = ['--max-semi-space-size=64']

const buildPath = resolve(process.argv[2] ?? join(env.BUILD_DIR, 'server/index.js'))

async function serve() {
  installGlobals({ nativeFetch: true })
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild
  // The 繁體 build sits beside the 简体 one: build/server/index.js → build-hant/server/index.js.
  const hantPath = resolve(`${resolve(dirname(buildPath), '..')}-hant`, 'server/index.js')
  const hantBuild = existsSync(hantPath)
    ? ((await import(pathToFileURL(hantPath).href)) as ServerBuild)
    : undefined
  if (!hantBuild && cluster.worker?.id === 1)
    console.warn(`No 繁體 build at ${hantPath}: every page is 简体.`)

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

  const server = env.HOST ? app.listen(env.PORT, env.HOST) : app.listen(env.PORT)
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => server.close(() => process.exit(0)))
}

if (cluster.isPrimary) {
  if (!existsSync(buildPath)) {
    console.error(`No server build at ${buildPath}; run the build first.`)
    process.exit(1)
  }
  runPrimary({
    workers: env.WEB_CONCURRENCY,
    workerExecArgv: WORKER_EXEC_ARGV,
    log: (line) => console.log(line),
    onListening: () => console.log(`[liuhe] http://localhost:${env.PORT} (${env.WEB_CONCURRENCY} workers)`),
    machines: env.REDIS_URL
      ? (deliver) => createRedisMachineBroadcast({ url: env.REDIS_URL!, prefix: env.REDIS_PREFIX, deliver })
      : undefined,
  })
} else {
  runWorker()
  await serve()
}

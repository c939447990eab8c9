/**
 * The app's production server: what `remix-serve` does (compression, immutable assets, the public folder,
 * request log, the Remix handler) plus the guest page micro-cache in front of the handler.
 *
 *   node apps/mobile/dist/server.js [path/to/build/server/index.js]
 *
 * Environment: PORT (3000), HOST, PAGE_CACHE_TTL_MS (1000; 0 turns the page cache off).
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'
import { createPageCache } from './pageCache.ts'

installGlobals({ nativeFetch: true })

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js')
if (!existsSync(buildPath)) {
  console.error(`No server build at ${buildPath}; run the build first.`)
  process.exit(1)
}
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild
const appRoot = resolve(dirname(buildPath), '../..')
const clientDir = resolve(dirname(buildPath), '../client')

const port = Number(process.env.PORT ?? 3000)
const ttlMs = Number(process.env.PAGE_CACHE_TTL_MS ?? 1000)

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(build.publicPath, express.static(clientDir, { immutable: true, maxAge: '1y' }))
app.use(express.static(resolve(appRoot, 'public'), { maxAge: '1h' }))
app.use(morgan('tiny'))
app.use(createPageCache({ ttlMs: Number.isFinite(ttlMs) ? ttlMs : 1000 }))
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }))

const onListen = () => console.log(`[liuhe] http://localhost:${port}`)
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen)
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => server.close(() => process.exit(0)))

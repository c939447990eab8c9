import { readdirSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import morgan from 'morgan'
import { scriptOfRequest } from '../app/script.ts'
import { runInRequestScope } from '../app/server/request/requestScope.server.ts'
import { bodyLimit, formBodies } from './bodies.ts'
import { createPageCache } from './pageCache.ts'
import { sameOriginMutations } from './sameOrigin.ts'

/** Options of {@link createAppServer}. */
export interface AppServerOptions {
  /** The page handler (Remix's request handler in production; a fake in tests). */
  handler: RequestHandler
  /** URL prefix of the built client assets, e.g. `/assets/` (Remix's `publicPath`). */
  publicPath: string
  /** Folder of the built client assets. */
  clientDir: string
  /** The app's `public` folder. */
  publicDir: string
  /** Guest page cache time to live in ms; 0 turns it off. */
  pageCacheTtlMs: number
  /** Writes a request log line per request (off in tests). */
  log?: boolean
  /** Headers every answer carries (documents, data and assets alike): the security headers. */
  headers?: Record<string, string>
  /**
   * The 繁體 build (`<build>-hant`): its page handler and client assets. Requests whose script is 繁體 (the
   * `lang` cookie, else the browser's zh-HK/zh-TW/zh-MO; `app/script.ts`) go to it; without it every
   * request gets the 简体 build.
   */
  hant?: { handler: RequestHandler; clientDir: string }
}

/** The paths (`/icons/icon-192.png`, not URL-encoded) of the files in a folder and its subfolders. */
export function urlPathsOfFiles(dir: string): Set<string> {
  const paths = new Set<string>()
  let names: string[]
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  } catch {
    return paths
  }
  for (const name of names) {
    if (statSync(join(dir, name)).isFile()) paths.add(`/${name.split(sep).join('/')}`)
  }
  return paths
}

/**
 * Serves the files a folder holds when the server starts (the built client, the public folder: neither
 * changes while it runs). Any other path (every page) goes on without asking the disk: a `stat` of each
 * folder, and its error, for every page was about 3 % of a member's home render; folders get no index page
 * and no redirect.
 */
function staticFiles(dir: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  const files = urlPathsOfFiles(resolve(dir))
  const serve = express.static(resolve(dir), { ...options, index: false, redirect: false })
  return (req, res, next) => (files.has(decodedPath(req.path)) ? serve(req, res, next) : next())
}

/** A request's path with its %-escapes decoded (as `express.static` reads it); '' when they are malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return ''
  }
}

/**
 * Runs each request's page handler in a scope of its own: what the loaders of one request share (the viewer,
 * app/server/auth/viewer.server.ts) is kept there, as each loader gets its own copy of the `Request`.
 */
function inRequestScope(handler: RequestHandler): RequestHandler {
  return (req, res, next) => runInRequestScope(() => handler(req, res, next))
}

/**
 * The app's HTTP stack, in order: the headers every answer carries, compression, immutable built assets,
 * the public folder, the request log, the client address for the platform, the refusal of cross-site mutations,
 * of bodies no page can read and of oversized ones (bodies.ts), the guest page micro-cache, then
 * the page handler. `main.ts` runs it with the Remix build; the server's
 * tests run the same stack with a fake handler.
 */
export function createAppServer(options: AppServerOptions) {
  const app = express()
  app.disable('x-powered-by')
  const headers = Object.entries(options.headers ?? {})
  if (headers.length) {
    app.use((_req, res, next) => {
      for (const [name, value] of headers) res.setHeader(name, value)
      next()
    })
  }
  // Pages rendered per request (a member's) are compressed per request: level 4 takes half the CPU of the
  // default 6 for about 7 % more bytes (a member's home: 1.45 ms against 2.95 ms for its HTML and data, 22.5
  // against 21.0 KB of HTML; docs/architecture.md, "Route matching"). A guest page kept by the page cache is
  // compressed once.
  app.use(compression({ level: 4 }))
  // A load balancer's health check (docs/deploy.md): this worker answers, without asking the platform, so a
  // platform outage does not take every app server out of rotation at once; no cookie, never cached.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ ok: true, pid: process.pid })
  })
  // The service worker's script keeps its name from build to build: the browser must always ask for it anew.
  app.get('/sw.js', (_req, res, next) => {
    res.sendFile(
      resolve(options.clientDir, 'sw.js'),
      { headers: { 'Cache-Control': 'no-cache' } },
      (error) => {
        if (error) next()
      },
    )
  })
  app.use(options.publicPath, staticFiles(options.clientDir, { immutable: true, maxAge: '1y' }))
  // Both builds' assets live under one prefix: their names carry a hash of their content.
  if (options.hant) {
    app.use(options.publicPath, staticFiles(options.hant.clientDir, { immutable: true, maxAge: '1y' }))
  }
  app.use(staticFiles(options.publicDir, { maxAge: '1h' }))
  if (options.log) app.use(morgan('tiny'))
  // The platform's rate limits key by the end user's address: the app forwards its socket peer, replacing
  // whatever `x-forwarded-for` the client sent (apps/mobile/app/server/platform/platform.server.ts passes it on).
  app.use((req, _res, next) => {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? ''
    next()
  })
  app.use(sameOriginMutations())
  // Before the page reads a body: one Remix cannot read as a form (415/400), or too large (413).
  app.use(formBodies())
  app.use(bodyLimit())
  const cache = createPageCache({ ttlMs: options.pageCacheTtlMs })
  const handler = inRequestScope(options.handler)
  const hant = options.hant && { ...options.hant, handler: inRequestScope(options.hant.handler) }
  if (hant) {
    // Each build has its own page cache: a cookieless zh-HK guest's page is 繁體, another guest's 简体.
    const hantCache = createPageCache({ ttlMs: options.pageCacheTtlMs })
    app.all('*', (req, res, next) => {
      if (scriptOfRequest(req.headers.cookie, req.headers['accept-language']) !== 'hant') return next()
      hantCache(req, res, (error?: unknown) => (error ? next(error) : hant.handler(req, res, next)))
    })
  }
  app.use(cache)
  app.all('*', handler)
  return Object.assign(app, { pageCache: cache })
}

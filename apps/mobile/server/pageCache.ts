import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { createMicroCache, type MicroCacheEntry } from '../app/server/cache/microCache.server.ts'

/**
 * A micro-cache for pages every guest sees alike, in front of the Remix handler: the page's own
 * `Cache-Control` decides (only `public` answers with an `s-maxage` are kept, for at most `ttlMs`), and only
 * requests without any cookie are answered from it, so a signed-in visitor, or anyone carrying a session,
 * always gets a page rendered for them. Concurrent misses for one address wait for a single render; once a
 * stored page has expired, the visit that comes first renders it again while visits arriving meanwhile get the
 * expired page at once, for as long as its `stale-while-revalidate` allows (so a slow render on a busy
 * server does not hold every visitor, nor make each of them render after the wait).
 *
 * Shared state between requests is only safe when every entry settles: a render settles its address when it
 * finishes, fails or its client leaves (even a client gone before this middleware saw the request), and a
 * request waiting for another's render renders for itself after {@link PageCacheOptions.maxWaitMs}.
 *
 * The pages are kept in the app's one micro-cache (app/server/cache/microCache.server.ts, which also keeps the loaders'
 * shared platform data); what is page-specific here is the capture of a render and its waiters.
 */
export interface PageCacheOptions {
  /** Longest time an answer is reused, in ms; the page's `s-maxage` can only shorten it. 0 turns caching off. */
  ttlMs: number
  /** Most addresses kept; the oldest is dropped first. */
  maxEntries?: number
  /** Largest body kept, in bytes. */
  maxBodyBytes?: number
  /** Longest time a request waits for another request's render of its address before rendering itself, in ms. */
  maxWaitMs?: number
  /** The clock, for tests. */
  now?: () => number
}

type Next = (error?: unknown) => void
type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void

interface Page {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
  gzipped?: Buffer
}
/** A stored page with its times (`staleUntil`: it may still be sent while a newer render is under way). */
type Entry = MicroCacheEntry<Page>

/** Headers never replayed from a stored answer: they describe one transfer, not the page. */
const perTransferHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'x-cache',
  'age',
])

/** How long a shared cache may keep an answer, from its Cache-Control; undefined when it may not. */
export function sharedMaxAgeMs(cacheControl: string | undefined): number | undefined {
  if (!cacheControl) return undefined
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.includes('public')) return undefined
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return undefined
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : Number.NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

/** How long after expiry an answer may still be served while it is rendered again (its stale-while-revalidate). */
export function staleWhileRevalidateMs(cacheControl: string | undefined): number {
  const directive = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
    .find((d) => d.startsWith('stale-while-revalidate='))
  const seconds = directive ? Number(directive.slice('stale-while-revalidate='.length)) : Number.NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
}

/** The page cache as a connect-style middleware, plus its size for tests and logs. */
export function createPageCache(options: PageCacheOptions): Handler & { size: () => number } {
  const {
    ttlMs,
    maxEntries = 500,
    maxBodyBytes = 2 * 1024 * 1024,
    maxWaitMs = 5000,
    now = Date.now,
  } = options
  const entries = createMicroCache<Page>({ ttlMs, maxEntries, now })
  /** Addresses being rendered, with the requests waiting for that render. */
  const rendering = new Map<string, Set<(entry: Entry | undefined) => void>>()

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, label = 'HIT') {
    const page = entry.value
    for (const [name, value] of page.headers) res.setHeader(name, value)
    res.setHeader('X-Cache', label)
    res.setHeader('Age', String(Math.floor((now() - entry.storedAt) / 1000)))
    let body = page.body
    if (acceptsGzip(req)) {
      // Compressed once per stored page, not once per visitor; compression() leaves encoded answers alone.
      page.gzipped ??= gzipSync(page.body)
      body = page.gzipped
      res.setHeader('Content-Encoding', 'gzip')
    }
    res.setHeader('Content-Length', String(body.length))
    res.statusCode = page.status
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const handler: Handler = (req, res, next) => {
    const method = req.method ?? 'GET'
    if (ttlMs <= 0 || (method !== 'GET' && method !== 'HEAD') || req.headers.cookie) {
      if (ttlMs > 0) res.setHeader('X-Cache', 'BYPASS')
      return next()
    }
    const key = req.url ?? '/'
    const entry = entries.peek(key)
    const at = now()
    if (entry && entry.expiresAt > at) return send(req, res, entry)
    const stale = entry && entry.staleUntil > at ? entry : undefined
    if (entry && !stale) entries.delete(key)

    // A client already gone (it can leave while earlier middleware works) gets nothing rendered or stored:
    // its response has closed, so a render begun for it could never settle the address.
    if (req.socket.destroyed || res.destroyed) return

    const waiting = rendering.get(key)
    // Another visit is rendering the page again: this one gets the expired page now.
    if (waiting && stale) return send(req, res, stale, 'STALE')
    if (waiting) {
      const release = (rendered: Entry | undefined) => {
        clearTimeout(timer)
        waiting.delete(release)
        if (res.destroyed) return
        if (rendered) send(req, res, rendered)
        else next()
      }
      // The render it waits for is slow or stuck: this request renders for itself.
      const timer = setTimeout(() => release(undefined), maxWaitMs)
      timer.unref?.()
      waiting.add(release)
      return
    }
    // HEAD answers carry no body to keep; only a GET renders into the cache.
    if (method === 'HEAD') return next()
    const waiters = new Set<(entry: Entry | undefined) => void>()
    rendering.set(key, waiters)

    const chunks: Buffer[] = []
    let bytes = 0
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      bytes += buffer.length
      if (bytes <= maxBodyBytes) chunks.push(buffer)
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as ServerResponse['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return end(chunk, ...rest)
    }) as ServerResponse['end']
    res.setHeader('X-Cache', 'MISS')

    let settled = false
    const settle = (complete: boolean) => {
      if (settled) return
      settled = true
      if (rendering.get(key) === waiters) rendering.delete(key)
      const maxAge = sharedMaxAgeMs(res.getHeader('cache-control')?.toString())
      const cacheable =
        complete &&
        res.statusCode === 200 &&
        !res.hasHeader('set-cookie') &&
        maxAge !== undefined &&
        bytes <= maxBodyBytes
      let rendered: Entry | undefined
      if (cacheable) {
        const page: Page = {
          status: res.statusCode,
          headers: Object.entries(res.getHeaders())
            .filter(([name]) => !perTransferHeaders.has(name))
            .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
          body: Buffer.concat(chunks),
        }
        rendered = entries.set(
          key,
          page,
          Math.min(ttlMs, maxAge),
          staleWhileRevalidateMs(res.getHeader('cache-control')?.toString()),
        )
      }
      for (const release of [...waiters]) release(rendered)
    }
    res.on('finish', () => settle(true))
    res.on('close', () => settle(res.writableFinished))
    next()
  }
  return Object.assign(handler, { size: () => entries.size() })
}

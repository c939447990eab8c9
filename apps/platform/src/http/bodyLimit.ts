import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** What a JSON or form body may weigh: far above any form of the API, far below what fills memory. */
export const BODY_MAX_BYTES = 1024 * 1024

/** What an upload's multipart wrapping (boundaries, part headers) adds to the file it carries, at most. */
export const UPLOAD_OVERHEAD_BYTES = 512 * 1024

/** A route that takes a larger body than {@link BODY_MAX_BYTES} (an upload), with its own limit. */
export interface LargerBody {
  /** The route's full path, e.g. `/api-messen/chat/uploadImage`. */
  path: string
  /** Its limit in bytes, read per request (the chat's image limit is a setting, read from the database). */
  maxBytes: () => number | Promise<number>
}

/**
 * Refuses a request body larger than its route may take, before any route reads it: 413
 * `SYS/PAYLOAD_TOO_LARGE` 请求内容过大. A body with a Content-Length is judged on that header without being
 * read; a chunked body is counted as it comes and reading stops once it passes the limit (hono/body-limit,
 * which then hands the route the bytes it read). Every route but `larger` ones takes {@link BODY_MAX_BYTES}.
 * Without it four unauthenticated 100 MB posts took the platform from 296 to 902 MB (docs/security.md).
 */
export function bodyLimits(larger: readonly LargerBody[] = []): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json({ code: 'SYS/PAYLOAD_TOO_LARGE', msg: '请求内容过大' }, 413)
  const standard = bodyLimit({ maxSize: BODY_MAX_BYTES, onError })
  return async (c, next) => {
    const route = larger.find((r) => r.path === c.req.path)
    return route ? bodyLimit({ maxSize: await route.maxBytes(), onError })(c, next) : standard(c, next)
  }
}

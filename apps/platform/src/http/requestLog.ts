import type { MiddlewareHandler } from 'hono'

/** Marks a request the platform makes to itself (encrypted mode's inner call), which the log leaves out. */
export const innerRequest = Symbol('liuhe.innerRequest')

/** How many paths the log keeps (the oldest fall out first). */
const LOG_SIZE = 5000

/**
 * The paths the platform was asked for, in order (test hooks only: the encrypted-mode e2e reads it to check
 * that the app used only the encrypted forms). The hooks' own paths are left out.
 */
export function createRequestLog() {
  let paths: string[] = []
  const middleware: MiddlewareHandler = async (c, next) => {
    const env = c.env as Record<symbol, unknown> | undefined
    const { pathname } = new URL(c.req.url)
    if (!env?.[innerRequest] && !pathname.startsWith('/app-api/__test__/')) {
      paths.push(`${c.req.method} ${pathname}`)
      if (paths.length > LOG_SIZE) paths = paths.slice(-LOG_SIZE)
    }
    await next()
  }
  return {
    middleware,
    paths: () => [...paths],
    clear: () => {
      paths = []
    },
  }
}

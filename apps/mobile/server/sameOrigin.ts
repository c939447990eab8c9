import type { RequestHandler } from 'express'

/** What a refused cross-site request is told. */
export const CROSS_SITE_MESSAGE = '请求来源无效，请刷新页面后重试'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The host of an `Origin` or `Referer` value, or null when it is absent, `null` or not a URL. */
function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null
  try {
    return new URL(value).host
  } catch {
    return null
  }
}

/**
 * Refuses a state-changing request (any method but GET, HEAD and OPTIONS) that a browser sent from another
 * site: its `Origin` (or, without one, its `Referer`) names a host other than the one it was sent to. Browsers
 * send `Origin` with every cross-site POST, so a form or fetch on another site cannot post to the app with
 * the member's cookie (besides the cookie's SameSite=Lax). A request with neither header comes from no web
 * page (a script or a native client) and passes; an `Origin: null` (a sandboxed frame, a `data:` page)
 * is refused. The answer is 403 with a Chinese message, as JSON when the client asked for JSON.
 */
export function sameOriginMutations(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const target = req.headers['x-forwarded-host'] ?? req.headers.host
    const origin = req.headers.origin
    const source = origin !== undefined ? origin : req.headers.referer
    if (source === undefined) return next()
    const host = hostOf(source)
    if (host !== null && host === target) return next()
    res.status(403)
    res.setHeader('Cache-Control', 'no-store')
    if (req.accepts(['html', 'json']) === 'json') res.json({ message: CROSS_SITE_MESSAGE })
    else res.type('text/plain; charset=utf-8').send(CROSS_SITE_MESSAGE)
  }
}

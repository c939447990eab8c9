import type { MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of the platform's own HTML pages (the payment page `/pay/…`, the demo games
 * `/demo-game/…`, the agent declaration `/views/app_agendDelaer.html`): self-contained pages with inline
 * styles, images of this host or any https host, forms that post to this host, and no script at all. No
 * other site may frame them (`frame-ancestors 'none'`): a framed 确认支付 or 开始游戏 button could be
 * clicked through a decoy (clickjacking).
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The headers every HTML answer of the platform carries, as the app's documents do
 * (apps/mobile/app/server/security/security.server.ts): the CSP above, no framing for browsers without `frame-ancestors`,
 * no MIME sniffing, and no referrer at all: the demo game's address carries its launch ticket, which must
 * not reach the image hosts the page loads from.
 */
export const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  // A fetched answer's headers are immutable: such an answer is copied first.
  c.res = new Response(c.res.body, c.res)
  c.res.headers.set('Content-Security-Policy', PAGE_CSP)
  c.res.headers.set('X-Frame-Options', 'DENY')
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  c.res.headers.set('Referrer-Policy', 'no-referrer')
}

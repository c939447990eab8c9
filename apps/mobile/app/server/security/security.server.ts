import { randomBytes } from 'node:crypto'

/** A fresh Content-Security-Policy nonce for one document render (128 random bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** What the policy must let the page reach besides its own origin. */
export interface PolicyOrigins {
  /** The platform as the browser reaches it: images, live sockets (`ws:`/`wss:` of the same host). */
  platform: string
}

/**
 * The document's Content-Security-Policy. Scripts run only from this origin or with this render's nonce
 * (Remix's inline context and module loader carry it); no `unsafe-inline` script, no `eval`, no plugins;
 * the page cannot be framed (`frame-ancestors 'none'`) or have its base or form targets moved elsewhere.
 * Styles allow inline `style` attributes (components set CSS variables through them). Images and media may
 * come from any https host (platform content links to image hosts and live streams) and from the platform;
 * hls.js plays streams through `blob:` media and may fetch them from any https host.
 */
export function contentSecurityPolicy(nonce: string, origins: PolicyOrigins): string {
  const platform = new URL(origins.platform)
  const socket = `${platform.protocol === 'https:' ? 'wss:' : 'ws:'}//${platform.host}`
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', platform.origin],
    'media-src': ["'self'", 'blob:', 'https:', platform.origin],
    'connect-src': ["'self'", platform.origin, socket, 'https:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ')
}

/**
 * The headers every answer of the app carries (documents, data, assets): no MIME sniffing, no framing
 * (also for browsers without `frame-ancestors`), referrers cut to the origin across sites, no access to
 * device features the product does not use, and in production HTTPS only (HSTS, a year).
 */
export function securityHeaders(options: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

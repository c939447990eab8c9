import { createLiuheApi, PROXY_SECRET_HEADER } from '@liuhe/api'
import { uploadUrl } from '@liuhe/domain'
import { builtScript } from '#app/script.ts'
import { env } from './env.server'
import { forScript } from './hant.server'

/**
 * The platform client for one request (the user's token comes from the session once there is one). The
 * end user's address (set by the app's server, server/app.ts) goes along for the platform's rate limits,
 * with the proxy secret that makes the platform believe it (`PLATFORM_PROXY_SECRET`, docs/security.md).
 * In the 繁體 build its answers come converted (`hant.server.ts`).
 */
export function platformFor(request: Request, token?: string) {
  const api = createLiuheApi({
    origin: env.PLATFORM_URL,
    companyCode: env.COMPANY_CODE,
    token,
    forwardedFor: request.headers.get('x-forwarded-for') ?? undefined,
    proxySecret: env.PLATFORM_PROXY_SECRET,
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    encrypted: env.PLATFORM_ENCRYPT,
  })
  return forScript(api, builtScript)
}

/**
 * The headers of a platform call made with plain `fetch` (the captcha image): the end user's address and
 * the proxy secret, as {@link platformFor} sends them.
 */
export function forwardingHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {}
  const forwarded = request.headers.get('x-forwarded-for')
  if (forwarded) headers['x-forwarded-for'] = forwarded
  if (env.PLATFORM_PROXY_SECRET) headers[PROXY_SECRET_HEADER] = env.PLATFORM_PROXY_SECRET
  return headers
}

/** The platform's socket origin as the browser reaches it (`ws://…` or `wss://…`). */
export function gameSocketBase(): string {
  return new URL(env.PLATFORM_PUBLIC_URL).origin.replace(/^http/, 'ws')
}

/** An address on the platform (a stream, a download page) as the browser reaches it; absolute URLs pass through. */
export function platformUrl(path: string): string {
  if (!path) return ''
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path
  return new URL(path, env.PLATFORM_PUBLIC_URL).href
}

/**
 * An uploaded file of the platform (logos, banners, game and gallery images) as the browser reaches it:
 * upload-relative paths get the upload folder first (domain's `uploadUrl`).
 */
export function assetUrl(path: string | null | undefined): string {
  return platformUrl(uploadUrl(path))
}

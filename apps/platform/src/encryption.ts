import CryptoJS from 'crypto-js'
import type { Hono, MiddlewareHandler } from 'hono'
import { innerRequest } from './http/requestLog'
import { type ConfigStore, configKeys } from './store/config'

/** Where the AES passphrase is served (plain JSON envelope `{ data: { key } }`) in encrypted mode. */
export const SECRET_KEY_PATH = '/sys-upload/data/json/secret_key.json'

/** Encrypts a text with crypto-js AES (passphrase mode: OpenSSL-compatible base64 with a random salt). */
export function encryptText(text: string, key: string): string {
  return CryptoJS.AES.encrypt(text, key).toString()
}

/**
 * Encrypted mode (`PLATFORM_ENCRYPT=1`): `/app-api/encrypt/…` answers what `/app-api/…` answers, and any
 * `…_encrypt.json` answers what `….json` answers, with a successful body AES-encrypted as `text/plain`.
 * Error answers stay plain JSON so clients can read their code and message.
 */
export function encryptionMiddleware(config: ConfigStore, app: Hono): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (url.pathname === SECRET_KEY_PATH)
      return c.json({ data: { key: await config.requireConfig<string>(configKeys.secretKey) } })
    let plainPath: string | undefined
    if (url.pathname.startsWith('/app-api/encrypt/'))
      plainPath = url.pathname.replace('/app-api/encrypt', '/app-api')
    else if (url.pathname.endsWith('_encrypt.json'))
      plainPath = url.pathname.replace(/_encrypt\.json$/, '.json')
    if (!plainPath) return next()
    url.pathname = plainPath
    const method = c.req.method
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer()
    // The same env: the plain route sees the connection this request came on (http/rateLimit.ts reads it).
    const inner = new Request(url, { method, headers: c.req.raw.headers, body })
    const response = await app.fetch(inner, { ...(c.env as object | undefined), [innerRequest]: true })
    if (!response.ok) return response
    const key = await config.requireConfig<string>(configKeys.secretKey)
    return c.body(encryptText(await response.text(), key), 200, {
      'content-type': 'text/plain; charset=utf-8',
    })
  }
}

import CryptoJS from 'crypto-js'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { encryptionMiddleware } from '../src/encryption'
import {
  clientIp,
  forwardedClientIp,
  parseProxySecret,
  parseTrustedProxies,
  proxyVouches,
} from '../src/http/rateLimit'
import type { ConfigStore } from '../src/store/config'

/** A Hono app answering the client address it reads, optionally in encrypted mode. */
function addressApp(encrypt: boolean) {
  const app = new Hono()
  const config = { requireConfig: () => 'test-key' } as unknown as ConfigStore
  if (encrypt) app.use('*', encryptionMiddleware(config, app))
  app.get('/app-api/ip', (c) => c.json({ data: clientIp(c) }))
  return app
}

/** The address `app` reads for a request from `peer` carrying `forwarded`. */
async function addressOf(app: Hono, path: string, peer: string, forwarded?: string): Promise<string> {
  const headers = forwarded ? { 'x-forwarded-for': forwarded } : undefined
  const env = { incoming: { socket: { remoteAddress: peer } } }
  const response = await app.fetch(new Request(`http://platform.test${path}`, { headers }), env)
  const text = await response.text()
  const plain = path.includes('/encrypt/')
    ? CryptoJS.AES.decrypt(text, 'test-key').toString(CryptoJS.enc.Utf8)
    : text
  return (JSON.parse(plain) as { data: string }).data
}

describe('clientIp', () => {
  it('is the peer, trusting x-forwarded-for only from a loopback proxy by default', async () => {
    const app = addressApp(false)
    expect(await addressOf(app, '/app-api/ip', '198.51.100.1')).toBe('198.51.100.1')
    expect(await addressOf(app, '/app-api/ip', '198.51.100.1', '203.0.113.5')).toBe('198.51.100.1')
    // The right-most untrusted entry: what the trusted proxy saw, not what the client wrote before it.
    expect(await addressOf(app, '/app-api/ip', '127.0.0.1', '203.0.113.5, 10.0.0.1')).toBe('10.0.0.1')
    expect(await addressOf(app, '/app-api/ip', '127.0.0.1', '203.0.113.5, 127.0.0.1')).toBe('203.0.113.5')
    expect(await addressOf(app, '/app-api/ip', '127.0.0.1', '127.0.0.1')).toBe('127.0.0.1')
    expect(await addressOf(app, '/app-api/ip', '::ffff:127.0.0.1', '203.0.113.6')).toBe('203.0.113.6')
    expect(await addressOf(app, '/app-api/ip', '::1')).toBe('::1')
  })

  it('believes only the configured proxies, addresses or CIDRs, and the same for sockets', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, fd00::/8')
    expect(forwardedClientIp('10.1.2.3', '203.0.113.5, 192.0.2.7', trusted)).toBe('203.0.113.5')
    expect(forwardedClientIp('::ffff:10.1.2.3', ['198.51.100.9'], trusted)).toBe('198.51.100.9')
    expect(forwardedClientIp('fd00::1', '203.0.113.5', trusted)).toBe('203.0.113.5')
    expect(forwardedClientIp('127.0.0.1', '203.0.113.5', trusted)).toBe('127.0.0.1')
    expect(forwardedClientIp('192.0.2.8', '203.0.113.5', trusted)).toBe('192.0.2.8')
    expect(forwardedClientIp('10.1.2.3', undefined, trusted)).toBe('10.1.2.3')
    expect(forwardedClientIp('127.0.0.1', '203.0.113.5', parseTrustedProxies(''))).toBe('127.0.0.1')
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('PLATFORM_TRUSTED_PROXIES')
    expect(() => parseTrustedProxies('proxy.local')).toThrow('PLATFORM_TRUSTED_PROXIES')
  })

  it('takes no proxy secret when unset or empty, refuses a short one, and compares the whole of it', () => {
    expect(parseProxySecret(undefined)).toBeUndefined()
    expect(parseProxySecret('')).toBeUndefined()
    expect(() => parseProxySecret('fifteen-chars!!')).toThrow('PLATFORM_PROXY_SECRET')
    const secret = parseProxySecret('sixteen-chars!!!')
    expect(proxyVouches(secret, 'sixteen-chars!!!')).toBe(true)
    expect(proxyVouches(secret, 'sixteen-chars!!')).toBe(false)
    expect(proxyVouches(secret, ['sixteen-chars!!!'])).toBe(false)
    expect(proxyVouches(secret, undefined)).toBe(false)
    expect(proxyVouches(undefined, undefined)).toBe(true)
  })

  it('reads the same peer through the encrypted routes', async () => {
    const app = addressApp(true)
    expect(await addressOf(app, '/app-api/encrypt/ip', '198.51.100.2', '203.0.113.5')).toBe('198.51.100.2')
  })
})

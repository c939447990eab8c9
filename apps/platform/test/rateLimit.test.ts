import CryptoJS from 'crypto-js'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { encryptionMiddleware } from '../src/encryption'
import { clientIp } from '../src/http/rateLimit'
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
  it('is the peer, trusting x-forwarded-for only from a loopback proxy', async () => {
    const app = addressApp(false)
    expect(await addressOf(app, '/app-api/ip', '198.51.100.1')).toBe('198.51.100.1')
    expect(await addressOf(app, '/app-api/ip', '198.51.100.1', '203.0.113.5')).toBe('198.51.100.1')
    expect(await addressOf(app, '/app-api/ip', '127.0.0.1', '203.0.113.5, 10.0.0.1')).toBe('203.0.113.5')
    expect(await addressOf(app, '/app-api/ip', '::ffff:127.0.0.1', '203.0.113.6')).toBe('203.0.113.6')
    expect(await addressOf(app, '/app-api/ip', '::1')).toBe('::1')
  })

  it('reads the same peer through the encrypted routes', async () => {
    const app = addressApp(true)
    expect(await addressOf(app, '/app-api/encrypt/ip', '198.51.100.2', '203.0.113.5')).toBe('198.51.100.2')
  })
})

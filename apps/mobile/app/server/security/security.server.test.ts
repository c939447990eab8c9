import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, securityHeaders } from './security.server'

describe('content security policy', () => {
  it('allows scripts only from the origin and with the render nonce, never inline or eval', () => {
    const policy = contentSecurityPolicy('abc123', { platform: 'http://localhost:4100' })
    const scripts = /script-src ([^;]+)/.exec(policy)![1]!
    expect(scripts.split(' ')).toEqual(["'self'", "'nonce-abc123'"])
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
  })

  it('lets the page reach the platform over http and its sockets', () => {
    expect(contentSecurityPolicy('n', { platform: 'http://localhost:4100' })).toContain(
      "connect-src 'self' http://localhost:4100 ws://localhost:4100 https:",
    )
    expect(contentSecurityPolicy('n', { platform: 'https://api.example.com' })).toContain(
      'wss://api.example.com',
    )
  })

  it('makes a new nonce for every render', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('security headers', () => {
  it('sends HSTS in production only', () => {
    expect(securityHeaders({ production: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ production: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})

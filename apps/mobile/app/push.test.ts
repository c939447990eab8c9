import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { applicationServerKey } from './push'

describe('applicationServerKey', () => {
  it('reads a base64url VAPID public key (no padding, - and _) as its 65 bytes', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    const jwk = publicKey.export({ format: 'jwk' })
    const raw = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x ?? '', 'base64url'),
      Buffer.from(jwk.y ?? '', 'base64url'),
    ])
    for (const key of [raw, Buffer.from([0xfb, 0xff, 0xfe, ...raw.subarray(3)])]) {
      const text = key.toString('base64url')
      expect(Buffer.from(applicationServerKey(text))).toEqual(key)
    }
  })
})

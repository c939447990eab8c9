import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { applicationServerKey, forgetPushSubscription } from './push'

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

describe('forgetPushSubscription', () => {
  it('unsubscribes the browser at logout, and goes on where there is no service worker or subscription', async () => {
    let unsubscribed = 0
    const subscription = {
      unsubscribe: async () => {
        unsubscribed++
        return true
      },
    }
    const nav = (sub: typeof subscription | null) => ({
      serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => sub } }) },
    })
    await forgetPushSubscription(nav(subscription))
    expect(unsubscribed).toBe(1)
    await forgetPushSubscription(nav(null))
    await forgetPushSubscription({})
    await forgetPushSubscription({
      serviceWorker: {
        getRegistration: async () => {
          throw new Error('no service worker here')
        },
      },
    })
    expect(unsubscribed).toBe(1)
  })
})

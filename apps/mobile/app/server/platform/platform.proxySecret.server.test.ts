import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

// Set before env.server.ts reads the environment (imports below are hoisted under this).
const SECRET = vi.hoisted(() => {
  const secret = 'b'.repeat(64)
  vi.stubEnv('PLATFORM_PROXY_SECRET', secret)
  return secret
})

import { loader } from '#app/routes/resources.captcha.tsx'
import { platformFor } from './platform.server'

const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('<svg></svg>'))

afterEach(() => {
  fetch.mockClear()
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

/** A request to the app as its server passes it on (server/app.ts sets x-forwarded-for to the peer). */
const fromUser = (path: string) =>
  new Request(`http://app.test${path}`, { headers: { 'x-forwarded-for': '203.0.113.7' } })

describe('with PLATFORM_PROXY_SECRET set, the app proves to the platform that it is the proxy', () => {
  it('on every API call', async () => {
    vi.stubGlobal('fetch', fetch)
    await platformFor(fromUser('/'))
      .lottery.openInfo(110)
      .catch(() => undefined)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.7',
      'x-liuhe-proxy-secret': SECRET,
    })
  })

  it('on the captcha image', async () => {
    vi.stubGlobal('fetch', fetch)
    const answer = await loader({
      request: fromUser('/resources/captcha?kind=login'),
      params: {},
      context: {},
    })
    expect(await answer.text()).toBe('<svg></svg>')
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-liuhe-proxy-secret': SECRET,
    })
  })
})

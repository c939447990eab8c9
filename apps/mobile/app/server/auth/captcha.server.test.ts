import { RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader } from '#app/routes/resources.captcha.tsx'

const call = (headers: Record<string, string> = {}) =>
  loader({
    request: new Request('http://app.test/resources/captcha?kind=login', { headers }),
    params: {},
    context: {},
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the captcha image route', () => {
  it('asks the platform with the end user address and passes the image on', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) => new Response('<svg></svg>'),
    )
    vi.stubGlobal('fetch', fetch)
    const answer = await call({ 'x-forwarded-for': '203.0.113.7' })
    expect(await answer.text()).toBe('<svg></svg>')
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/app-api\/v\/vCode\?t=/)
    expect(fetch.mock.calls[0]![1]?.headers).toEqual({ 'x-forwarded-for': '203.0.113.7' })
  })

  it('answers 429 with the message when the platform refuses the image as too frequent', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429 }))
    const refused = await call().then(
      () => expect.fail('expected a thrown Response'),
      (thrown: Response) => thrown,
    )
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe(RATE_LIMITED_MESSAGE)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { type ApiError, errorCodes, isApiError } from './errors'
import { createHttp, PROXY_SECRET_HEADER } from './http'

const schema = z.object({ value: z.number() })

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  )
}

describe('createHttp', () => {
  it('sends the token as Authorization and token headers, the company code, and the query', async () => {
    const fetch = fakeFetch(200, { data: { value: 1 } })
    const http = createHttp({ origin: 'http://platform.test/', token: 'abc', companyCode: 'LH', fetch })
    const result = await http.request({ path: '/v/x', query: { gameId: 110, skip: undefined }, schema })
    expect(result).toEqual({ data: { value: 1 } })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('http://platform.test/app-api/v/x?gameId=110')
    expect(init?.method).toBe('GET')
    expect(init?.headers).toMatchObject({ authorization: 'Bearer abc', token: 'abc', companycode: 'LH' })
  })

  it('forwards the end user address as x-forwarded-for only when given', async () => {
    const fetch = fakeFetch(200, { data: { value: 1 } })
    await createHttp({ origin: 'http://platform.test', forwardedFor: '203.0.113.9', fetch }).request({
      path: '/v/x',
      schema,
    })
    await createHttp({ origin: 'http://platform.test', fetch }).request({ path: '/v/x', schema })
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9' })
    expect(fetch.mock.calls[1]![1]?.headers).not.toHaveProperty('x-forwarded-for')
  })

  it('proves the calling server is the proxy with x-liuhe-proxy-secret only when configured', async () => {
    const fetch = fakeFetch(200, { data: { value: 1 } })
    const secret = 'a'.repeat(64)
    await createHttp({
      origin: 'http://platform.test',
      forwardedFor: '203.0.113.9',
      proxySecret: secret,
      fetch,
    }).request({ path: '/v/x', schema })
    await createHttp({ origin: 'http://platform.test', forwardedFor: '203.0.113.9', fetch }).request({
      path: '/v/x',
      schema,
    })
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      [PROXY_SECRET_HEADER]: secret,
    })
    expect(PROXY_SECRET_HEADER).toBe('x-liuhe-proxy-secret')
    expect(fetch.mock.calls[1]![1]?.headers).not.toHaveProperty(PROXY_SECRET_HEADER)
  })

  it('reads a 429 as rate-limited with the platform message', async () => {
    const fetch = fakeFetch(429, { code: 'SYS/TOO_MANY_REQUESTS', msg: '操作过于频繁，请稍后再试' })
    const error = (await createHttp({ origin: 'http://platform.test', fetch })
      .request({ path: '/v/user/login', form: { account: 'a' }, schema })
      .catch((e: unknown) => e)) as ApiError
    expect(isApiError(error, 'SYS/TOO_MANY_REQUESTS')).toBe(true)
    expect(error).toMatchObject({ status: 429, message: '操作过于频繁，请稍后再试', isRateLimited: true })
    const other = (await createHttp({
      origin: 'http://platform.test',
      fetch: fakeFetch(400, { code: 'X', msg: 'x' }),
    })
      .request({ path: '/v/x', schema })
      .catch((e: unknown) => e)) as ApiError
    expect(other.isRateLimited).toBe(false)
  })

  it('reads a 422 (an idempotency key sent with another request) with the platform message', async () => {
    const fetch = fakeFetch(422, { code: 'SYS/IDEMPOTENCY_MISMATCH', msg: '请求已变更，请刷新后重试' })
    const error = (await createHttp({ origin: 'http://platform.test', fetch })
      .request({ path: '/api/recharge/order', form: { amount: '50' }, schema })
      .catch((e: unknown) => e)) as ApiError
    expect(isApiError(error, errorCodes.idempotencyMismatch)).toBe(true)
    expect(error).toMatchObject({ status: 422, message: '请求已变更，请刷新后重试' })
  })

  it('posts forms url-encoded and keeps totalCount', async () => {
    const fetch = fakeFetch(200, { data: { value: 2 }, totalCount: 40 })
    const http = createHttp({ origin: 'http://platform.test', fetch })
    const result = await http.request({
      path: '/v/user/login',
      form: { account: 'a b', password: 'p' },
      schema,
    })
    expect(result.totalCount).toBe(40)
    const init = fetch.mock.calls[0]![1]!
    expect(init.method).toBe('POST')
    expect(init.body).toBe('account=a+b&password=p')
    expect(init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' })
  })

  it('reads static JSON from the host root', async () => {
    const fetch = fakeFetch(200, { data: { value: 3 } })
    await createHttp({ origin: 'http://platform.test', fetch }).request({
      path: '/sys-upload/x.json',
      base: 'root',
      schema,
    })
    expect(fetch.mock.calls[0]![0]).toBe('http://platform.test/sys-upload/x.json')
  })

  it('turns the { code, msg } envelope into a typed error with the HTTP status', async () => {
    const http = createHttp({
      origin: 'http://p',
      fetch: fakeFetch(400, { code: 'UC/TOKEN_INVALID', msg: '登录已失效' }),
    })
    const error = await http.request({ path: '/api/user/info', schema }).catch((e: unknown) => e)
    expect(isApiError(error, 'UC/TOKEN_INVALID')).toBe(true)
    expect(error).toMatchObject({
      status: 400,
      message: '登录已失效',
      isUnauthenticated: true,
      isUnreachable: false,
    })
  })

  it('treats 401 as unauthenticated and other statuses by their code', async () => {
    const e401 = await createHttp({
      origin: 'http://p',
      fetch: fakeFetch(401, { code: 'X', msg: '请先登录' }),
    })
      .request({ path: '/x', schema })
      .catch((e: ApiError) => e)
    expect(e401).toMatchObject({ isUnauthenticated: true })
    const e500 = await createHttp({ origin: 'http://p', fetch: fakeFetch(500, {}) })
      .request({ path: '/x', schema })
      .catch((e: ApiError) => e)
    expect(e500).toMatchObject({ code: 'HTTP/500', message: '系统错误。请再试一次' })
  })

  it('rejects a success body that does not match the schema', async () => {
    const http = createHttp({ origin: 'http://p', fetch: fakeFetch(200, { data: { value: 'nope' } }) })
    // Users read the Chinese message only; the schema's English issue is the developer's detail.
    await expect(http.request({ path: '/x', schema })).rejects.toMatchObject({
      code: 'CLIENT/BAD_RESPONSE',
      message: '系统错误。请再试一次',
      detail: expect.stringMatching(/^value: .*expected number/),
    })
  })

  it('rejects a body that is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>', { status: 502 }))
    await expect(
      createHttp({ origin: 'http://p', fetch }).request({ path: '/x', schema }),
    ).rejects.toMatchObject({
      code: 'CLIENT/BAD_RESPONSE',
      status: 502,
    })
  })

  it('times out after the configured time', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    )
    const http = createHttp({ origin: 'http://p', fetch, timeoutMs: 20 })
    const error = await http.request({ path: '/x', schema }).catch((e: ApiError) => e)
    expect(error).toMatchObject({ code: 'CLIENT/TIMEOUT', isUnreachable: true })
  })

  it('reports a network failure and a caller abort distinctly', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(
      createHttp({ origin: 'http://p', fetch: down }).request({ path: '/x', schema }),
    ).rejects.toMatchObject({
      code: 'CLIENT/NETWORK',
    })
    const controller = new AbortController()
    controller.abort()
    const aborting = vi.fn(async (_u: string | URL | Request, init?: RequestInit) => {
      if (init?.signal?.aborted) throw new Error('aborted')
      return new Response('{}')
    })
    await expect(
      createHttp({ origin: 'http://p', fetch: aborting }).request({
        path: '/x',
        schema,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ code: 'CLIENT/ABORTED' })
  })
})

import { request } from 'node:http'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'
import { type TestEnv, walletKit } from './walletKit'

// Monday 2026-11-23, 12:00 in China.
const now = fromChinaTime(2026, 11, 23, 12)

let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  env = await startTestPlatform(now)
  kit = walletKit(env, 'hard')
}, 60_000)
afterAll(() => env.stop())

const MB = 1024 * 1024

/**
 * Sends a POST on a new connection and resolves with the answer's status and body. `chunked` sends the body
 * in 64 KB pieces without a Content-Length (Transfer-Encoding: chunked); the answer may come before the whole
 * body was sent, and a write the server no longer reads is not an error here.
 */
function post(
  path: string,
  body: Buffer,
  options: { type: string; chunked?: boolean },
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  const { port } = new URL(env.origin)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': options.type }
    if (!options.chunked) headers['content-length'] = String(body.length)
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }))
      res.on('error', reject)
    })
    req.on('error', () => {})
    if (options.chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024))
      req.end()
    } else req.end(body)
  })
}

/** A JSON body of about `bytes` bytes. */
const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ account: 'a', password: 'x'.repeat(bytes) }))

describe('request bodies', () => {
  it('refuses a 2 MB JSON body from its Content-Length with 413, and goes on answering', async () => {
    const answer = await post('/app-api/v/user/login', jsonOf(2 * MB), { type: 'application/json' })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({ code: 'SYS/PAYLOAD_TOO_LARGE', msg: '请求内容过大' })
    expect((await fetch(`${env.origin}/healthz`)).status).toBe(200)
  })

  it('refuses a chunked 2 MB body with 413 once it passes the limit', async () => {
    const json = await post('/app-api/v/user/login', jsonOf(2 * MB), {
      type: 'application/json',
      chunked: true,
    })
    expect(json.status).toBe(413)
    expect(JSON.parse(json.text)).toMatchObject({ code: 'SYS/PAYLOAD_TOO_LARGE' })
    const form = await post(
      '/app-api/v/user/login',
      Buffer.from(`account=a&password=${'x'.repeat(2 * MB)}`),
      {
        type: 'application/x-www-form-urlencoded',
        chunked: true,
      },
    )
    expect(form.status).toBe(413)
    expect((await fetch(`${env.origin}/healthz`)).status).toBe(200)
  })

  it('lets a small chunked body through to its route', async () => {
    const answer = await post('/app-api/v/user/login', Buffer.from(JSON.stringify({ account: 'nobody1' })), {
      type: 'application/json',
      chunked: true,
    })
    // The route read it: a form without a password is bad input, not a refused size.
    expect(answer.status).toBe(400)
  })

  it('lets a chat image upload a little over 2 MB reach the upload route, and refuses 4 MB', async () => {
    const boundary = 'liuheboundary'
    const upload = (bytes: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(bytes, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    const type = `multipart/form-data; boundary=${boundary}`
    // Past the body limit: the chat route itself answers (no chat token: 401), not the limit.
    const fits = await post('/api-messen/chat/uploadImage', upload(2 * MB + 100_000), { type })
    expect(fits.status).not.toBe(413)
    const tooLarge = await post('/api-messen/chat/uploadImage', upload(4 * MB), { type })
    expect(tooLarge.status).toBe(413)
  })
})

describe('malformed requests', () => {
  it('answers a login sent as multipart without a boundary with 400', async () => {
    const response = await fetch(`${env.origin}/app-api/v/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'account=demo01&password=x',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'SYS/BAD_REQUEST' })
  })
})

/** The headers that keep the platform's own pages from being framed or sniffed. */
function expectPageHeaders(response: Response) {
  expect(response.headers.get('content-type')).toContain('text/html')
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("form-action 'self'")
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
}

describe("the platform's own pages", () => {
  it('carry a CSP that forbids framing, X-Frame-Options, nosniff and a referrer policy', async () => {
    const member = await kit.memberWith(100)
    const order = await member.api.wallet.createRechargeOrder({ channelId: 'alipay', amount: 100 })
    const payUrl = member.api.wallet.payPageUrl(order)
    expect(payUrl).toBeTruthy()
    const pay = await fetch(payUrl!)
    expect(pay.status).toBe(200)
    expectPageHeaders(pay)

    const game = (await kit.guest().games.allLiveGames())[0]!
    const demo = await fetch(`${env.origin}/demo-game/${game.liveCode}/${game.gameCode}`)
    expect(demo.status).toBe(200)
    expectPageHeaders(demo)

    const declaration = await fetch(`${env.origin}/views/app_agendDelaer.html`)
    expect(declaration.status).toBe(200)
    expectPageHeaders(declaration)
  })
})

import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createReadableStreamFromReadable } from '@remix-run/node'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app.ts'

/**
 * A page handler that reads a POST's body as Remix's actions do (`request.formData()` on the request Remix
 * builds from the Node one) and answers what it read; a body that does not parse fails the action, which
 * Remix answers with 500.
 */
const formAction: RequestHandler = async (req, res) => {
  if (req.method === 'GET') return void res.type('text/plain').send('page')
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  const request = new Request(`http://app.test${req.url}`, {
    method: req.method,
    headers,
    body: createReadableStreamFromReadable(req),
    duplex: 'half',
  } as RequestInit)
  try {
    const form = await request.formData()
    let bytes = 0
    for (const [, value] of form) bytes += typeof value === 'string' ? value.length : value.size
    res.json({ fields: [...form.keys()], bytes })
  } catch {
    res.status(500).type('text/plain').send('Unexpected Server Error')
  }
}

let origin = ''
let close: () => void
beforeAll(async () => {
  const app = createAppServer({
    handler: formAction,
    publicPath: '/assets/',
    clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')),
    publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
    pageCacheTtlMs: 0,
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const MB = 1024 * 1024

/**
 * Sends a request on a new connection and resolves with the answer's status and text. `chunked` sends the
 * body in 64 KB pieces without a Content-Length; the answer may come before the whole body was sent, and a
 * write the server no longer reads is not an error here.
 */
function send(
  path: string,
  body: Buffer | string | undefined,
  options: { type?: string; chunked?: boolean; method?: string } = {},
): Promise<{ status: number; text: string }> {
  const { port } = new URL(origin)
  const bytes = body === undefined ? undefined : Buffer.from(body)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    if (options.type) headers['content-type'] = options.type
    if (bytes && !options.chunked) headers['content-length'] = String(bytes.length)
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'POST', path, headers, agent: false },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('error', () => {})
    if (bytes && options.chunked) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024))
      req.end()
    } else req.end(bytes)
  })
}

const FORM = 'application/x-www-form-urlencoded'
const formOf = (bytes: number) => `account=a&note=${'x'.repeat(bytes)}`

describe('request body size', () => {
  it('refuses a 2 MB form from its Content-Length with 413, and goes on answering', async () => {
    const answer = await send('/auth/login', formOf(2 * MB), { type: FORM })
    expect(answer.status).toBe(413)
    expect(answer.text).toBe('请求内容过大')
    expect((await send('/', undefined, { method: 'GET' })).status).toBe(200)
  })

  it('refuses a chunked 2 MB form with 413 once it passes the limit', async () => {
    const answer = await send('/auth/login', formOf(2 * MB), { type: FORM, chunked: true })
    expect(answer.status).toBe(413)
    expect(answer.text).toBe('请求内容过大')
    expect((await send('/', undefined, { method: 'GET' })).status).toBe(200)
  })

  it('hands a small chunked form to the page whole', async () => {
    const answer = await send('/auth/login', formOf(200_000), { type: FORM, chunked: true })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ fields: ['account', 'note'], bytes: 1 + 200_000 })
  })

  it('lets a chat image a little over 2 MB through to the upload route, not 4 MB', async () => {
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
    const fits = await send('/resources/chat-upload', upload(2 * MB + 100_000), { type })
    expect(fits.status).toBe(200)
    expect(JSON.parse(fits.text)).toEqual({ fields: ['image'], bytes: 2 * MB + 100_000 })
    expect((await send('/resources/chat-upload', upload(4 * MB), { type })).status).toBe(413)
    // Elsewhere a form of that size is refused.
    expect((await send('/auth/login', upload(2 * MB), { type })).status).toBe(413)
  })
})

describe('request body type', () => {
  it('answers a JSON or text body to a page with 415 before the page reads it', async () => {
    for (const type of ['application/json', 'text/plain', 'application/xml']) {
      const answer = await send('/auth/login', '{"account":"a"}', { type })
      expect(answer.status, type).toBe(415)
      expect(answer.text).toBe('请求格式不支持，请通过页面提交表单')
    }
    // A body without any type.
    expect((await send('/auth/login', 'account=a')).status).toBe(415)
  })

  it('answers a multipart body without a boundary with 400', async () => {
    const answer = await send('/auth/login', 'account=a', { type: 'multipart/form-data' })
    expect(answer.status).toBe(400)
    expect(answer.text).toBe('请求内容格式错误')
  })

  it('lets forms, multipart forms and a POST without a body through', async () => {
    expect((await send('/auth/login', 'account=a', { type: `${FORM}; charset=UTF-8` })).status).toBe(200)
    const multipart = `--b\r\nContent-Disposition: form-data; name="account"\r\n\r\na\r\n--b--\r\n`
    expect((await send('/auth/login', multipart, { type: 'multipart/form-data; boundary=b' })).status).toBe(
      200,
    )
    // `fetch('/logout', { method: 'POST' })` (ChatView) sends neither a body nor a type: the page decides.
    expect((await send('/logout', undefined)).status).not.toBe(415)
  })
})

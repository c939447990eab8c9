import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE, sameOriginMutations } from './sameOrigin.ts'

let origin = ''
let close: () => void
beforeAll(async () => {
  const app = express()
  app.use(sameOriginMutations())
  app.all('*', (_req, res) => void res.send('done'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const post = (headers: Record<string, string>) =>
  fetch(`${origin}/auth/login`, { method: 'POST', headers, body: 'account=a', redirect: 'manual' })

describe('cross-site mutations', () => {
  it('passes a post from the app itself, and any read', async () => {
    expect((await post({ origin })).status).toBe(200)
    expect((await post({ referer: `${origin}/auth/login` })).status).toBe(200)
    expect((await fetch(`${origin}/`, { headers: { origin: 'https://evil.example' } })).status).toBe(200)
  })

  it('refuses a post from another site, by Origin or Referer, and an opaque origin', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: origin.replace('127.0.0.1', 'localhost') },
      { referer: 'https://evil.example/page' },
      { origin: 'null' },
      { origin: 'https://evil.example', referer: `${origin}/` },
    ]
    for (const headers of crossSite) {
      const answer = await post(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(await answer.text()).toBe(CROSS_SITE_MESSAGE)
    }
    const json = await post({ origin: 'https://evil.example', accept: 'application/json' })
    expect(await json.json()).toEqual({ message: CROSS_SITE_MESSAGE })
  })

  it('passes a request without Origin or Referer (no web page sent it)', async () => {
    expect((await post({})).status).toBe(200)
  })
})

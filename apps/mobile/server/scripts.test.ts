import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app.ts'

/** A build's page handler: answers which build rendered the page, cacheable for guests. */
const pageOf =
  (build: string): RequestHandler =>
  (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(build)
  }

let origin = ''
let close: () => void
beforeAll(async () => {
  const hansClient = mkdtempSync(join(tmpdir(), 'liuhe-hans-'))
  const hantClient = mkdtempSync(join(tmpdir(), 'liuhe-hant-'))
  writeFileSync(join(hansClient, 'route-A.js'), 'hans')
  writeFileSync(join(hantClient, 'route-B.js'), 'hant')
  const app = createAppServer({
    handler: pageOf('简体'),
    publicPath: '/assets/',
    clientDir: hansClient,
    publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
    pageCacheTtlMs: 1000,
    hant: { handler: pageOf('繁體'), clientDir: hantClient },
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const page = async (headers: Record<string, string> = {}) => (await fetch(`${origin}/`, { headers })).text()

describe('the app server with both builds', () => {
  it('answers from the build of the lang cookie, else of the browser’s languages', async () => {
    expect(await page()).toBe('简体')
    expect(await page({ cookie: 'lang=zh-HK' })).toBe('繁體')
    expect(await page({ cookie: 'lang=zh-HK', 'accept-language': 'zh-CN' })).toBe('繁體')
    expect(await page({ cookie: 'lang=zh-CN', 'accept-language': 'zh-TW' })).toBe('简体')
  })

  it('keeps cookieless guests of each script apart in the page cache', async () => {
    // Twice each, alternating: a shared cache would answer the second visit with the first one's page.
    for (let i = 0; i < 2; i++) {
      expect(await page({ 'accept-language': 'zh-HK,zh;q=0.9' })).toBe('繁體')
      expect(await page({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('简体')
    }
  })

  it('serves both builds’ assets under the one prefix', async () => {
    expect(await (await fetch(`${origin}/assets/route-A.js`)).text()).toBe('hans')
    expect(await (await fetch(`${origin}/assets/route-B.js`)).text()).toBe('hant')
  })
})

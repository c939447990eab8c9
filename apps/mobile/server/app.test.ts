import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentRequestScope, type RequestScope } from '../app/server/request/requestScope.server.ts'
import { createAppServer } from './app.ts'

const GUEST = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5'
const urls = ['/', '/promotional?probe=1', '/_root.data', '/gallery/110']

/** A seeded pseudo-random source, so a failing run can be repeated. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

/** A page that takes a few ms before its headers and streams its body in chunks, as Remix does. */
const slowPage: RequestHandler = (req, res) => {
  const chunks = 8
  let sent = 0
  const writeNext = () => {
    if (res.destroyed) return
    if (sent === chunks) return void res.end('</html>')
    res.write(`<p>${req.url} ${sent++} ${'x'.repeat(4000)}</p>`)
    setTimeout(writeNext, 2)
  }
  setTimeout(() => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', GUEST)
    writeNext()
  }, 3)
}

let origin = ''
let close: () => void
beforeAll(async () => {
  const app = createAppServer({
    handler: slowPage,
    publicPath: '/assets/',
    clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')),
    publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
    pageCacheTtlMs: 1000,
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

/**
 * Sends a GET and drops the connection: right after sending it when `afterMs` is 0 (the client is gone before
 * the server has read the request), after `afterMs` ms when `atByte` is 0 (before the answer's headers),
 * else once `atByte` bytes of the answer came (mid-body).
 */
function abandon(url: string, afterMs: number, atByte: number) {
  if (afterMs === 0 && atByte === 0) return dropAtOnce(url)
  return new Promise<void>((resolve) => {
    const req = httpRequest(`${origin}${url}`, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes >= atByte) req.destroy()
      })
      res.on('close', resolve)
    })
    req.on('error', () => resolve())
    req.on('close', () => resolve())
    // A body that stops coming (a hung address) is dropped too, so the loop reaches its check.
    setTimeout(() => req.destroy(), atByte === 0 ? afterMs : 1000)
    req.end()
  })
}

/** Writes a GET on a raw socket and closes it in the same tick, as `curl --max-time 0.001` does. */
function dropAtOnce(url: string) {
  return new Promise<void>((resolve) => {
    const { port } = new URL(origin)
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      socket.destroy()
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
}

/** A full GET with a deadline; resolves with the status, or 0 when it did not answer in time. */
function fetchStatus(url: string, deadlineMs: number) {
  return fetch(`${origin}${url}`, { signal: AbortSignal.timeout(deadlineMs) })
    .then(async (res) => {
      await res.text()
      return res.status
    })
    .catch(() => 0)
}

describe('the app server under dropped requests', () => {
  it('answers every address after clients leave at random moments (before headers, mid-body)', async () => {
    const next = random(20261123)
    for (let round = 0; round < 40; round++) {
      // Each round asks for addresses no earlier round stored, so every drop can be a cache miss.
      const addresses = urls.map((url) => `${url}${url.includes('?') ? '&' : '?'}round=${round}`)
      const drops = Array.from({ length: 6 }, () => {
        const url = addresses[Math.floor(next() * addresses.length)]!
        const beforeHeaders = next() < 0.5
        return abandon(url, Math.floor(next() * 4), beforeHeaders ? 0 : 1 + Math.floor(next() * 20_000))
      })
      await Promise.all(drops)
      const statuses = await Promise.all(addresses.map((url) => fetchStatus(url, 2000)))
      expect(statuses, `round ${round}`).toEqual(urls.map(() => 200))
    }
  }, 60_000)
})

describe("the page handler's request scope", () => {
  it("is one per request, in either build, and lasts through the handler's awaits", async () => {
    const seen: (RequestScope | undefined)[] = []
    /** Notes the request's scope before and after an await (as the loaders of one request do). */
    const page =
      (build: string): RequestHandler =>
      async (_req, res) => {
        const before = currentRequestScope()
        await new Promise((resolve) => setTimeout(resolve, 2))
        const after = currentRequestScope()
        seen.push(before)
        res.type('text/plain').send(`${build} ${before !== undefined && after === before}`)
      }
    const app = createAppServer({
      handler: page('hans'),
      hant: { handler: page('hant'), clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')) },
      publicPath: '/assets/',
      clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')),
      publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
      pageCacheTtlMs: 0,
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const answers = await Promise.all(
        ['zh-CN', 'zh-CN', 'zh-HK'].map(async (language) =>
          (
            await fetch(`${base}/game/110`, { headers: { 'accept-language': language, cookie: 'a=1' } })
          ).text(),
        ),
      )
      expect(answers.sort()).toEqual(['hans true', 'hans true', 'hant true'])
      expect(new Set(seen).size).toBe(3)
    } finally {
      server.close()
    }
  })
})

describe('the client address for the platform', () => {
  it('is the socket peer, whatever x-forwarded-for the client sent', async () => {
    const app = createAppServer({
      handler: (req, res) => void res.type('text/plain').send(String(req.headers['x-forwarded-for'])),
      publicPath: '/assets/',
      clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')),
      publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
      pageCacheTtlMs: 0,
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const spoofed = await fetch(`${base}/who`, {
        headers: { 'x-forwarded-for': '203.0.113.66', cookie: 'a=1' },
      })
      expect(await spoofed.text()).toBe('127.0.0.1')
      const plain = await fetch(`${base}/who`, { headers: { cookie: 'a=1' } })
      expect(await plain.text()).toBe('127.0.0.1')
    } finally {
      server.close()
    }
  })
})

describe('the service worker script', () => {
  it('is answered from the client build and never kept by the HTTP cache; absent, the page handler answers', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'liuhe-client-'))
    const app = createAppServer({
      handler: (_req, res) => void res.status(404).type('text/plain').send('no page'),
      publicPath: '/',
      clientDir,
      publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
      pageCacheTtlMs: 0,
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const missing = await fetch(`${base}/sw.js`)
      expect([missing.status, await missing.text()]).toEqual([404, 'no page'])
      writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
      const found = await fetch(`${base}/sw.js`)
      expect(found.status).toBe(200)
      expect(found.headers.get('cache-control')).toBe('no-cache')
      expect(found.headers.get('content-type')).toMatch(/javascript/)
      expect(await found.text()).toContain('fetch')
    } finally {
      server.close()
    }
  })
})

describe('the health check', () => {
  it('answers 200 from the worker itself, never cached, and is never handed to the page handler', async () => {
    let pages = 0
    const app = createAppServer({
      handler: (_req, res) => {
        pages++
        res.status(500).send('platform down')
      },
      publicPath: '/assets/',
      clientDir: mkdtempSync(join(tmpdir(), 'liuhe-client-')),
      publicDir: mkdtempSync(join(tmpdir(), 'liuhe-public-')),
      pageCacheTtlMs: 1000,
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const health = await fetch(`${base}/healthz`)
      expect(health.status).toBe(200)
      expect(health.headers.get('cache-control')).toBe('no-store')
      expect(await health.json()).toEqual({ ok: true, pid: process.pid })
      expect((await fetch(`${base}/`)).status).toBe(500)
      expect(pages).toBe(1)
    } finally {
      server.close()
    }
  })
})

describe('the built client and the public folder', () => {
  it('answer their files (built assets for a year, public files for an hour) and hand every other path, folders too, to the page handler', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'liuhe-public-'))
    writeFileSync(join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    mkdirSync(join(publicDir, 'icons'))
    writeFileSync(join(publicDir, 'icons', 'icon-192.png'), 'png bytes')
    const clientDir = mkdtempSync(join(tmpdir(), 'liuhe-client-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'root-Ab12.js'), 'export {}')
    // Remix names a route module after its file: `routes/gallery.(_groupId).tsx`.
    writeFileSync(join(clientDir, 'assets', 'gallery.(_groupId)-Cd34.js'), 'export const g = 1')
    const app = createAppServer({
      handler: (req, res) => void res.status(404).type('text/plain').send(`page ${req.path}`),
      // As Remix's Vite build has it: the client folder is served from the site's root.
      publicPath: '/',
      clientDir,
      publicDir,
      pageCacheTtlMs: 0,
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const icon = await fetch(`${base}/favicon.svg`)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
      expect(await icon.text()).toContain('<svg')
      const nested = await fetch(`${base}/icons/icon-192.png`)
      expect([nested.status, await nested.text()]).toEqual([200, 'png bytes'])
      const script = await fetch(`${base}/assets/root-Ab12.js`)
      expect(script.status).toBe(200)
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await script.text()).toBe('export {}')
      for (const path of ['/assets/gallery.(_groupId)-Cd34.js', '/assets/gallery.%28_groupId%29-Cd34.js']) {
        const route = await fetch(`${base}${path}`)
        expect([route.status, await route.text()], path).toEqual([200, 'export const g = 1'])
      }
      for (const path of ['/', '/assets', '/assets/', '/icons', '/icons/', '/game/110', '/favicon.svg/x']) {
        const page = await fetch(`${base}${path}`)
        expect([page.status, await page.text()], path).toEqual([404, `page ${path}`])
      }
    } finally {
      server.close()
    }
  })
})

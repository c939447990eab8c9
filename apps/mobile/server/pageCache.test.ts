import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache, sharedMaxAgeMs, staleWhileRevalidateMs } from './pageCache.ts'

const GUEST = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'

describe('sharedMaxAgeMs', () => {
  it('reads s-maxage from public answers only', () => {
    expect(sharedMaxAgeMs(GUEST)).toBe(10_000)
    expect(sharedMaxAgeMs('public, max-age=30')).toBeUndefined()
    expect(sharedMaxAgeMs('private, no-store')).toBeUndefined()
    expect(sharedMaxAgeMs('public, s-maxage=5, no-store')).toBeUndefined()
    expect(sharedMaxAgeMs(undefined)).toBeUndefined()
  })
})

describe('staleWhileRevalidateMs', () => {
  it('reads stale-while-revalidate, 0 when absent', () => {
    expect(staleWhileRevalidateMs(GUEST)).toBe(60_000)
    expect(staleWhileRevalidateMs('public, s-maxage=1')).toBe(0)
    expect(staleWhileRevalidateMs(undefined)).toBe(0)
  })
})

/** A page renderer behind the cache that counts its renders; `answer` shapes each response. */
function serve(
  ttlMs: number,
  answer: (req: IncomingMessage, res: ServerResponse, render: number) => void,
  now = () => Date.now(),
) {
  let renders = 0
  const cache = createPageCache({ ttlMs, now })
  const server = createServer((req, res) =>
    cache(req, res, () => {
      renders += 1
      answer(req, res, renders)
    }),
  )
  return new Promise<{ server: Server; origin: string; renders: () => number; size: () => number }>(
    (resolve) =>
      server.listen(0, () =>
        resolve({
          server,
          origin: `http://localhost:${(server.address() as AddressInfo).port}`,
          renders: () => renders,
          size: cache.size,
        }),
      ),
  )
}

/** Streams a page in two chunks, like Remix does, after `delayMs`. */
const page =
  (cacheControl: string, delayMs = 0, extra: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse, render: number) => {
    setTimeout(() => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', cacheControl)
      for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
      res.write(`<p>渲染 ${render}</p>`)
      res.end('<p>完</p>')
    }, delayMs)
  }

let open: Server | undefined
afterEach(() => {
  open?.close()
  open = undefined
})

describe('createPageCache', () => {
  it('answers a repeat guest visit from the stored page until the time to live ends', async () => {
    let clock = 1_000_000
    const app = await serve(1000, page(GUEST), () => clock)
    open = app.server
    const first = await fetch(`${app.origin}/?game=70`)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(await first.text()).toBe('<p>渲染 1</p><p>完</p>')

    clock += 900
    const second = await fetch(`${app.origin}/?game=70`)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe(GUEST)
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await second.text()).toBe('<p>渲染 1</p><p>完</p>')

    // Another address is another page.
    expect(await (await fetch(`${app.origin}/`)).text()).toBe('<p>渲染 2</p><p>完</p>')

    clock += 200
    const expired = await fetch(`${app.origin}/?game=70`)
    expect(expired.headers.get('x-cache')).toBe('MISS')
    expect(await expired.text()).toBe('<p>渲染 3</p><p>完</p>')
    expect(app.renders()).toBe(3)
  })

  it('never answers a request that carries a cookie from the store', async () => {
    const app = await serve(1000, page(GUEST))
    open = app.server
    await fetch(`${app.origin}/`)
    const member = await fetch(`${app.origin}/`, { headers: { cookie: '__liuhe=abc' } })
    expect(member.headers.get('x-cache')).toBe('BYPASS')
    expect(await member.text()).toBe('<p>渲染 2</p><p>完</p>')
  })

  it('keeps nothing that is private, sets a cookie, fails or has no s-maxage', async () => {
    for (const answer of [
      page('private, no-store'),
      page('public, max-age=30'),
      page(GUEST, 0, { 'Set-Cookie': '__liuhe=new' }),
      (_req: IncomingMessage, res: ServerResponse) => {
        res.statusCode = 503
        res.setHeader('Cache-Control', GUEST)
        res.end('暂时无法连接服务器')
      },
    ]) {
      const app = await serve(1000, answer)
      await fetch(`${app.origin}/`).then((r) => r.text())
      const again = await fetch(`${app.origin}/`)
      await again.text()
      expect(again.headers.get('x-cache')).toBe('MISS')
      expect(app.renders()).toBe(2)
      expect(app.size()).toBe(0)
      app.server.close()
    }
  })

  it('renders once for concurrent first visits', async () => {
    const app = await serve(1000, page(GUEST, 50))
    open = app.server
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${app.origin}/`).then((r) => r.text())),
    )
    expect(new Set(bodies)).toEqual(new Set(['<p>渲染 1</p><p>完</p>']))
    expect(app.renders()).toBe(1)
  })

  it('sends the expired page to visits that come while another renders it again, within stale-while-revalidate', async () => {
    let clock = 1_000_000
    // The second render waits until the test lets it finish, and says when it has begun.
    let begun: () => void = () => {}
    const secondBegun = new Promise<void>((resolve) => {
      begun = resolve
    })
    let finish: () => void = () => {}
    const secondFinishes = new Promise<void>((resolve) => {
      finish = resolve
    })
    const app = await serve(
      1000,
      (req, res, render) => {
        if (render !== 2) return page(GUEST)(req, res, render)
        begun()
        void secondFinishes.then(() => page(GUEST)(req, res, render))
      },
      () => clock,
    )
    open = app.server
    await (await fetch(`${app.origin}/`)).text()

    clock += 1500
    const renewing = fetch(`${app.origin}/`)
    await secondBegun
    const meanwhile = await fetch(`${app.origin}/`)
    expect(meanwhile.headers.get('x-cache')).toBe('STALE')
    expect(await meanwhile.text()).toBe('<p>渲染 1</p><p>完</p>')
    finish()
    const renewed = await renewing
    expect(renewed.headers.get('x-cache')).toBe('MISS')
    expect(await renewed.text()).toBe('<p>渲染 2</p><p>完</p>')
    expect(await (await fetch(`${app.origin}/`)).text()).toBe('<p>渲染 2</p><p>完</p>')
    expect(app.renders()).toBe(2)

    // Past its stale-while-revalidate (60 s here), an expired page is never sent: the visit renders.
    clock += 1000 + 60_000
    const late = await fetch(`${app.origin}/`)
    expect(late.headers.get('x-cache')).toBe('MISS')
    expect(await late.text()).toBe('<p>渲染 3</p><p>完</p>')
  })

  it('sends a stored page gzipped to clients that accept it', async () => {
    const app = await serve(1000, page(GUEST))
    open = app.server
    await fetch(`${app.origin}/`).then((r) => r.text())
    const port = new URL(app.origin).port
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      import('node:http').then(({ get }) =>
        get({ port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          )
        }),
      )
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toBe('<p>渲染 1</p><p>完</p>')
  })

  it('does nothing when turned off', async () => {
    const app = await serve(0, page(GUEST))
    open = app.server
    await fetch(`${app.origin}/`).then((r) => r.text())
    const again = await fetch(`${app.origin}/`)
    expect(again.headers.get('x-cache')).toBeNull()
    expect(await again.text()).toBe('<p>渲染 2</p><p>完</p>')
  })
})

describe('createPageCache under stuck renders', () => {
  it('lets a waiting request render for itself when the render it waits for does not finish in time', async () => {
    let renders = 0
    let firstBegun: () => void = () => {}
    const begun = new Promise<void>((resolve) => {
      firstBegun = resolve
    })
    const cache = createPageCache({ ttlMs: 1000, maxWaitMs: 100 })
    const server = createServer((req, res) =>
      cache(req, res, () => {
        renders += 1
        // The first render never answers (a platform that hangs); later ones answer at once.
        if (renders === 1) {
          firstBegun()
          return
        }
        res.setHeader('Cache-Control', GUEST)
        res.end(`<p>渲染 ${renders}</p>`)
      }),
    )
    open = server
    await new Promise<void>((resolve) => server.listen(0, resolve))
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`
    const stuck = fetch(`${origin}/`, { signal: AbortSignal.timeout(500) }).catch(() => 'dropped')
    // The follower arrives while the first render is under way (its start is awaited, not guessed).
    await begun
    // A follower left waiting for the stuck render would never be answered: the abort would end it.
    const follower = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })
    expect(await follower.text()).toBe('<p>渲染 2</p>')
    expect(await stuck).toBe('dropped')
  })
})

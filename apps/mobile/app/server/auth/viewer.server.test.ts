import { describe, expect, it, vi } from 'vitest'
import { runInRequestScope } from '#app/server/request/requestScope.server.ts'
import { signIn } from './session.server'
import { getViewer, readBesideViewer, requireSessionToken } from './viewer.server'

/** A request carrying the session cookie of a `Set-Cookie` value. */
const withCookie = (setCookie: string) =>
  new Request('http://app.test/bet-list', { headers: { cookie: setCookie.split(';')[0] ?? '' } })

/** A copy of a request as Remix gives one to each loader (its own `Request`, without the router's parameters). */
const loaderCopy = (request: Request) => new Request(request.url.replace('?index', ''), request)

/** Counts the profile calls `run` makes (the platform is down here: each call fails at once). */
async function profileCalls(run: () => Promise<unknown>): Promise<number> {
  const calls = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'))
  try {
    await run()
    return calls.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/api/user/info'),
    ).length
  } finally {
    calls.mockRestore()
  }
}

describe('getViewer', () => {
  it("asks the platform for the profile once for all the loaders of one page's request", async () => {
    const page = withCookie(await signIn(new Request('http://app.test/'), 'token-v'))
    expect(
      await profileCalls(() =>
        runInRequestScope(async () => {
          const [root, home] = await Promise.all([getViewer(loaderCopy(page)), getViewer(loaderCopy(page))])
          expect(home).toBe(root)
          expect(root.token).toBe('token-v')
        }),
      ),
    ).toBe(1)
  })

  it('asks again for the next request, and for the loaders that run after an action in the same request', async () => {
    const cookie = await signIn(new Request('http://app.test/'), 'token-w')
    const page = () => withCookie(cookie)
    expect(
      await profileCalls(async () => {
        await runInRequestScope(() => getViewer(loaderCopy(page())))
        await runInRequestScope(() => getViewer(loaderCopy(page())))
      }),
    ).toBe(2)
    // A form posted to the page: the action (POST) and the page's loaders after it (GET copies, as Remix
    // makes them) each read the profile: the action may have changed it.
    const posted = new Request('http://app.test/game/110?index', {
      method: 'POST',
      headers: page().headers,
      body: 'amount=',
    })
    expect(
      await profileCalls(() =>
        runInRequestScope(async () => {
          await getViewer(posted)
          const loaders = new Request(posted.url, { headers: posted.headers })
          await Promise.all([getViewer(loaderCopy(loaders)), getViewer(loaderCopy(loaders))])
        }),
      ),
    ).toBe(2)
  })
})

describe('readBesideViewer', () => {
  it("starts the page's read with the session's token, without waiting for the profile call", async () => {
    const request = withCookie(await signIn(new Request('http://app.test/'), 'token-a'))
    const tokens: string[] = []
    // The read is answered only when the test says so: the helper must have started it before.
    let answer: (value: string) => void = () => {}
    const reading = readBesideViewer(request, (token) => {
      tokens.push(token)
      return new Promise<string>((resolve) => {
        answer = resolve
      })
    })
    await expect.poll(() => tokens).toEqual(['token-a'])
    answer('bets')
    expect(await reading).toBe('bets')
  })

  it("passes the read's failure on to the page that awaits it", async () => {
    const request = withCookie(await signIn(new Request('http://app.test/'), 'token-a'))
    await expect(readBesideViewer(request, async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    )
  })

  it('never reads for a guest, and an answer nobody awaits is dropped quietly', async () => {
    let reads = 0
    const guest = readBesideViewer(new Request('http://app.test/bet-list'), async () => {
      reads++
      return 'bets'
    })
    await expect(guest).rejects.toThrow()
    expect(reads).toBe(0)
    // A signed-in page that redirects before awaiting its reads (the token was refused) never awaits them:
    // vitest fails the run on an unhandled rejection.
    const request = withCookie(await signIn(new Request('http://app.test/'), 'token-b'))
    let refused = 0
    readBesideViewer(request, async () => {
      refused++
      throw new Error('token refused')
    })
    await expect.poll(() => refused).toBe(1)
  })
})

describe('requireSessionToken', () => {
  it("hands an action the session's token without asking the platform for the profile", async () => {
    const request = withCookie(await signIn(new Request('http://app.test/'), 'token-c'))
    const calls = vi.spyOn(globalThis, 'fetch')
    try {
      expect(await requireSessionToken(request)).toBe('token-c')
      expect(calls).not.toHaveBeenCalled()
    } finally {
      calls.mockRestore()
    }
  })

  it('sends a guest to the login page, to come back to the page', async () => {
    const refused = await requireSessionToken(new Request('http://app.test/game/110?index')).catch(
      (response: unknown) => response,
    )
    expect(refused).toBeInstanceOf(Response)
    const response = refused as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/login?redirectTo=%2Fgame%2F110')
  })
})

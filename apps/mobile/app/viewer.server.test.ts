import { describe, expect, it, vi } from 'vitest'
import { signIn } from './session.server'
import { readBesideViewer, requireSessionToken } from './viewer.server'

/** A request carrying the session cookie of a `Set-Cookie` value. */
const withCookie = (setCookie: string) =>
  new Request('http://app.test/bet-list', { headers: { cookie: setCookie.split(';')[0] ?? '' } })

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

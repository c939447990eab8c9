import { describe, expect, it } from 'vitest'
import { commitSession, getSession, renewSignIn, signIn, signOut } from './session.server'

/** A request carrying the cookie of a `Set-Cookie` value. */
const withCookie = (setCookie: string) =>
  new Request('http://app.test/auth/login', { headers: { cookie: setCookie.split(';')[0]! } })
const cookieValue = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=')

describe('signIn', () => {
  it('starts a new session: nothing of the pre-login cookie is carried over, and the value is new', async () => {
    const guest = await getSession(new Request('http://app.test/'))
    guest.set('intrCode', '8866001')
    guest.set('user_guest_id', 'guest-1')
    guest.set('captcha_login', 'key-1')
    // A value planted before login, as an attacker fixing the session would.
    guest.set('access_token', 'planted-token')
    const before = await commitSession(guest)

    const after = await signIn(withCookie(before), 'new-token', { rebateRatio: 8 })
    expect(cookieValue(after)).not.toBe(cookieValue(before))
    const session = await getSession(withCookie(after))
    expect(session.get('access_token')).toBe('new-token')
    expect(session.get('rebateRatio')).toBe('8')
    for (const key of ['intrCode', 'user_guest_id', 'captcha_login'] as const) {
      expect(session.get(key), key).toBeUndefined()
    }
  })

  it('a second login replaces the cookie of the first', async () => {
    const first = await signIn(new Request('http://app.test/'), 'token-a')
    const again = await signIn(withCookie(first), 'token-b')
    expect(cookieValue(again)).not.toBe(cookieValue(first))
    expect((await getSession(withCookie(again))).get('access_token')).toBe('token-b')
  })
})

describe('signOut', () => {
  it('drops the token from the session', async () => {
    const signedIn = await signIn(new Request('http://app.test/'), 'token-a')
    const out = await signOut(withCookie(signedIn))
    expect((await getSession(withCookie(out))).get('access_token')).toBeUndefined()
  })
})

describe('renewSignIn', () => {
  it('puts the new token into a new cookie, keeping the rebate ratio and a browser-session cookie', async () => {
    const first = await signIn(new Request('http://app.test/'), 'old-token', {
      rebateRatio: 8,
      remember: false,
    })
    expect(first).not.toMatch(/Max-Age|Expires/i)
    const renewed = await renewSignIn(withCookie(first), 'new-token', '密码修改成功')
    expect(cookieValue(renewed)).not.toBe(cookieValue(first))
    expect(renewed).not.toMatch(/Max-Age|Expires/i)
    const session = await getSession(withCookie(renewed))
    expect(session.get('access_token')).toBe('new-token')
    expect(session.get('rebateRatio')).toBe('8')
    expect(session.get('toast')).toBe('密码修改成功')
  })

  it('keeps a remembered cookie remembered', async () => {
    const first = await signIn(new Request('http://app.test/'), 'old-token', { remember: true })
    expect(await renewSignIn(withCookie(first), 'new-token')).toMatch(/Max-Age=2592000/)
  })
})

import { sameSitePath } from '@liuhe/domain'
import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node'
import { env } from '#app/server/platform/env.server.ts'

/** What the session cookie holds. The browser never reads it: the cookie is httpOnly. */
export interface SessionData {
  access_token: string
  rebateRatio: string
  chat_login_token: string
  /** Keys the captcha images of the login and register forms were issued for. */
  captcha_login: string
  captcha_reg: string
  /** The agent promotion code the home page was opened with (?code=), for the register form. */
  intrCode: string
  user_guest_id: string
  user_guest_name: string
  user_guest_hash_id: string
  /** '0' when the login form's remember toggle was off (the cookie ends with the browser session). */
  remember: '0'
}

/** Messages that survive one redirect (shown as a toast on the next page). */
export interface SessionFlash {
  toast: string
  /** How long that toast stays, in ms, when it is not the default (a refusal the reader must read). */
  toastMs: number
}

const storage = createCookieSessionStorage<SessionData, SessionFlash>({
  cookie: {
    name: '__liuhe',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production' && env.COOKIE_SECURE,
    path: '/',
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  },
})

/** The session of a request. */
export function getSession(request: Request) {
  return storage.getSession(request.headers.get('Cookie'))
}

/** `Set-Cookie` value that stores the session. */
export const commitSession = storage.commitSession
/** `Set-Cookie` value that removes the session. */
export const destroySession = storage.destroySession

/** The access token of a request, if the user is signed in. */
export async function getAccessToken(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get('access_token') || undefined
}

/** Options of {@link signIn}. */
export interface SignInOptions {
  rebateRatio?: string | number
  /** Keep the cookie after the browser closes (the login form's remember toggle). */
  remember?: boolean
  /** One-time toast for the next page, e.g. 登录成功!. */
  toast?: string
}

/**
 * Starts a new session for a new access token (and rebate ratio). Nothing of the pre-login session is carried
 * over (guest chat identity, captcha keys, promotion code): the cookie after login is a new value, never the
 * one the browser (or whoever planted it) had before.
 */
export async function signIn(_request: Request, token: string, options: SignInOptions = {}): Promise<string> {
  const session = await storage.getSession()
  session.set('access_token', token)
  if (options.rebateRatio !== undefined) session.set('rebateRatio', String(options.rebateRatio))
  if (options.remember === false) session.set('remember', '0')
  if (options.toast) session.flash('toast', options.toast)
  // Without remember the cookie ends with the browser session.
  return commitSession(session, options.remember === false ? { maxAge: undefined, expires: undefined } : {})
}

/**
 * Replaces the access token of a signed-in session (the platform rotates it on a password change) in a new
 * cookie, keeping the rebate ratio and the remember choice.
 */
export async function renewSignIn(request: Request, token: string, toast?: string): Promise<string> {
  const current = await getSession(request)
  return signIn(request, token, {
    rebateRatio: current.get('rebateRatio'),
    remember: current.get('remember') !== '0',
    toast,
  })
}

/** Removes the tokens of a signed-in user from a session (logout, invalid token). */
export function clearSignIn(session: Session<SessionData, SessionFlash>): void {
  session.unset('access_token')
  session.unset('chat_login_token')
  session.unset('rebateRatio')
}

/** Removes the access token, chat token and rebate ratio (logout, invalid token); keeps a flash message if given. */
export async function signOut(request: Request, toast?: string): Promise<string> {
  const session = await getSession(request)
  clearSignIn(session)
  if (toast) session.flash('toast', toast)
  return commitSession(session)
}

/**
 * Redirects with a one-time toast message, to `to` when it is a path of this site, else home
 * (`sameSitePath`): a target built from a request never leads off the site.
 */
export async function redirectWithToast(request: Request, to: string, toast: string, init?: ResponseInit) {
  const session = await getSession(request)
  session.flash('toast', toast)
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await commitSession(session))
  return redirect(sameSitePath(to), { ...init, headers })
}

import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { env } from './env.server'

/** What the session cookie holds. The browser never reads it: the cookie is httpOnly. */
export interface SessionData {
  access_token: string
  rebateRatio: string
  user_guest_id: string
  user_guest_name: string
  user_guest_hash_id: string
}

/** Messages that survive one redirect (shown as a toast on the next page). */
export interface SessionFlash {
  toast: string
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

/** Stores a new access token (and rebate ratio), dropping guest chat ids (spec section 4, Session). */
export async function signIn(
  request: Request,
  token: string,
  rebateRatio?: string | number,
): Promise<string> {
  const session = await getSession(request)
  session.set('access_token', token)
  if (rebateRatio !== undefined) session.set('rebateRatio', String(rebateRatio))
  session.unset('user_guest_id')
  session.unset('user_guest_name')
  session.unset('user_guest_hash_id')
  return commitSession(session)
}

/** Removes the access token and rebate ratio (logout, invalid token); keeps a flash message if given. */
export async function signOut(request: Request, toast?: string): Promise<string> {
  const session = await getSession(request)
  session.unset('access_token')
  session.unset('rebateRatio')
  if (toast) session.flash('toast', toast)
  return commitSession(session)
}

/** Redirects with a one-time toast message. */
export async function redirectWithToast(request: Request, to: string, toast: string, init?: ResponseInit) {
  const session = await getSession(request)
  session.flash('toast', toast)
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await commitSession(session))
  return redirect(to, { ...init, headers })
}

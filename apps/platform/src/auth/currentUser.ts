import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Clock } from '../clock'
import { HttpError } from '../envelope'
import { RefusedError } from '../errors'
import type { CurrentUser, UserStore } from '../store/user'

/** Reads the access token of a request: `Authorization: Bearer …` or the `token` header. */
export function tokenOf(c: Context): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
  return bearer ?? c.req.header('token') ?? undefined
}

/** The request's user when it carries a valid token; undefined for guests. A bad token also reads as guest. */
export async function optionalUser(
  users: UserStore,
  clock: Clock,
  c: Context,
): Promise<CurrentUser | undefined> {
  const token = tokenOf(c)
  return token ? await users.findUserByToken(token, clock.now()) : undefined
}

/** What {@link signedIn} gives the handlers after it. */
export interface SignedInEnv {
  Variables: { user: CurrentUser }
}

/**
 * Middleware of the routes for signed-in users; the handler reads the user as `c.var.user`. A guest gets
 * 401 `UC/NOT_LOGIN`, an unknown, expired or revoked token 400 `UC/TOKEN_INVALID`. It goes before the input
 * validator, so a guest is told to log in whatever they sent.
 */
export function signedIn(users: UserStore, clock: Clock) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const token = tokenOf(c)
    if (!token) throw new HttpError(401, 'UC/NOT_LOGIN', '请先登录')
    const user = await users.findUserByToken(token, clock.now())
    if (!user) throw new RefusedError('UC/TOKEN_INVALID', '登录已失效，请重新登录')
    c.set('user', user)
    await next()
  })
}

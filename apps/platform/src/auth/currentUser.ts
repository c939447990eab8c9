import type { Context } from 'hono'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { PlatformError } from '../envelope'

/** The signed-in user of a request. */
export interface CurrentUser {
  userId: number
  account: string
  /** 'HY' for members, 'TEST' for trial accounts. */
  type: string
}

/** Reads the access token of a request: `Authorization: Bearer …` or the `token` header. */
export function tokenOf(c: Context): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
  return bearer ?? c.req.header('token') ?? undefined
}

/** The user a valid, unexpired, unrevoked token belongs to; undefined for no or a bad token. */
export function findUserByToken(db: Db, token: string, nowMs: number): CurrentUser | undefined {
  const row = db
    .prepare(
      `SELECT u.user_id, u.account, u.type FROM tokens t JOIN users u ON u.user_id = t.user_id
       WHERE t.token = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .get(token, nowMs) as { user_id: number; account: string; type: string } | undefined
  return row && { userId: row.user_id, account: row.account, type: row.type }
}

/** The request's user when it carries a valid token; undefined for guests. A bad token also reads as guest. */
export function optionalUser(db: Db, clock: Clock, c: Context): CurrentUser | undefined {
  const token = tokenOf(c)
  return token ? findUserByToken(db, token, clock.now()) : undefined
}

/**
 * The request's user; a guest gets 401, and a missing, expired or revoked token gets 400 `UC/TOKEN_INVALID`
 * (spec section 8).
 */
export function requireUser(db: Db, clock: Clock, c: Context): CurrentUser {
  const token = tokenOf(c)
  if (!token) throw new PlatformError('UC/NOT_LOGIN', '请先登录', 401)
  const user = findUserByToken(db, token, clock.now())
  if (!user) throw new PlatformError('UC/TOKEN_INVALID', '登录已失效，请重新登录', 400)
  return user
}

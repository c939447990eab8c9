import { randomBytes } from 'node:crypto'
import type { Db } from '../db'

/** Token lifetimes: 7 days with "remember", else 1 day. */
export const TOKEN_TTL_MS = { remember: 7 * 86_400_000, session: 86_400_000 } as const

/** A user's stored login-relevant columns. */
export interface UserAuthRow {
  userId: number
  account: string
  type: string
  passwordHash: string
  failedLogins: number
  lockedUntil: number
}

/** A user's profile and wallet. */
export interface UserProfileRow {
  userId: number
  account: string
  type: string
  vipLevel: number
  avatarId: number
  cycleBetAmount: number
  isDl: number
  rebate: number
  enableChat: number
  chatLevel: number
  hyLevel: number
  money: number
  liveMoney: number
  rechMoney: number
  fundPwdHash: string | null
  domain: string
}

/** The login columns of an account, or undefined. */
export function findUserAuth(db: Db, account: string): UserAuthRow | undefined {
  const row = db
    .prepare(
      `SELECT user_id AS userId, account, type, password_hash AS passwordHash, failed_logins AS failedLogins,
              locked_until AS lockedUntil FROM users WHERE account = ?`,
    )
    .get(account) as UserAuthRow | undefined
  return row
}

/** Records a failed login; locks the account until `lockUntil` when this is the `maxFailures`-th in a row. */
export function recordLoginFailure(db: Db, userId: number, maxFailures: number, lockUntil: number): boolean {
  const row = db
    .prepare('UPDATE users SET failed_logins = failed_logins + 1 WHERE user_id = ? RETURNING failed_logins')
    .get(userId) as { failed_logins: number }
  if (row.failed_logins < maxFailures) return false
  db.prepare('UPDATE users SET failed_logins = 0, locked_until = ? WHERE user_id = ?').run(lockUntil, userId)
  return true
}

/** Clears the failure count after a successful login. */
export function clearLoginFailures(db: Db, userId: number): void {
  db.prepare('UPDATE users SET failed_logins = 0, locked_until = 0 WHERE user_id = ?').run(userId)
}

/** The server message of an account flagged for a password reset, or undefined. */
export function passwordResetMessage(db: Db, userId: number): string | undefined {
  const row = db.prepare('SELECT message FROM password_resets WHERE user_id = ?').get(userId) as
    | { message: string }
    | undefined
  return row?.message
}

/** Issues a random 32-byte hex token for a user. */
export function issueToken(db: Db, userId: number, nowMs: number, ttlMs: number): string {
  const token = randomBytes(32).toString('hex')
  db.prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)').run(
    token,
    userId,
    nowMs + ttlMs,
  )
  return token
}

/** Revokes a token; false when it did not exist. */
export function revokeToken(db: Db, token: string): boolean {
  return db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(token).changes === 1
}

/** True when a column value is already used by a user (account, email, phone, qq, weixin). */
export function isTaken(
  db: Db,
  column: 'account' | 'email' | 'phone' | 'qq' | 'weixin',
  value: string,
): boolean {
  return !!db.prepare(`SELECT 1 FROM users WHERE ${column} = ? COLLATE NOCASE LIMIT 1`).get(value)
}

/** The agent owning a promotion code, or undefined. */
export function findIntrCodeAgent(db: Db, code: string): number | undefined {
  const row = db.prepare('SELECT agent_id FROM intr_codes WHERE code = ?').get(code) as
    | { agent_id: number }
    | undefined
  return row?.agent_id
}

/** Fields of a new user. */
export interface NewUser {
  account: string
  passwordHash: string
  type: 'HY' | 'TEST'
  createdAt: number
  money: number
  fundPwdHash?: string | undefined
  email?: string | undefined
  fullName?: string | undefined
  phone?: string | undefined
  qq?: string | undefined
  weixin?: string | undefined
  birthday?: string | undefined
  intrCode?: string | undefined
  agentId?: number | undefined
}

/** Inserts a user and returns its id. */
export function insertUser(db: Db, user: NewUser): number {
  const result = db
    .prepare(
      `INSERT INTO users (account, password_hash, type, created_at, money, fund_pwd_hash, email, full_name, phone,
         qq, weixin, birthday, intr_code, agent_id)
       VALUES (@account, @passwordHash, @type, @createdAt, @money, @fundPwdHash, @email, @fullName, @phone, @qq,
         @weixin, @birthday, @intrCode, @agentId)`,
    )
    .run({
      fundPwdHash: null,
      email: null,
      fullName: null,
      phone: null,
      qq: null,
      weixin: null,
      birthday: null,
      intrCode: null,
      agentId: null,
      ...Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined)),
    })
  return Number(result.lastInsertRowid)
}

/** The next free trial account name (`test` + 6 digits). */
export function nextTrialAccount(db: Db): string {
  const row = db.prepare("SELECT COUNT(*) AS n FROM users WHERE type = 'TEST'").get() as { n: number }
  for (let n = row.n + 1; ; n++) {
    const account = `test${String(n).padStart(6, '0')}`
    if (!isTaken(db, 'account', account)) return account
  }
}

/** A user's profile and wallet. */
export function findUserProfile(db: Db, userId: number): UserProfileRow {
  return db
    .prepare(
      `SELECT user_id AS userId, account, type, vip_level AS vipLevel, avatar_id AS avatarId,
              cycle_bet_amount AS cycleBetAmount, is_dl AS isDl, rebate, enable_chat AS enableChat,
              chat_level AS chatLevel, hy_level AS hyLevel, money, live_money AS liveMoney,
              rech_money AS rechMoney, fund_pwd_hash AS fundPwdHash, domain
       FROM users WHERE user_id = ?`,
    )
    .get(userId) as UserProfileRow
}

/** A user's two balances. */
export function balanceOf(db: Db, userId: number): { money: number; liveMoney: number } {
  return db.prepare('SELECT money, live_money AS liveMoney FROM users WHERE user_id = ?').get(userId) as {
    money: number
    liveMoney: number
  }
}

/** Moves the whole third-party (live) balance back into the main balance; returns the new balances. */
export function recallLiveMoney(db: Db, userId: number): { money: number; liveMoney: number } {
  db.prepare('UPDATE users SET money = round(money + live_money, 2), live_money = 0 WHERE user_id = ?').run(
    userId,
  )
  return balanceOf(db, userId)
}

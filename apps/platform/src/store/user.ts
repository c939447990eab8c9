import { randomBytes } from 'node:crypto'
import { fenToYuan, type Viewer } from '@liuhe/domain'
import type { Db } from '../db'

/** Token lifetimes: 7 days with "remember", else 1 day. */
export const TOKEN_TTL_MS = { remember: 7 * 86_400_000, session: 86_400_000 } as const

/** The signed-in user of a request. */
export interface CurrentUser {
  userId: number
  account: string
  /** 'HY' for members, 'TEST' for trial accounts. */
  type: string
}

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
  /** Bets counted toward the VIP cycle, fen. */
  cycleBetFen: number
  isDl: number
  rebate: number
  enableChat: number
  chatLevel: number
  hyLevel: number
  moneyFen: number
  liveMoneyFen: number
  /** Everything ever recharged, fen: 0 keeps recharge-locked content locked. */
  rechMoneyFen: number
  fundPwdHash: string | null
  domain: string
}

/** Fields of a new user. */
export interface NewUser {
  account: string
  passwordHash: string
  type: 'HY' | 'TEST'
  createdAt: number
  fundPwdHash?: string | undefined
  email?: string | undefined
  fullName?: string | undefined
  phone?: string | undefined
  qq?: string | undefined
  weixin?: string | undefined
  birthday?: string | undefined
  intrCode?: string | undefined
  agentId?: number | undefined
  /** 1 for an agent (a sub-user the agent made an agent); 0 by default. */
  isDl?: 0 | 1 | undefined
  /** Rebate per mille; the schema's default (8) when absent. */
  rebate?: number | undefined
}

/** Who a promotion code registers an account under, and as what. */
export interface Promotion {
  agentId: number
  /** What the account becomes: a registration link's type and rebate; a plain code's default member. */
  isDl: 0 | 1
  rebate: number | undefined
}

/** Columns a value can be checked for uniqueness in. */
export const uniqueColumns = ['account', 'email', 'phone', 'qq', 'weixin'] as const
/** A column checked for uniqueness. */
export type UniqueColumn = (typeof uniqueColumns)[number]

/** Accounts, their tokens and their wallets. */
export function createUserStore(db: Db) {
  const byToken = db.prepare(
    `SELECT u.user_id, u.account, u.type FROM tokens t JOIN users u ON u.user_id = t.user_id
     WHERE t.token = ? AND t.revoked = 0 AND t.expires_at > ?`,
  )
  const auth = db.prepare(
    `SELECT user_id AS userId, account, type, password_hash AS passwordHash, failed_logins AS failedLogins,
            locked_until AS lockedUntil FROM users WHERE account = ?`,
  )
  const countFailure = db.prepare(
    'UPDATE users SET failed_logins = failed_logins + 1 WHERE user_id = ? RETURNING failed_logins',
  )
  const lock = db.prepare('UPDATE users SET failed_logins = 0, locked_until = ? WHERE user_id = ?')
  const clearFailures = db.prepare('UPDATE users SET failed_logins = 0, locked_until = 0 WHERE user_id = ?')
  const resetMessage = db.prepare('SELECT message FROM password_resets WHERE user_id = ?')
  const insertToken = db.prepare('INSERT INTO tokens (token, user_id, expires_at) VALUES (?, ?, ?)')
  const revoke = db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?')
  const expiryOf = db.prepare('SELECT expires_at FROM tokens WHERE token = ? AND user_id = ? AND revoked = 0')
  // A column name cannot be a parameter: one statement per column that can be checked.
  const taken = new Map(
    uniqueColumns.map((column) => [
      column,
      db.prepare(`SELECT 1 FROM users WHERE ${column} = ? COLLATE NOCASE LIMIT 1`),
    ]),
  )
  // A registration link's code (migration 9) or an agent's plain promotion code.
  const promotion = db.prepare(
    `SELECT agent_id AS agentId, type AS isDl, rebate FROM agent_links WHERE code = @code
     UNION ALL SELECT agent_id AS agentId, 0 AS isDl, NULL AS rebate FROM intr_codes WHERE code = @code
     LIMIT 1`,
  )
  const insert = db.prepare(
    `INSERT INTO users (account, password_hash, type, created_at, fund_pwd_hash, email, full_name, phone,
       qq, weixin, birthday, intr_code, agent_id, is_dl, rebate)
     VALUES (@account, @passwordHash, @type, @createdAt, @fundPwdHash, @email, @fullName, @phone, @qq,
       @weixin, @birthday, @intrCode, @agentId, @isDl, COALESCE(@rebate, 8))`,
  )
  const trialCount = db.prepare("SELECT COUNT(*) AS n FROM users WHERE type = 'TEST'")
  const profile = db.prepare(
    `SELECT user_id AS userId, account, type, vip_level AS vipLevel, avatar_id AS avatarId,
            cycle_bet_fen AS cycleBetFen, is_dl AS isDl, rebate, enable_chat AS enableChat,
            chat_level AS chatLevel, hy_level AS hyLevel, money_fen AS moneyFen, live_money_fen AS liveMoneyFen,
            rech_money_fen AS rechMoneyFen, fund_pwd_hash AS fundPwdHash, domain
     FROM users WHERE user_id = ?`,
  )
  const access = db.prepare(
    'SELECT type, vip_level AS vipLevel, is_dl AS isDl, rech_money_fen AS rechMoneyFen FROM users WHERE user_id = ?',
  )

  /** True when a column value is already used by a user (account, email, phone, qq, weixin). */
  const isTaken = (column: UniqueColumn, value: string): boolean => !!taken.get(column)!.get(value)

  return {
    /** The user a valid, unexpired, unrevoked token belongs to; undefined for no or a bad token. */
    findUserByToken(token: string, nowMs: number): CurrentUser | undefined {
      const row = byToken.get(token, nowMs) as { user_id: number; account: string; type: string } | undefined
      return row && { userId: row.user_id, account: row.account, type: row.type }
    },
    /** The login columns of an account, or undefined. */
    findUserAuth(account: string): UserAuthRow | undefined {
      return auth.get(account) as UserAuthRow | undefined
    },
    /** Records a failed login; locks the account until `lockUntil` when this is the `maxFailures`-th in a row. */
    recordLoginFailure(userId: number, maxFailures: number, lockUntil: number): boolean {
      const row = countFailure.get(userId) as { failed_logins: number }
      if (row.failed_logins < maxFailures) return false
      lock.run(lockUntil, userId)
      return true
    },
    /** Clears the failure count after a successful login. */
    clearLoginFailures(userId: number): void {
      clearFailures.run(userId)
    },
    /** The server message of an account flagged for a password reset, or undefined. */
    passwordResetMessage(userId: number): string | undefined {
      return (resetMessage.get(userId) as { message: string } | undefined)?.message
    },
    /** Issues a random 32-byte hex token for a user. */
    issueToken(userId: number, nowMs: number, ttlMs: number): string {
      const token = randomBytes(32).toString('hex')
      insertToken.run(token, userId, nowMs + ttlMs)
      return token
    },
    /**
     * Replaces a user's live token with a new one that expires when it would have (a password change keeps
     * the caller signed in, but not with a token anyone may have copied); undefined when it is not live.
     */
    rotateToken(userId: number, token: string): string | undefined {
      const row = expiryOf.get(token, userId) as { expires_at: number } | undefined
      if (!row) return undefined
      revoke.run(token)
      const next = randomBytes(32).toString('hex')
      insertToken.run(next, userId, row.expires_at)
      return next
    },
    /** Revokes a token; false when it did not exist. */
    revokeToken(token: string): boolean {
      return revoke.run(token).changes === 1
    },
    isTaken,
    /** The agent owning a promotion code (a registration link's or a plain one), or undefined. */
    findPromotion(code: string): Promotion | undefined {
      const row = promotion.get({ code }) as
        | { agentId: number; isDl: 0 | 1; rebate: number | null }
        | undefined
      return row && { agentId: row.agentId, isDl: row.isDl, rebate: row.rebate ?? undefined }
    },
    /** Inserts a user and returns its id. */
    insertUser(user: NewUser): number {
      const result = insert.run({
        fundPwdHash: null,
        email: null,
        fullName: null,
        phone: null,
        qq: null,
        weixin: null,
        birthday: null,
        intrCode: null,
        agentId: null,
        isDl: 0,
        rebate: null,
        ...Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined)),
      })
      return Number(result.lastInsertRowid)
    },
    /** The next free trial account name (`test` + 6 digits). */
    nextTrialAccount(): string {
      const row = trialCount.get() as { n: number }
      for (let n = row.n + 1; ; n++) {
        const account = `test${String(n).padStart(6, '0')}`
        if (!isTaken('account', account)) return account
      }
    },
    /** A user's profile and wallet. */
    findUserProfile(userId: number): UserProfileRow {
      return profile.get(userId) as UserProfileRow
    },
    /**
     * The domain's viewer of a signed-in user, for the access rules (locks): what the app builds from the
     * user-info answer, read from the stored row.
     */
    findViewer(userId: number): Viewer {
      const row = access.get(userId) as { type: string; vipLevel: number; isDl: number; rechMoneyFen: number }
      return {
        hasToken: true,
        userInfo: { type: row.type, vipLevel: row.vipLevel, isDl: row.isDl },
        extInfo: { rechMoney: fenToYuan(row.rechMoneyFen) },
      }
    },
  }
}

/** The user store of one database. */
export type UserStore = ReturnType<typeof createUserStore>

import { randomBytes } from 'node:crypto'
import { fenToYuan, type Viewer } from '@liuhe/domain'
import { preparedQuery } from '../storage/prepared'
import { equalsIgnoringAsciiCase, lockWithinTransaction, type Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/** Token lifetimes: 7 days with "remember", else 1 day. */
export const TOKEN_TTL_MS = { remember: 7 * 86_400_000, session: 86_400_000 } as const

/** The signed-in user of a request. */
export interface CurrentUser {
  userId: number
  account: string
  /** 'HY' for members, 'TEST' for trial accounts. */
  type: string
}

/** The user of a valid token: every signed-in request asks it, so it is compiled once (storage/prepared.ts). */
const userByToken = preparedQuery<{ token: string; nowMs: number }, CurrentUser>((db, p) =>
  db
    .selectFrom('tokens as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select(['u.user_id as userId', 'u.account', 'u.type'])
    .where('t.token', '=', p.token)
    .where('t.revoked', '=', 0)
    .where('t.expires_at', '>', p.nowMs),
)

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

/** The columns of a {@link UserProfileRow}. */
const profileColumns = [
  'user_id as userId',
  'account',
  'type',
  'vip_level as vipLevel',
  'avatar_id as avatarId',
  'cycle_bet_fen as cycleBetFen',
  'is_dl as isDl',
  'rebate',
  'enable_chat as enableChat',
  'chat_level as chatLevel',
  'hy_level as hyLevel',
  'money_fen as moneyFen',
  'live_money_fen as liveMoneyFen',
  'rech_money_fen as rechMoneyFen',
  'fund_pwd_hash as fundPwdHash',
  'domain',
] as const

/** A new random 32-byte hex token. */
const newToken = () => randomBytes(32).toString('hex')

/**
 * The name of the lock {@link createUserStore}'s `lockUniqueValues` takes (storage/queries.ts
 * `lockWithinTransaction`).
 */
const UNIQUE_VALUES_LOCK = 'users.unique-values'

/** Accounts, their tokens and their wallets. */
export function createUserStore(db: Queries) {
  /**
   * True when a column value is already used by a user (account, email, phone, qq, weixin), whatever the case
   * of its ASCII letters (SQLite's COLLATE NOCASE; storage/queries.ts `equalsIgnoringAsciiCase`).
   */
  const isTaken = async (column: UniqueColumn, value: string): Promise<boolean> => {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('taken'))
      .where((eb) => equalsIgnoringAsciiCase(db, eb.ref(column), value))
      .limit(1)
      .executeTakeFirst()
    return row !== undefined
  }

  return {
    /** The user a valid, unexpired, unrevoked token belongs to; undefined for no or a bad token. */
    async findUserByToken(token: string, nowMs: number): Promise<CurrentUser | undefined> {
      return userByToken.first(db, { token, nowMs })
    },
    /** The login columns of an account (its exact name), or undefined. */
    async findUserAuth(account: string): Promise<UserAuthRow | undefined> {
      return db
        .selectFrom('users')
        .select([
          'user_id as userId',
          'account',
          'type',
          'password_hash as passwordHash',
          'failed_logins as failedLogins',
          'locked_until as lockedUntil',
        ])
        .where('account', '=', account)
        .executeTakeFirst()
    },
    /**
     * Records a failed login; locks the account until `lockUntil` when this is the `maxFailures`-th in a row.
     * One statement: its SET reads the count as it was, and the row stays locked till it ends, so failures
     * counted at the same time count one after another.
     */
    async recordLoginFailure(userId: number, maxFailures: number, lockUntil: number): Promise<boolean> {
      const { failed_logins } = await db
        .updateTable('users')
        .set((eb) => {
          const reached = eb(eb('failed_logins', '+', 1), '>=', maxFailures)
          return {
            failed_logins: eb
              .case()
              .when(reached)
              .then(0)
              .else(eb('failed_logins', '+', 1))
              .end(),
            locked_until: eb.case().when(reached).then(lockUntil).else(eb.ref('locked_until')).end(),
          }
        })
        .where('user_id', '=', userId)
        // RETURNING reads the row as written: a failure that locked left the count at 0, any other above it.
        .returning('failed_logins')
        .executeTakeFirstOrThrow()
      return failed_logins === 0
    },
    /** Clears the failure count after a successful login. */
    async clearLoginFailures(userId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ failed_logins: 0, locked_until: 0 })
        .where('user_id', '=', userId)
        .execute()
    },
    /** The server message of an account flagged for a password reset, or undefined. */
    async passwordResetMessage(userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('password_resets')
        .select('message')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.message
    },
    /** Issues a random 32-byte hex token for a user. */
    async issueToken(userId: number, nowMs: number, ttlMs: number): Promise<string> {
      const token = newToken()
      await db
        .insertInto('tokens')
        .values({ token, user_id: userId, expires_at: nowMs + ttlMs })
        .execute()
      return token
    },
    /**
     * Replaces a user's live token with a new one that expires when it would have (a password change keeps
     * the caller signed in, but not with a token anyone may have copied); undefined when it is not live.
     * The revocation is the check: of two rotations of one token at the same time, one revokes it (its
     * UPDATE locks the row) and the other finds it revoked.
     */
    rotateToken(userId: number, token: string): Promise<string | undefined> {
      return inTransaction(db, async (trx) => {
        const revoked = await trx
          .updateTable('tokens')
          .set({ revoked: 1 })
          .where('token', '=', token)
          .where('user_id', '=', userId)
          .where('revoked', '=', 0)
          .returning('expires_at')
          .executeTakeFirst()
        if (!revoked) return undefined
        const next = newToken()
        await trx
          .insertInto('tokens')
          .values({ token: next, user_id: userId, expires_at: revoked.expires_at })
          .execute()
        return next
      })
    },
    /** Revokes a token; false when it did not exist. */
    async revokeToken(token: string): Promise<boolean> {
      const result = await db
        .updateTable('tokens')
        .set({ revoked: 1 })
        .where('token', '=', token)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
    isTaken,
    /**
     * In the caller's transaction, waits for any other transaction that took this lock to end and holds it
     * till this one ends: take it before checking that a unique value is free ({@link isTaken}) and writing
     * it, so two such checks never both pass (the UNIQUE key on `account` is exact, not case-blind; email,
     * phone, qq and weixin have none). On SQLite the transaction holds the write lock already.
     */
    async lockUniqueValues(): Promise<void> {
      await lockWithinTransaction(db, UNIQUE_VALUES_LOCK)
    },
    /**
     * The agent owning a promotion code, or undefined: a registration link's code (migration 9) first, else
     * an agent's plain promotion code (a default member).
     */
    async findPromotion(code: string): Promise<Promotion | undefined> {
      const link = await db
        .selectFrom('agent_links')
        .select(['agent_id as agentId', 'type as isDl', 'rebate'])
        .where('code', '=', code)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
      if (link) return { agentId: link.agentId, isDl: link.isDl as 0 | 1, rebate: link.rebate ?? undefined }
      const plain = await db
        .selectFrom('intr_codes')
        .select('agent_id as agentId')
        .where('code', '=', code)
        .limit(1)
        .executeTakeFirst()
      return plain && { agentId: plain.agentId, isDl: 0, rebate: undefined }
    },
    /** Inserts a user and returns its id. */
    async insertUser(user: NewUser): Promise<number> {
      const { user_id } = await db
        .insertInto('users')
        .values({
          account: user.account,
          password_hash: user.passwordHash,
          type: user.type,
          created_at: user.createdAt,
          fund_pwd_hash: user.fundPwdHash ?? null,
          email: user.email ?? null,
          full_name: user.fullName ?? null,
          phone: user.phone ?? null,
          qq: user.qq ?? null,
          weixin: user.weixin ?? null,
          birthday: user.birthday ?? null,
          intr_code: user.intrCode ?? null,
          agent_id: user.agentId ?? null,
          is_dl: user.isDl ?? 0,
          rebate: user.rebate ?? 8,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow()
      return user_id
    },
    /**
     * The next free trial account name (`test` + 6 digits). Call it in the transaction that inserts the
     * account, after {@link lockUniqueValues}.
     */
    async nextTrialAccount(): Promise<string> {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 'TEST')
        .executeTakeFirstOrThrow()
      for (let next = Number(n) + 1; ; next++) {
        const account = `test${String(next).padStart(6, '0')}`
        if (!(await isTaken('account', account))) return account
      }
    },
    /** A user's profile and wallet. */
    async findUserProfile(userId: number): Promise<UserProfileRow> {
      return (await db
        .selectFrom('users')
        .select(profileColumns)
        .where('user_id', '=', userId)
        .executeTakeFirst()) as UserProfileRow
    },
    /**
     * The domain's viewer of a signed-in user, for the access rules (locks): what the app builds from the
     * user-info answer, read from the stored row.
     */
    async findViewer(userId: number): Promise<Viewer> {
      const row = await db
        .selectFrom('users')
        .select(['type', 'vip_level as vipLevel', 'is_dl as isDl', 'rech_money_fen as rechMoneyFen'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
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

import type { LedgerType } from '@liuhe/domain'
import type { Db } from '../db'
import { RefusedError } from '../errors'

/** A user's two wallets: the main balance (bets, recharges, withdrawals) and the third-party game balance. */
export type WalletName = 'main' | 'live'

/** One balance change to write. */
export interface Posting {
  userId: number
  wallet?: WalletName
  type: LedgerType
  /** Signed: credits are positive, debits negative. */
  amountFen: number
  /** What the change belongs to: an order number, a recharge order, a red packet. */
  ref?: string
  at: number
}

/** A ledger row as the bills list reads it. */
export interface LedgerRow {
  id: number
  wallet: WalletName
  type: LedgerType
  amountFen: number
  balanceFen: number
  ref: string
  createdAt: number
}

/** The answer to a debit the balance does not cover. */
export const insufficientBalance = () => new RefusedError('WALLET/INSUFFICIENT', '余额不足')

/**
 * Balances and their ledger. A balance changes only through {@link post}, which writes the change and its
 * ledger row together, so a balance is always the sum of its rows; the schema's CHECK keeps it from going
 * below zero, whatever runs at the same time.
 */
export function createWalletStore(db: Db) {
  const balances = db.prepare(
    'SELECT money_fen AS moneyFen, live_money_fen AS liveMoneyFen FROM users WHERE user_id = ?',
  )
  const change = {
    main: db.prepare(
      'UPDATE users SET money_fen = money_fen + ? WHERE user_id = ? RETURNING money_fen AS balance',
    ),
    live: db.prepare(
      'UPDATE users SET live_money_fen = live_money_fen + ? WHERE user_id = ? RETURNING live_money_fen AS balance',
    ),
  }
  const insertRow = db.prepare(
    `INSERT INTO ledger (user_id, wallet, type, amount_fen, balance_fen, ref, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const sums = db.prepare(
    `SELECT u.user_id AS userId, u.money_fen AS moneyFen, u.live_money_fen AS liveMoneyFen,
            COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE user_id = u.user_id AND wallet = 'main'), 0) AS mainRows,
            COALESCE((SELECT SUM(amount_fen) FROM ledger WHERE user_id = u.user_id AND wallet = 'live'), 0) AS liveRows
     FROM users u`,
  )
  const rows = db.prepare(
    `SELECT id, wallet, type, amount_fen AS amountFen, balance_fen AS balanceFen, ref, created_at AS createdAt
     FROM ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  )
  const billFilter = `user_id = @userId AND created_at >= @fromMs AND created_at < @toMs
    AND (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))`
  const bills = db.prepare(
    `SELECT id, wallet, type, amount_fen AS amountFen, balance_fen AS balanceFen, ref, created_at AS createdAt
     FROM ledger WHERE ${billFilter} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  )
  const billCount = db.prepare(`SELECT COUNT(*) AS n FROM ledger WHERE ${billFilter}`)

  /** Applies one signed change to a wallet with its ledger row; returns the balance after it. */
  const post = db.transaction((posting: Posting): number => {
    const wallet = posting.wallet ?? 'main'
    if (!Number.isSafeInteger(posting.amountFen)) throw new RangeError(`not whole fen: ${posting.amountFen}`)
    // Nothing moves: no row (a new account without a bonus, an empty third-party wallet).
    if (posting.amountFen === 0) {
      const current = balances.get(posting.userId) as { moneyFen: number; liveMoneyFen: number }
      return wallet === 'main' ? current.moneyFen : current.liveMoneyFen
    }
    let balance: number
    try {
      const row = change[wallet].get(posting.amountFen, posting.userId) as { balance: number } | undefined
      if (!row) throw new RangeError(`no user ${posting.userId}`)
      balance = row.balance
    } catch (error) {
      if (error instanceof Error && /CHECK constraint failed/.test(error.message)) throw insufficientBalance()
      throw error
    }
    insertRow.run(
      posting.userId,
      wallet,
      posting.type,
      posting.amountFen,
      balance,
      posting.ref ?? '',
      posting.at,
    )
    return balance
  })

  /**
   * Applies many credits at once (a draw's payouts): each posting gets its ledger row with the running
   * balance after it, and each user's balance is updated once with the sum. Credits only, so no balance can
   * go below zero here.
   */
  const creditMany = db.transaction((postings: readonly Posting[]): void => {
    const byUser = new Map<string, { userId: number; wallet: WalletName; total: number; balance: number }>()
    for (const posting of postings) {
      const wallet = posting.wallet ?? 'main'
      if (!Number.isSafeInteger(posting.amountFen) || posting.amountFen <= 0) {
        throw new RangeError(`not a credit of whole fen: ${posting.amountFen}`)
      }
      const key = `${posting.userId}:${wallet}`
      let account = byUser.get(key)
      if (!account) {
        const current = balances.get(posting.userId) as { moneyFen: number; liveMoneyFen: number } | undefined
        if (!current) throw new RangeError(`no user ${posting.userId}`)
        const start = wallet === 'main' ? current.moneyFen : current.liveMoneyFen
        account = { userId: posting.userId, wallet, total: 0, balance: start }
        byUser.set(key, account)
      }
      account.total += posting.amountFen
      account.balance += posting.amountFen
      insertRow.run(
        posting.userId,
        wallet,
        posting.type,
        posting.amountFen,
        account.balance,
        posting.ref ?? '',
        posting.at,
      )
    }
    for (const account of byUser.values()) change[account.wallet].run(account.total, account.userId)
    // Reads the balances before writing: takes the write lock first (see `transaction` in ./index.ts).
  }).immediate

  return {
    post,
    creditMany,
    /** A user's two balances, in fen. */
    balancesOf(userId: number): { moneyFen: number; liveMoneyFen: number } {
      return balances.get(userId) as { moneyFen: number; liveMoneyFen: number }
    },
    /** Moves the whole third-party balance into the main one (two ledger rows); returns the new balances. */
    recallLive: db.transaction((userId: number, at: number) => {
      const { liveMoneyFen } = balances.get(userId) as { liveMoneyFen: number }
      if (liveMoneyFen > 0) {
        post({ userId, wallet: 'live', type: 'transfer', amountFen: -liveMoneyFen, at })
        post({ userId, wallet: 'main', type: 'transfer', amountFen: liveMoneyFen, at })
      }
      return balances.get(userId) as { moneyFen: number; liveMoneyFen: number }
    }).immediate,
    /** A page of a user's ledger rows, newest first. */
    ledgerOf(userId: number, page: { limit: number; offset: number }): LedgerRow[] {
      return rows.all(userId, page.limit, page.offset) as LedgerRow[]
    },
    /** A page of a user's ledger rows of some types (all when none given) in a time range, newest first. */
    billsOf(query: {
      userId: number
      types?: readonly LedgerType[] | undefined
      fromMs: number
      toMs: number
      limit: number
      offset: number
    }): { rows: LedgerRow[]; total: number } {
      const params = { ...query, types: query.types?.length ? JSON.stringify(query.types) : null }
      return {
        rows: bills.all(params) as LedgerRow[],
        total: (billCount.get(params) as { n: number }).n,
      }
    },
    /**
     * Every user whose balance differs from the sum of its ledger rows (tests and a health check): empty
     * while the ledger holds.
     */
    unbalancedUsers(): {
      userId: number
      moneyFen: number
      mainRows: number
      liveMoneyFen: number
      liveRows: number
    }[] {
      return (
        sums.all() as {
          userId: number
          moneyFen: number
          mainRows: number
          liveMoneyFen: number
          liveRows: number
        }[]
      ).filter((u) => u.moneyFen !== u.mainRows || u.liveMoneyFen !== u.liveRows)
    },
  }
}

/** The wallet store of one database. */
export type WalletStore = ReturnType<typeof createWalletStore>

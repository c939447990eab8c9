import type { LedgerType } from '@liuhe/domain'
import { sql } from 'kysely'
import { RefusedError } from '../errors'
import { preparedQuery } from '../storage/prepared'
import { addToUsers, lockedForUpdate, type Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

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

/** A member's VIP cycle (valid bets since the cycle began, fen) and level, after bets were added to it. */
export interface CycleAfter {
  userId: number
  cycleBetFen: number
  vipLevel: number
}

/** The balance a posting changed, after it, and both of the user's balances (fen). */
export interface BalancesAfter {
  balance: number
  moneyFen: number
  liveMoneyFen: number
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

/** Whether `error` is the schema's CHECK refusing a balance below zero (SQLite's message, PostgreSQL's code). */
const isCheckViolation = (error: unknown) =>
  error instanceof Error &&
  (/CHECK constraint failed/.test(error.message) || (error as { code?: unknown }).code === '23514')

/** Ledger rows per INSERT in {@link createWalletStore}'s `creditMany`: well within both engines' parameter limits. */
const LEDGER_ROWS_PER_INSERT = 500

const ledgerColumns = [
  'id',
  'wallet',
  'type',
  'amount_fen as amountFen',
  'balance_fen as balanceFen',
  'ref',
  'created_at as createdAt',
] as const

// One balance change and its ledger row, as every bet form and posting writes them, compiled once
// (storage/prepared.ts): the balance moves only when it covers the change (the condition keeps the CHECK from
// firing), answering both balances after it.
type BalanceChange = { userId: number; amountFen: number }
type Balances = { moneyFen: number; liveMoneyFen: number }
const addToMain = preparedQuery<BalanceChange, Balances>((db, p) =>
  db
    .updateTable('users')
    .set((eb) => ({ money_fen: eb('money_fen', '+', p.amountFen) }))
    .where('user_id', '=', p.userId)
    .where((eb) => eb(eb('money_fen', '+', p.amountFen), '>=', 0))
    .returning(['money_fen as moneyFen', 'live_money_fen as liveMoneyFen']),
)
const addToLive = preparedQuery<BalanceChange, Balances>((db, p) =>
  db
    .updateTable('users')
    .set((eb) => ({ live_money_fen: eb('live_money_fen', '+', p.amountFen) }))
    .where('user_id', '=', p.userId)
    .where((eb) => eb(eb('live_money_fen', '+', p.amountFen), '>=', 0))
    .returning(['money_fen as moneyFen', 'live_money_fen as liveMoneyFen']),
)
const insertLedgerRow = preparedQuery<
  {
    userId: number
    wallet: WalletName
    type: LedgerType
    amountFen: number
    balanceFen: number
    ref: string
    at: number
  },
  never
>((db, p) =>
  db.insertInto('ledger').values({
    user_id: p.userId,
    wallet: p.wallet,
    type: p.type,
    amount_fen: p.amountFen,
    balance_fen: p.balanceFen,
    ref: p.ref,
    created_at: p.at,
  }),
)

/**
 * Balances and their ledger. A balance changes only through {@link post}, which writes the change and its
 * ledger row together, so a balance is always the sum of its rows; a debit changes the balance only while it
 * covers the debit (one conditional UPDATE, so whatever runs at the same time, on either engine), and the
 * schema's CHECK keeps it from going below zero besides.
 */
export function createWalletStore(db: Queries) {
  const balancesIn = (q: Queries, userId: number) =>
    q
      .selectFrom('users')
      .select(['money_fen as moneyFen', 'live_money_fen as liveMoneyFen'])
      .where('user_id', '=', userId)

  /**
   * Adds `amountFen` (signed) to a wallet unless the result would be below zero; the balance after it with
   * both of the user's balances, or undefined when the user does not exist or the balance does not cover the
   * debit. One UPDATE: on PostgreSQL it locks the row, and a concurrent change's commit is waited for and the
   * condition read again.
   */
  const change = async (q: Queries, wallet: WalletName, userId: number, amountFen: number) => {
    try {
      const row = await (wallet === 'main' ? addToMain : addToLive).first(q, { userId, amountFen })
      return row && { ...row, balance: wallet === 'main' ? row.moneyFen : row.liveMoneyFen }
    } catch (error) {
      // The condition above keeps the CHECK from firing; should it fire all the same, it is the same refusal.
      if (isCheckViolation(error)) throw insufficientBalance()
      throw error
    }
  }

  /** {@link postAndBalances} in `q`'s transaction (joined when `q` is one). */
  const postIn = async (q: Queries, posting: Posting): Promise<BalancesAfter> => {
    const wallet = posting.wallet ?? 'main'
    if (!Number.isSafeInteger(posting.amountFen)) throw new RangeError(`not whole fen: ${posting.amountFen}`)
    return inTransaction(q, async (trx) => {
      // Nothing moves: no row (a new account without a bonus, an empty third-party wallet).
      if (posting.amountFen === 0) {
        const current = await balancesIn(trx, posting.userId).executeTakeFirst()
        if (!current) throw new RangeError(`no user ${posting.userId}`)
        return { ...current, balance: wallet === 'main' ? current.moneyFen : current.liveMoneyFen }
      }
      const after = await change(trx, wallet, posting.userId, posting.amountFen)
      if (after === undefined) {
        if (!(await balancesIn(trx, posting.userId).executeTakeFirst())) {
          throw new RangeError(`no user ${posting.userId}`)
        }
        throw insufficientBalance()
      }
      await insertLedgerRow.run(trx, {
        userId: posting.userId,
        wallet,
        type: posting.type,
        amountFen: posting.amountFen,
        balanceFen: after.balance,
        ref: posting.ref ?? '',
        at: posting.at,
      })
      return after
    })
  }

  return {
    /**
     * Applies one signed change to a wallet with its ledger row, in one transaction (the caller's, when `db`
     * is one); returns the balance after it. A debit the balance does not cover is refused with
     * WALLET/INSUFFICIENT (余额不足) and changes nothing.
     */
    async post(posting: Posting): Promise<number> {
      return (await postIn(db, posting)).balance
    },
    /** {@link post}, answering both of the user's balances after it besides (the bet form's answer). */
    postAndBalances(posting: Posting): Promise<BalancesAfter> {
      return postIn(db, posting)
    },

    /**
     * Applies many credits at once (a draw's payouts): each posting gets its ledger row with the running
     * balance after it, and each user's balance is updated once with the sum. Credits only, so no balance can
     * go below zero here. `cycleBets` (valid bets, fen, by member: a settlement's batch, betting/settle.ts) are
     * added to the members' VIP cycles in the same UPDATE of their rows as the main balances; answers each of
     * those members' cycle and VIP level after it (none without `cycleBets`).
     */
    async creditMany(
      postings: readonly Posting[],
      cycleBets: ReadonlyMap<number, number> = new Map(),
    ): Promise<CycleAfter[]> {
      for (const posting of postings) {
        if (!Number.isSafeInteger(posting.amountFen) || posting.amountFen <= 0) {
          throw new RangeError(`not a credit of whole fen: ${posting.amountFen}`)
        }
      }
      for (const fen of cycleBets.values()) {
        if (!Number.isSafeInteger(fen) || fen < 0)
          throw new RangeError(`not a cycle bet of whole fen: ${fen}`)
      }
      if (postings.length === 0 && cycleBets.size === 0) return []
      const byUser = new Map<string, { userId: number; wallet: WalletName; total: number; balance: number }>()
      for (const posting of postings) {
        const wallet = posting.wallet ?? 'main'
        const key = `${posting.userId}:${wallet}`
        const account = byUser.get(key) ?? { userId: posting.userId, wallet, total: 0, balance: 0 }
        account.total += posting.amountFen
        byUser.set(key, account)
      }
      return inTransaction(db, async (trx) => {
        const cycles: CycleAfter[] = []
        // Each balance moves once, by its sum: one UPDATE per wallet for all the members, answering the
        // balances after it (no read before the write to race with; storage/queries.ts `addToUsers`). The
        // main wallet's UPDATE adds to the cycles too: a member with a cycle bet and no credit gets 0 added.
        for (const wallet of ['main', 'live'] as const) {
          const accounts = [...byUser.values()].filter((account) => account.wallet === wallet)
          const column = wallet === 'main' ? 'money_fen' : 'live_money_fen'
          const withCycles = wallet === 'main' && cycleBets.size > 0
          const added = new Map(accounts.map((account) => [account.userId, [account.total, 0]]))
          if (withCycles)
            for (const [userId, fen] of cycleBets) added.set(userId, [added.get(userId)?.[0] ?? 0, fen])
          const changed = await addToUsers(
            trx,
            withCycles ? [column, 'cycle_bet_fen'] : [column],
            [...added].map(([userId, [credit, cycle]]) =>
              withCycles ? [userId, credit!, cycle!] : [userId, credit!],
            ),
            [column, 'cycle_bet_fen', 'vip_level'],
          )
          const after = new Map(changed.map((row) => [row.user_id, row]))
          for (const account of accounts) {
            const balance = after.get(account.userId)?.[column]
            if (balance === undefined) throw new RangeError(`no user ${account.userId}`)
            // The running balance starts from the balance before the sum.
            account.balance = balance - account.total
          }
          if (!withCycles) continue
          for (const userId of cycleBets.keys()) {
            const row = after.get(userId)
            if (!row) throw new RangeError(`no user ${userId}`)
            cycles.push({ userId, cycleBetFen: row.cycle_bet_fen, vipLevel: row.vip_level })
          }
        }
        const rows = postings.map((posting) => {
          const wallet = posting.wallet ?? 'main'
          const account = byUser.get(`${posting.userId}:${wallet}`)!
          account.balance += posting.amountFen
          return {
            user_id: posting.userId,
            wallet,
            type: posting.type,
            amount_fen: posting.amountFen,
            balance_fen: account.balance,
            ref: posting.ref ?? '',
            created_at: posting.at,
          }
        })
        // The rows in the postings' order (ids ascending), as one row per posting was written before.
        for (let i = 0; i < rows.length; i += LEDGER_ROWS_PER_INSERT) {
          await trx
            .insertInto('ledger')
            .values(rows.slice(i, i + LEDGER_ROWS_PER_INSERT))
            .execute()
        }
        return cycles
      })
    },

    /** A user's two balances, in fen. */
    async balancesOf(userId: number): Promise<{ moneyFen: number; liveMoneyFen: number }> {
      return (await balancesIn(db, userId).executeTakeFirst()) as { moneyFen: number; liveMoneyFen: number }
    },

    /**
     * A user's two balances, in fen, with the user's row locked until the transaction ends (on PostgreSQL;
     * SQLite's transaction holds the write lock from its start): a check-then-write on one member's money (an
     * idempotency key looked up, then used; a day's total checked, then added to) takes it first, so the
     * member's concurrent one waits for it and then sees what it wrote. Inside a transaction only.
     */
    async lockBalances(userId: number): Promise<{ moneyFen: number; liveMoneyFen: number }> {
      if (!db.isTransaction) throw new Error('lockBalances runs inside a transaction only')
      const current = await lockedForUpdate(db, balancesIn(db, userId)).executeTakeFirst()
      if (!current) throw new RangeError(`no user ${userId}`)
      return current
    },

    /** Moves the whole third-party balance into the main one (two ledger rows); returns the new balances. */
    recallLive(userId: number, at: number): Promise<{ moneyFen: number; liveMoneyFen: number }> {
      return inTransaction(db, async (trx) => {
        // Read, then moved: locked on PostgreSQL, so the amount read is the amount there when it moves.
        const current = await lockedForUpdate(trx, balancesIn(trx, userId)).executeTakeFirst()
        const liveMoneyFen = (current as { liveMoneyFen: number }).liveMoneyFen
        if (liveMoneyFen > 0) {
          await postIn(trx, { userId, wallet: 'live', type: 'transfer', amountFen: -liveMoneyFen, at })
          await postIn(trx, { userId, wallet: 'main', type: 'transfer', amountFen: liveMoneyFen, at })
        }
        return (await balancesIn(trx, userId).executeTakeFirst()) as {
          moneyFen: number
          liveMoneyFen: number
        }
      })
    },

    /** A page of a user's ledger rows, newest first. */
    async ledgerOf(userId: number, page: { limit: number; offset: number }): Promise<LedgerRow[]> {
      return (await db
        .selectFrom('ledger')
        .select(ledgerColumns)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()) as LedgerRow[]
    },

    /** A page of a user's ledger rows of some types (all when none given) in a time range, newest first. */
    async billsOf(query: {
      userId: number
      types?: readonly LedgerType[] | undefined
      fromMs: number
      toMs: number
      limit: number
      offset: number
    }): Promise<{ rows: LedgerRow[]; total: number }> {
      let matching = db
        .selectFrom('ledger')
        .where('user_id', '=', query.userId)
        .where('created_at', '>=', query.fromMs)
        .where('created_at', '<', query.toMs)
      if (query.types?.length) matching = matching.where('type', 'in', query.types)
      const rows = await matching
        .select(ledgerColumns)
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { rows: rows as LedgerRow[], total: Number(n) }
    },

    /**
     * Every user whose balance differs from the sum of its ledger rows (tests and a health check): empty
     * while the ledger holds. In user order.
     */
    async unbalancedUsers(): Promise<
      {
        userId: number
        moneyFen: number
        mainRows: number
        liveMoneyFen: number
        liveRows: number
      }[]
    > {
      // SUM is cast back to an integer: PostgreSQL answers the SUM of BIGINT as numeric (a string).
      const rowsOf = (wallet: WalletName) =>
        sql<number>`CAST(COALESCE((SELECT SUM(l.amount_fen) FROM ledger l WHERE l.user_id = u.user_id AND l.wallet = ${wallet}), 0) AS BIGINT)`
      const sums = await db
        .selectFrom('users as u')
        .select([
          'u.user_id as userId',
          'u.money_fen as moneyFen',
          rowsOf('main').as('mainRows'),
          'u.live_money_fen as liveMoneyFen',
          rowsOf('live').as('liveRows'),
        ])
        .orderBy('u.user_id')
        .execute()
      return sums
        .map((u) => ({ ...u, mainRows: Number(u.mainRows), liveRows: Number(u.liveRows) }))
        .filter((u) => u.moneyFen !== u.mainRows || u.liveMoneyFen !== u.liveRows)
    },
  }
}

/** The wallet store of one database. */
export type WalletStore = ReturnType<typeof createWalletStore>

import {
  type LedgerType,
  type PayoutKind,
  type TurnoverRequirement,
  type ValidBet,
  validBetFen,
  type WithdrawStatus,
} from '@liuhe/domain'
import type { Queries } from '../storage/queries'

/** Where a withdrawal pays to: a saved card, or one typed into the form. */
export interface PayoutAccount {
  kind: PayoutKind
  bankName: string
  accountName: string
  cardNo: string
}

/** A saved card or USDT address. */
export interface BankCardRow extends PayoutAccount {
  id: number
  userId: number
  createdAt: number
  updatedAt: number
}

/** A stored withdrawal. */
export interface WithdrawalRow extends PayoutAccount {
  id: number
  orderNo: string
  userId: number
  amountFen: number
  feeFen: number
  deductFen: number
  status: WithdrawStatus
  reason: string
  createdAt: number
  autoApproveAt: number
  decidedAt: number | null
}

/** A withdrawal to store. */
export type NewWithdrawal = Omit<WithdrawalRow, 'id' | 'status' | 'reason' | 'decidedAt'> & {
  idemKey: string | null
  /** The hash of the request that used `idemKey` (`requestHash` in src/http/requestHash.ts). */
  requestHash: string | null
}

const withdrawalColumns = [
  'id',
  'order_no as orderNo',
  'user_id as userId',
  'kind',
  'bank_name as bankName',
  'account_name as accountName',
  'card_no as cardNo',
  'amount_fen as amountFen',
  'fee_fen as feeFen',
  'deduct_fen as deductFen',
  'status',
  'reason',
  'created_at as createdAt',
  'auto_approve_at as autoApproveAt',
  'decided_at as decidedAt',
] as const
const cardColumns = [
  'id',
  'user_id as userId',
  'kind',
  'bank_name as bankName',
  'account_name as accountName',
  'card_no as cardNo',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const

/** Withdrawals, the cards they pay to, and the turnover requirements a withdrawal audits. */
export function createWithdrawalStore(db: Queries) {
  const ofMember = (query: { userId: number; status?: WithdrawStatus | undefined }) => {
    const mine = db.selectFrom('withdrawals').where('user_id', '=', query.userId)
    return query.status === undefined ? mine : mine.where('status', '=', query.status)
  }

  return {
    /** Stores a withdrawal; returns its id. */
    async insertWithdrawal(withdrawal: NewWithdrawal): Promise<number> {
      const { id } = await db
        .insertInto('withdrawals')
        .values({
          order_no: withdrawal.orderNo,
          user_id: withdrawal.userId,
          kind: withdrawal.kind,
          bank_name: withdrawal.bankName,
          account_name: withdrawal.accountName,
          card_no: withdrawal.cardNo,
          amount_fen: withdrawal.amountFen,
          fee_fen: withdrawal.feeFen,
          deduct_fen: withdrawal.deductFen,
          idem_key: withdrawal.idemKey,
          request_hash: withdrawal.requestHash,
          created_at: withdrawal.createdAt,
          auto_approve_at: withdrawal.autoApproveAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },
    async findWithdrawal(orderNo: string): Promise<WithdrawalRow | undefined> {
      return (await db
        .selectFrom('withdrawals')
        .select(withdrawalColumns)
        .where('order_no', '=', orderNo)
        .executeTakeFirst()) as WithdrawalRow | undefined
    },
    /** The withdrawal a member requested with this idempotency key, if any. */
    async findWithdrawalByKey(
      userId: number,
      key: string,
    ): Promise<(WithdrawalRow & { requestHash: string | null }) | undefined> {
      return (await db
        .selectFrom('withdrawals')
        .select([...withdrawalColumns, 'request_hash as requestHash'])
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .executeTakeFirst()) as (WithdrawalRow & { requestHash: string | null }) | undefined
    },
    /** A page of a member's withdrawals, newest first, with the count of all that match. */
    async pageOfWithdrawals(query: {
      userId: number
      status?: WithdrawStatus | undefined
      limit: number
      offset: number
    }): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const rows = await ofMember(query)
        .select(withdrawalColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      const { n } = await ofMember(query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return { rows: rows as WithdrawalRow[], total: Number(n) }
    },
    /** How many withdrawals, and how much, a member has requested since `fromMs` (rejected ones left out). */
    async requestedSince(userId: number, fromMs: number): Promise<{ count: number; totalFen: number }> {
      const row = await db
        .selectFrom('withdrawals')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          // Cast back to an integer: PostgreSQL answers the SUM of BIGINT as numeric (a string).
          eb
            .cast<number>(eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)), 'bigint')
            .as('totalFen'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', fromMs)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), totalFen: Number(row.totalFen) }
    },
    /** Approves every pending withdrawal whose review time has passed; returns them, in the order stored. */
    async approveDue(
      nowMs: number,
    ): Promise<{ userId: number; orderNo: string; amountFen: number; at: number }[]> {
      const rows = await db
        .updateTable('withdrawals')
        .set((eb) => ({ status: 'approved', decided_at: eb.ref('auto_approve_at') }))
        .where('status', '=', 'pending')
        .where('auto_approve_at', '<=', nowMs)
        .returning([
          'id',
          'user_id as userId',
          'order_no as orderNo',
          'amount_fen as amountFen',
          'auto_approve_at as at',
        ])
        .execute()
      // RETURNING leaves the order open: by id, so the members are told in a stable order.
      return rows.sort((a, b) => a.id - b.id).map(({ id: _id, ...approved }) => approved)
    },
    /** Rejects a pending withdrawal; undefined when it was not pending. */
    async reject(orderNo: string, reason: string, at: number): Promise<WithdrawalRow | undefined> {
      return (await db
        .updateTable('withdrawals')
        .set({ status: 'rejected', reason, decided_at: at })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending')
        .returning(withdrawalColumns)
        .executeTakeFirst()) as WithdrawalRow | undefined
    },

    /** A member's saved cards, oldest first. */
    async cardsOf(userId: number): Promise<BankCardRow[]> {
      return (await db
        .selectFrom('bank_cards')
        .select(cardColumns)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()) as BankCardRow[]
    },
    async findCard(userId: number, id: number): Promise<BankCardRow | undefined> {
      return (await db
        .selectFrom('bank_cards')
        .select(cardColumns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()) as BankCardRow | undefined
    },
    async findCardByNumber(userId: number, cardNo: string): Promise<BankCardRow | undefined> {
      return (await db
        .selectFrom('bank_cards')
        .select(cardColumns)
        .where('user_id', '=', userId)
        .where('card_no', '=', cardNo)
        .executeTakeFirst()) as BankCardRow | undefined
    },
    /** Saves a new card; returns its id. */
    async insertCard(userId: number, account: PayoutAccount, at: number): Promise<number> {
      const { id } = await db
        .insertInto('bank_cards')
        .values({
          user_id: userId,
          kind: account.kind,
          bank_name: account.bankName,
          account_name: account.accountName,
          card_no: account.cardNo,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    },
    async updateCard(userId: number, id: number, account: PayoutAccount, at: number): Promise<void> {
      await db
        .updateTable('bank_cards')
        .set({
          kind: account.kind,
          bank_name: account.bankName,
          account_name: account.accountName,
          card_no: account.cardNo,
          updated_at: at,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute()
    },

    /** Records the turnover a credit asks for. */
    async addRequirement(req: {
      userId: number
      type: LedgerType
      ref: string
      amountFen: number
      multiple: number
      at: number
    }): Promise<void> {
      if (req.multiple <= 0) return
      await db
        .insertInto('turnover_requirements')
        .values({
          user_id: req.userId,
          type: req.type,
          ref: req.ref,
          amount_fen: req.amountFen,
          multiple: req.multiple,
          created_at: req.at,
        })
        .execute()
    },
    /** A member's requirements that no withdrawal has closed, oldest first. */
    async openRequirements(userId: number): Promise<TurnoverRequirement[]> {
      return (await db
        .selectFrom('turnover_requirements')
        .select(['id', 'type', 'amount_fen as amountFen', 'multiple', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .where('cleared_by', 'is', null)
        .orderBy('id')
        .execute()) as TurnoverRequirement[]
    },
    /** Closes a member's open requirements by a withdrawal request. */
    async clearRequirements(userId: number, withdrawalId: number): Promise<void> {
      await db
        .updateTable('turnover_requirements')
        .set({ cleared_by: withdrawalId })
        .where('user_id', '=', userId)
        .where('cleared_by', 'is', null)
        .execute()
    },
    /** Opens again what a (rejected) withdrawal closed. */
    async reopenRequirements(withdrawalId: number): Promise<void> {
      await db
        .updateTable('turnover_requirements')
        .set({ cleared_by: null })
        .where('cleared_by', '=', withdrawalId)
        .execute()
    },
    /** A member's bets settled at or after `fromMs`, as the turnover audit reads them, in settlement order. */
    async validBetsSince(userId: number, fromMs: number): Promise<ValidBet[]> {
      const rows = await db
        .selectFrom('bets')
        .select(['status', 'stake_fen as stakeFen', 'bet_count as betCount', 'settled_at as settledAt'])
        .where('user_id', '=', userId)
        .where('status', '=', 1)
        .where('settled_at', '>=', fromMs)
        .orderBy('settled_at')
        .orderBy('id')
        .execute()
      return rows.map((bet) => ({ validFen: validBetFen(bet), settledAt: bet.settledAt as number }))
    },
  }
}

/** The withdrawal store of one database. */
export type WithdrawalStore = ReturnType<typeof createWithdrawalStore>

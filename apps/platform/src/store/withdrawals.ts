import {
  type LedgerType,
  type PayoutKind,
  type TurnoverRequirement,
  type ValidBet,
  validBetFen,
  type WithdrawStatus,
} from '@liuhe/domain'
import type { Db } from '../db'

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

const withdrawalColumns = `id, order_no AS orderNo, user_id AS userId, kind, bank_name AS bankName,
  account_name AS accountName, card_no AS cardNo, amount_fen AS amountFen, fee_fen AS feeFen,
  deduct_fen AS deductFen, status, reason, created_at AS createdAt, auto_approve_at AS autoApproveAt,
  decided_at AS decidedAt`
const cardColumns = `id, user_id AS userId, kind, bank_name AS bankName, account_name AS accountName,
  card_no AS cardNo, created_at AS createdAt, updated_at AS updatedAt`

/** Withdrawals, the cards they pay to, and the turnover requirements a withdrawal audits. */
export function createWithdrawalStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO withdrawals (order_no, user_id, kind, bank_name, account_name, card_no, amount_fen, fee_fen,
       deduct_fen, idem_key, request_hash, created_at, auto_approve_at)
     VALUES (@orderNo, @userId, @kind, @bankName, @accountName, @cardNo, @amountFen, @feeFen, @deductFen,
       @idemKey, @requestHash, @createdAt, @autoApproveAt)`,
  )
  const byNo = db.prepare(`SELECT ${withdrawalColumns} FROM withdrawals WHERE order_no = ?`)
  const byKey = db.prepare(
    `SELECT ${withdrawalColumns}, request_hash AS requestHash FROM withdrawals WHERE user_id = ? AND idem_key = ?`,
  )
  const page = db.prepare(
    `SELECT ${withdrawalColumns} FROM withdrawals WHERE user_id = @userId AND (@status IS NULL OR status = @status)
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(
    'SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = @userId AND (@status IS NULL OR status = @status)',
  )
  const since = db.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(amount_fen), 0) AS totalFen FROM withdrawals
     WHERE user_id = ? AND created_at >= ? AND status <> 'rejected'`,
  )
  const approveDue = db.prepare(
    `UPDATE withdrawals SET status = 'approved', decided_at = auto_approve_at
     WHERE status = 'pending' AND auto_approve_at <= ?
     RETURNING user_id AS userId, order_no AS orderNo, amount_fen AS amountFen, auto_approve_at AS at`,
  )
  const reject = db.prepare(
    `UPDATE withdrawals SET status = 'rejected', reason = ?, decided_at = ? WHERE order_no = ? AND status = 'pending'
     RETURNING ${withdrawalColumns}`,
  )

  const cards = db.prepare(`SELECT ${cardColumns} FROM bank_cards WHERE user_id = ? ORDER BY id`)
  const card = db.prepare(`SELECT ${cardColumns} FROM bank_cards WHERE user_id = ? AND id = ?`)
  const cardByNumber = db.prepare(`SELECT ${cardColumns} FROM bank_cards WHERE user_id = ? AND card_no = ?`)
  const insertCard = db.prepare(
    `INSERT INTO bank_cards (user_id, kind, bank_name, account_name, card_no, created_at, updated_at)
     VALUES (@userId, @kind, @bankName, @accountName, @cardNo, @at, @at)`,
  )
  const updateCard = db.prepare(
    `UPDATE bank_cards SET kind = @kind, bank_name = @bankName, account_name = @accountName, card_no = @cardNo,
       updated_at = @at WHERE id = @id AND user_id = @userId`,
  )

  const insertRequirement = db.prepare(
    `INSERT INTO turnover_requirements (user_id, type, ref, amount_fen, multiple, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const openRequirements = db.prepare(
    `SELECT id, type, amount_fen AS amountFen, multiple, created_at AS createdAt FROM turnover_requirements
     WHERE user_id = ? AND cleared_by IS NULL`,
  )
  const clear = db.prepare(
    'UPDATE turnover_requirements SET cleared_by = ? WHERE user_id = ? AND cleared_by IS NULL',
  )
  const reopen = db.prepare('UPDATE turnover_requirements SET cleared_by = NULL WHERE cleared_by = ?')
  const validBets = db.prepare(
    `SELECT status, stake_fen AS stakeFen, bet_count AS betCount, settled_at AS settledAt FROM bets
     WHERE user_id = ? AND status = 1 AND settled_at >= ?`,
  )

  return {
    /** Stores a withdrawal; returns its id. */
    insertWithdrawal(withdrawal: NewWithdrawal): number {
      return Number(insert.run(withdrawal).lastInsertRowid)
    },
    findWithdrawal(orderNo: string): WithdrawalRow | undefined {
      return byNo.get(orderNo) as WithdrawalRow | undefined
    },
    /** The withdrawal a member requested with this idempotency key, if any. */
    findWithdrawalByKey(
      userId: number,
      key: string,
    ): (WithdrawalRow & { requestHash: string | null }) | undefined {
      return byKey.get(userId, key) as (WithdrawalRow & { requestHash: string | null }) | undefined
    },
    /** A page of a member's withdrawals, newest first, with the count of all that match. */
    pageOfWithdrawals(query: {
      userId: number
      status?: WithdrawStatus | undefined
      limit: number
      offset: number
    }) {
      const params = { ...query, status: query.status ?? null }
      return {
        rows: page.all(params) as WithdrawalRow[],
        total: (count.get(params) as { n: number }).n,
      }
    },
    /** How many withdrawals, and how much, a member has requested since `fromMs` (rejected ones left out). */
    requestedSince(userId: number, fromMs: number): { count: number; totalFen: number } {
      return since.get(userId, fromMs) as { count: number; totalFen: number }
    },
    /** Approves every pending withdrawal whose review time has passed; returns them. */
    approveDue(nowMs: number): { userId: number; orderNo: string; amountFen: number; at: number }[] {
      return approveDue.all(nowMs) as { userId: number; orderNo: string; amountFen: number; at: number }[]
    },
    /** Rejects a pending withdrawal; undefined when it was not pending. */
    reject(orderNo: string, reason: string, at: number): WithdrawalRow | undefined {
      return reject.get(reason, at, orderNo) as WithdrawalRow | undefined
    },

    /** A member's saved cards, oldest first. */
    cardsOf(userId: number): BankCardRow[] {
      return cards.all(userId) as BankCardRow[]
    },
    findCard(userId: number, id: number): BankCardRow | undefined {
      return card.get(userId, id) as BankCardRow | undefined
    },
    findCardByNumber(userId: number, cardNo: string): BankCardRow | undefined {
      return cardByNumber.get(userId, cardNo) as BankCardRow | undefined
    },
    /** Saves a new card; returns its id. */
    insertCard(userId: number, account: PayoutAccount, at: number): number {
      return Number(insertCard.run({ userId, ...account, at }).lastInsertRowid)
    },
    updateCard(userId: number, id: number, account: PayoutAccount, at: number): void {
      updateCard.run({ id, userId, ...account, at })
    },

    /** Records the turnover a credit asks for. */
    addRequirement(req: {
      userId: number
      type: LedgerType
      ref: string
      amountFen: number
      multiple: number
      at: number
    }): void {
      if (req.multiple <= 0) return
      insertRequirement.run(req.userId, req.type, req.ref, req.amountFen, req.multiple, req.at)
    },
    /** A member's requirements that no withdrawal has closed. */
    openRequirements(userId: number): TurnoverRequirement[] {
      return openRequirements.all(userId) as TurnoverRequirement[]
    },
    /** Closes a member's open requirements by a withdrawal request. */
    clearRequirements(userId: number, withdrawalId: number): void {
      clear.run(withdrawalId, userId)
    },
    /** Opens again what a (rejected) withdrawal closed. */
    reopenRequirements(withdrawalId: number): void {
      reopen.run(withdrawalId)
    },
    /** A member's bets settled at or after `fromMs`, as the turnover audit reads them. */
    validBetsSince(userId: number, fromMs: number): ValidBet[] {
      const rows = validBets.all(userId, fromMs) as {
        status: number
        stakeFen: number
        betCount: number
        settledAt: number
      }[]
      return rows.map((bet) => ({ validFen: validBetFen(bet), settledAt: bet.settledAt }))
    },
  }
}

/** The withdrawal store of one database. */
export type WithdrawalStore = ReturnType<typeof createWithdrawalStore>

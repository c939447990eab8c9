import type { FrozenOdds, Selection } from '@liuhe/domain'
import type { Db } from '../db'

/** A stored bet. */
export interface BetRow {
  /** The row's number (fast updates). */
  id: number
  orderNo: string
  userId: number
  gameId: number
  turnNum: string
  playId: string
  selection: Selection
  betCount: number
  stakeFen: number
  amountFen: number
  odds: FrozenOdds
  model: number
  status: number
  result: number | null
  payoutFen: number
  openNum: string
  betEndTime: number
  createdAt: number
  settledAt: number | null
}

/** A bet to store. */
export type NewBet = Omit<BetRow, 'id' | 'status' | 'result' | 'payoutFen' | 'openNum' | 'settledAt'> & {
  formKey: string
}

interface RawBet {
  id: number
  orderNo: string
  userId: number
  gameId: number
  turnNum: string
  playId: string
  selection: string
  betCount: number
  stakeFen: number
  amountFen: number
  odds: string
  model: number
  status: number
  result: number | null
  payoutFen: number
  openNum: string
  betEndTime: number
  createdAt: number
  settledAt: number | null
}

const columns = `rowid AS id, order_no AS orderNo, user_id AS userId, game_id AS gameId, turn_num AS turnNum, play_id AS playId,
  selection, bet_count AS betCount, stake_fen AS stakeFen, amount_fen AS amountFen, odds, model, status, result,
  payout_fen AS payoutFen, open_num AS openNum, bet_end_time AS betEndTime, created_at AS createdAt,
  settled_at AS settledAt`

const toBet = (raw: RawBet): BetRow => ({
  ...raw,
  selection: JSON.parse(raw.selection) as Selection,
  odds: JSON.parse(raw.odds) as FrozenOdds,
})

/** A pending bet as settlement reads it. */
export type SettleRow = Pick<
  BetRow,
  'id' | 'orderNo' | 'userId' | 'playId' | 'selection' | 'stakeFen' | 'betCount' | 'odds'
>

/** A page of a user's bets, by status and day. */
export interface BetQuery {
  userId: number
  status?: number | undefined
  gameId?: number | undefined
  /** Placed at or after, epoch ms. */
  fromMs: number
  /** Placed before, epoch ms. */
  toMs: number
  limit: number
  offset: number
}

/** Bets, their forms' answers, and the queries of the bet list. */
export function createBetStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO bets (order_no, user_id, game_id, turn_num, play_id, selection, bet_count, stake_fen, amount_fen,
       odds, model, bet_end_time, created_at, form_key)
     VALUES (@orderNo, @userId, @gameId, @turnNum, @playId, @selection, @betCount, @stakeFen, @amountFen, @odds,
       @model, @betEndTime, @createdAt, @formKey)`,
  )
  const formAnswer = db.prepare(
    'SELECT answer, request_hash AS requestHash FROM bet_forms WHERE user_id = ? AND idem_key = ?',
  )
  const saveForm = db.prepare(
    'INSERT INTO bet_forms (user_id, idem_key, answer, created_at, request_hash) VALUES (?, ?, ?, ?, ?)',
  )
  const stakedOnTurn = db.prepare(
    'SELECT staked_fen AS total FROM turn_stakes WHERE user_id = ? AND game_id = ? AND turn_num = ?',
  )
  const removeStake = db.prepare(
    'UPDATE turn_stakes SET staked_fen = staked_fen - ? WHERE user_id = ? AND game_id = ? AND turn_num = ?',
  )
  const addStake = db.prepare(
    `INSERT INTO turn_stakes (user_id, game_id, turn_num, staked_fen) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, game_id, turn_num) DO UPDATE SET staked_fen = staked_fen + excluded.staked_fen`,
  )
  const toSettle = db
    .prepare(
      `SELECT rowid, order_no, user_id, play_id, selection, stake_fen, bet_count, odds FROM bets
       WHERE game_id = ? AND turn_num = ? AND status = 0 AND rowid > ? ORDER BY rowid LIMIT ?`,
    )
    .raw()
  const memberTurn = db.prepare(
    `SELECT COALESCE(SUM(payout_fen), 0) AS paidFen, COALESCE(MAX(result = 1), 0) AS won,
       COALESCE(SUM(status = 0 AND rowid > ?), 0) AS later
     FROM bets WHERE user_id = ? AND game_id = ? AND turn_num = ?`,
  )
  const drawnPending = db.prepare(
    `SELECT DISTINCT b.game_id AS gameId, b.turn_num AS turnNum FROM bets b
     JOIN draws d ON d.game_id = b.game_id AND d.turn_num = b.turn_num
     WHERE b.status = 0`,
  )
  const settle = db.prepare(
    `UPDATE bets SET status = 1, result = ?, payout_fen = ?, open_num = ?, settled_at = ?
     WHERE rowid = ? AND status = 0`,
  )
  const byOrder = db.prepare(`SELECT ${columns} FROM bets WHERE order_no = ?`)
  const cancel = db.prepare(
    `UPDATE bets SET status = 2, settled_at = ? WHERE order_no = ? AND status = 0
     RETURNING user_id AS userId, game_id AS gameId, turn_num AS turnNum, amount_fen AS amountFen`,
  )
  const page = db.prepare(
    `SELECT ${columns} FROM bets
     WHERE user_id = @userId AND (@status IS NULL OR status = @status) AND (@gameId IS NULL OR game_id = @gameId)
       AND created_at >= @fromMs AND created_at < @toMs
     ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`,
  )
  const pageCount = db.prepare(
    `SELECT COUNT(*) AS n FROM bets
     WHERE user_id = @userId AND (@status IS NULL OR status = @status) AND (@gameId IS NULL OR game_id = @gameId)
       AND created_at >= @fromMs AND created_at < @toMs`,
  )
  const turnSummary = db.prepare(
    `SELECT COUNT(*) AS bets, COALESCE(SUM(status = 0), 0) AS pending,
       COALESCE(SUM(status = 1 AND result = 1), 0) AS won, COALESCE(SUM(status = 1 AND result = 2), 0) AS tied,
       COALESCE(SUM(CASE WHEN status = 1 THEN payout_fen ELSE 0 END), 0) AS payoutFen
     FROM bets WHERE user_id = ? AND game_id = ? AND turn_num = ? AND status IN (0, 1)`,
  )
  const days = db.prepare(
    `SELECT created_at AS createdAt, amount_fen AS amountFen, payout_fen AS payoutFen, status FROM bets
     WHERE user_id = ? AND created_at >= ? AND created_at < ? AND status IN (0, 1)`,
  )

  return {
    /** Stores a bet and adds it to the member's stake on its turn (inside the form's transaction). */
    insertBet(bet: NewBet): void {
      insert.run({ ...bet, selection: JSON.stringify(bet.selection), odds: JSON.stringify(bet.odds) })
      addStake.run(bet.userId, bet.gameId, bet.turnNum, bet.amountFen)
    },
    /**
     * The answer a form with this key already got, if it was placed before, and the hash of that form
     * (null for forms placed before hashes were kept).
     */
    formAnswer(userId: number, key: string): { answer: unknown; requestHash: string | null } | undefined {
      const row = formAnswer.get(userId, key) as { answer: string; requestHash: string | null } | undefined
      return row ? { answer: JSON.parse(row.answer), requestHash: row.requestHash } : undefined
    },
    /** Keeps a placed form's answer and the form's hash under its key. */
    saveFormAnswer(userId: number, key: string, answer: unknown, at: number, requestHash: string): void {
      saveForm.run(userId, key, JSON.stringify(answer), at, requestHash)
    },
    /** What a user has staked on one turn of one game (pending and settled bets), fen. */
    stakedOnTurn(userId: number, gameId: number, turnNum: string): number {
      return (stakedOnTurn.get(userId, gameId, turnNum) as { total: number } | undefined)?.total ?? 0
    },
    /**
     * What settling a turn reads of its pending bets, and no more: a turn can hold a hundred thousand bets,
     * most of them with the same few selections and odds, so each distinct JSON text is parsed once.
     * `page` reads them in row order in batches: those after row `afterId`, at most `limit`.
     */
    betsToSettle(gameId: number, turnNum: string, page = { afterId: 0, limit: -1 }): SettleRow[] {
      const parsed = new Map<string, unknown>()
      const parse = <T>(text: string): T => {
        let value = parsed.get(text)
        if (value === undefined) {
          value = JSON.parse(text)
          parsed.set(text, value)
        }
        return value as T
      }
      return (
        toSettle.all(gameId, turnNum, page.afterId, page.limit) as [
          number,
          string,
          number,
          string,
          string,
          number,
          number,
          string,
        ][]
      ).map(([id, orderNo, userId, playId, selection, stakeFen, betCount, odds]) => ({
        id,
        orderNo,
        userId,
        playId,
        selection: parse<Selection>(selection),
        stakeFen,
        betCount,
        odds: parse<FrozenOdds>(odds),
      }))
    },
    /**
     * A member's bets on one turn: what they paid (fen), whether any won, and how many are still pending
     * after row `afterId` (a settlement in batches: the member's later bets are not settled yet).
     */
    memberTurnPaid(
      userId: number,
      gameId: number,
      turnNum: string,
      afterId: number,
    ): { paidFen: number; won: boolean; later: number } {
      const row = memberTurn.get(afterId, userId, gameId, turnNum) as {
        paidFen: number
        won: number
        later: number
      }
      return { paidFen: row.paidFen, won: row.won === 1, later: row.later }
    },
    /** The drawn turns that still have pending bets: a settlement cut short (its process died) left them. */
    drawnTurnsWithPendingBets(): { gameId: number; turnNum: string }[] {
      return drawnPending.all() as { gameId: number; turnNum: string }[]
    },
    /** Marks a pending bet (by its row number) settled; false when it was not pending any more. */
    markSettled(
      id: number,
      outcome: { result: number; payoutFen: number; openNum: string; at: number },
    ): boolean {
      return settle.run(outcome.result, outcome.payoutFen, outcome.openNum, outcome.at, id).changes === 1
    },
    /** A bet by its order number. */
    findBet(orderNo: string): BetRow | undefined {
      const raw = byOrder.get(orderNo) as RawBet | undefined
      return raw && toBet(raw)
    },
    /** Marks a pending bet cancelled; false when it was not pending any more. */
    markCancelled(orderNo: string, at: number): boolean {
      const bet = cancel.get(at, orderNo) as
        | { userId: number; gameId: number; turnNum: string; amountFen: number }
        | undefined
      // A cancelled bet no longer counts toward its turn's limit.
      if (bet) removeStake.run(bet.amountFen, bet.userId, bet.gameId, bet.turnNum)
      return bet !== undefined
    },
    /** A page of a user's bets, newest first, with the count of all that match. */
    pageOfBets(query: BetQuery): { rows: BetRow[]; total: number } {
      const params = { ...query, status: query.status ?? null, gameId: query.gameId ?? null }
      return {
        rows: (page.all(params) as RawBet[]).map(toBet),
        total: (pageCount.get(params) as { n: number }).n,
      }
    },
    /**
     * A member's bets on one turn of one game, cancelled ones left out: how many, how many are pending, won
     * and 和局, and what the settled ones paid back.
     */
    turnSummary(userId: number, gameId: number, turnNum: string) {
      return turnSummary.get(userId, gameId, turnNum) as {
        bets: number
        pending: number
        won: number
        tied: number
        payoutFen: number
      }
    },
    /** A user's bets placed in a time range (not cancelled), for the daily report. */
    betsBetween(userId: number, fromMs: number, toMs: number) {
      return days.all(userId, fromMs, toMs) as {
        createdAt: number
        amountFen: number
        payoutFen: number
        status: number
      }[]
    },
  }
}

/** The bet store of one database. */
export type BetStore = ReturnType<typeof createBetStore>

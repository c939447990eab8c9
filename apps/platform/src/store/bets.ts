import type { FrozenOdds, Selection } from '@liuhe/domain'
import { sql } from 'kysely'
import { preparedQuery } from '../storage/prepared'
import { isAmongIds, isPostgres, lockWithinTransaction, numberRows, type Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/** A stored bet. */
export interface BetRow {
  /** The bet's id (`bets.id`, migration 24): in the order the bets were placed. */
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

const columns = [
  'id',
  'order_no as orderNo',
  'user_id as userId',
  'game_id as gameId',
  'turn_num as turnNum',
  'play_id as playId',
  'selection',
  'bet_count as betCount',
  'stake_fen as stakeFen',
  'amount_fen as amountFen',
  'odds',
  'model',
  'status',
  'result',
  'payout_fen as payoutFen',
  'open_num as openNum',
  'bet_end_time as betEndTime',
  'created_at as createdAt',
  'settled_at as settledAt',
] as const

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

/** A sum or count of 0/1 conditions as a JS number: BIGINT on both engines (PostgreSQL sums to numeric). */
const asNumber = (value: number | string | bigint | null): number => Number(value ?? 0)

// The queries every bet form runs, compiled once (storage/prepared.ts).
const insertBetRow = preparedQuery<
  Omit<NewBet, 'selection' | 'odds'> & { selection: string; odds: string },
  never
>((db, p) =>
  db.insertInto('bets').values({
    order_no: p.orderNo,
    user_id: p.userId,
    game_id: p.gameId,
    turn_num: p.turnNum,
    play_id: p.playId,
    selection: p.selection,
    bet_count: p.betCount,
    stake_fen: p.stakeFen,
    amount_fen: p.amountFen,
    odds: p.odds,
    model: p.model,
    bet_end_time: p.betEndTime,
    created_at: p.createdAt,
    form_key: p.formKey,
  }),
)
const addTurnStake = preparedQuery<Pick<NewBet, 'userId' | 'gameId' | 'turnNum' | 'amountFen'>, never>(
  (db, p) =>
    db
      .insertInto('turn_stakes')
      .values({ user_id: p.userId, game_id: p.gameId, turn_num: p.turnNum, staked_fen: p.amountFen })
      .onConflict((oc) =>
        oc.columns(['user_id', 'game_id', 'turn_num']).doUpdateSet((eb) => ({
          staked_fen: eb('turn_stakes.staked_fen', '+', eb.ref('excluded.staked_fen')),
        })),
      ),
)
const formAnswerRow = preparedQuery<
  { userId: number; key: string },
  { answer: string; requestHash: string | null }
>((db, p) =>
  db
    .selectFrom('bet_forms')
    .select(['answer', 'request_hash as requestHash'])
    .where('user_id', '=', p.userId)
    .where('idem_key', '=', p.key),
)
const insertFormAnswer = preparedQuery<
  { userId: number; key: string; answer: string; at: number; requestHash: string },
  never
>((db, p) =>
  db.insertInto('bet_forms').values({
    user_id: p.userId,
    idem_key: p.key,
    answer: p.answer,
    created_at: p.at,
    request_hash: p.requestHash,
  }),
)
const turnStake = preparedQuery<{ userId: number; gameId: number; turnNum: string }, { staked_fen: number }>(
  (db, p) =>
    db
      .selectFrom('turn_stakes')
      .select('staked_fen')
      .where('user_id', '=', p.userId)
      .where('game_id', '=', p.gameId)
      .where('turn_num', '=', p.turnNum),
)

/** Bets, their forms' answers, and the queries of the bet list. */
export function createBetStore(db: Queries) {
  /** The bets of a page query, before paging. */
  const matching = (query: BetQuery) => {
    let bets = db
      .selectFrom('bets')
      .where('user_id', '=', query.userId)
      .where('created_at', '>=', query.fromMs)
      .where('created_at', '<', query.toMs)
    if (query.status !== undefined) bets = bets.where('status', '=', query.status)
    if (query.gameId !== undefined) bets = bets.where('game_id', '=', query.gameId)
    return bets
  }

  /**
   * `memberTurnPaid` (below) of several members at once, a statement per thousand members (a settlement batch:
   * one); the members with no bet on the turn are left out.
   */
  const membersTurnPaid = async (
    userIds: readonly number[],
    gameId: number,
    turnNum: string,
    afterId: number,
  ): Promise<Map<number, { paidFen: number; won: boolean; later: number }>> => {
    const paid = new Map<number, { paidFen: number; won: boolean; later: number }>()
    const members = [...new Set(userIds)]
    // A thousand members a statement, well under either engine's limit of parameters.
    for (let at = 0; at < members.length; at += 1_000) {
      const rows = await db
        .selectFrom('bets')
        .select((eb) => [
          'user_id',
          eb.cast<number>(eb.fn.coalesce(eb.fn.sum<number>('payout_fen'), eb.lit(0)), 'bigint').as('paidFen'),
          eb.fn.max(eb.case().when('result', '=', 1).then(eb.lit(1)).else(eb.lit(0)).end()).as('won'),
          eb
            .cast<number>(
              eb.fn.coalesce(
                eb.fn.sum<number>(
                  eb
                    .case()
                    .when(eb.and([eb('status', '=', 0), eb('id', '>', afterId)]))
                    .then(eb.lit(1))
                    .else(eb.lit(0))
                    .end(),
                ),
                eb.lit(0),
              ),
              'bigint',
            )
            .as('later'),
        ])
        .where('user_id', 'in', members.slice(at, at + 1_000))
        .where('game_id', '=', gameId)
        .where('turn_num', '=', turnNum)
        .groupBy('user_id')
        .execute()
      for (const row of rows)
        paid.set(row.user_id, {
          paidFen: asNumber(row.paidFen),
          won: asNumber(row.won) === 1,
          later: asNumber(row.later),
        })
    }
    return paid
  }

  return {
    /**
     * In the transaction this store runs in, waits until no other transaction holds member `userId`'s bet
     * forms and holds them till it ends: a form checks its key's earlier answer and the member's stake on the
     * turn, then writes, and two forms of one member at once must not both pass the checks (on PostgreSQL an
     * advisory lock; SQLite's transactions hold the write lock from their start). Outside a transaction it
     * throws.
     */
    lockMemberForms(userId: number): Promise<void> {
      return lockWithinTransaction(db, `bet-forms:${userId}`)
    },
    /** Stores a bet and adds it to the member's stake on its turn (inside the form's transaction). */
    insertBet(bet: NewBet): Promise<void> {
      return inTransaction(db, async (trx) => {
        await insertBetRow.run(trx, {
          ...bet,
          selection: JSON.stringify(bet.selection),
          odds: JSON.stringify(bet.odds),
        })
        await addTurnStake.run(trx, bet)
      })
    },
    /**
     * The answer a form with this key already got, if it was placed before, and the hash of that form
     * (null for forms placed before hashes were kept).
     */
    async formAnswer(
      userId: number,
      key: string,
    ): Promise<{ answer: unknown; requestHash: string | null } | undefined> {
      const row = await formAnswerRow.first(db, { userId, key })
      return row ? { answer: JSON.parse(row.answer), requestHash: row.requestHash } : undefined
    },
    /** Keeps a placed form's answer and the form's hash under its key. */
    async saveFormAnswer(
      userId: number,
      key: string,
      answer: unknown,
      at: number,
      requestHash: string,
    ): Promise<void> {
      await insertFormAnswer.run(db, { userId, key, answer: JSON.stringify(answer), at, requestHash })
    },
    /** What a user has staked on one turn of one game (pending and settled bets), fen. */
    async stakedOnTurn(userId: number, gameId: number, turnNum: string): Promise<number> {
      const row = await turnStake.first(db, { userId, gameId, turnNum })
      return row?.staked_fen ?? 0
    },
    /**
     * What settling a turn reads of its pending bets, and no more: a turn can hold a hundred thousand bets,
     * most of them with the same few selections and odds, so each distinct JSON text is parsed once.
     * `page` reads them in id order in batches: those after id `afterId`, at most `limit` (all when negative),
     * and with a `lane`, only those of the members whose id leaves `lane.index` divided by `lane.of` (the
     * settlement's lanes, betting/settle.ts `SETTLE_LANES`).
     */
    async betsToSettle(
      gameId: number,
      turnNum: string,
      page: { afterId: number; limit: number; lane?: { of: number; index: number } | undefined } = {
        afterId: 0,
        limit: -1,
      },
    ): Promise<SettleRow[]> {
      const parsed = new Map<string, unknown>()
      const parse = <T>(text: string): T => {
        let value = parsed.get(text)
        if (value === undefined) {
          value = JSON.parse(text)
          parsed.set(text, value)
        }
        return value as T
      }
      let pending = db
        .selectFrom('bets')
        .select([
          'id',
          'order_no as orderNo',
          'user_id as userId',
          'play_id as playId',
          'selection',
          'stake_fen as stakeFen',
          'bet_count as betCount',
          'odds',
        ])
        .where('game_id', '=', gameId)
        .where('turn_num', '=', turnNum)
        .where('status', '=', 0)
        .where('id', '>', page.afterId)
        .orderBy('id')
      if (page.lane) pending = pending.where(sql<number>`user_id % ${page.lane.of}`, '=', page.lane.index)
      if (page.limit >= 0) pending = pending.limit(page.limit)
      return (await pending.execute()).map((row) => ({
        ...row,
        selection: parse<Selection>(row.selection),
        odds: parse<FrozenOdds>(row.odds),
      }))
    },
    /**
     * A member's bets on one turn: what they paid (fen), whether any won, and how many are still pending
     * after id `afterId` (a settlement in batches: the member's later bets are not settled yet).
     */
    async memberTurnPaid(
      userId: number,
      gameId: number,
      turnNum: string,
      afterId: number,
    ): Promise<{ paidFen: number; won: boolean; later: number }> {
      const paid = await membersTurnPaid([userId], gameId, turnNum, afterId)
      return paid.get(userId) ?? { paidFen: 0, won: false, later: 0 }
    },
    membersTurnPaid,
    /**
     * Each member's last pending bet (its id) on a turn: where a settlement in id order will be done with the
     * member (betting/settle.ts, their win notice).
     */
    async lastPendingIds(gameId: number, turnNum: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('bets')
        .select((eb) => ['user_id', eb.fn.max('id').as('lastId')])
        .where('game_id', '=', gameId)
        .where('turn_num', '=', turnNum)
        .where('status', '=', 0)
        .groupBy('user_id')
        .execute()
      return new Map(rows.map((row) => [row.user_id, Number(row.lastId)]))
    },
    /** The drawn turns that still have pending bets: a settlement cut short (its process died) left them. */
    drawnTurnsWithPendingBets(): Promise<{ gameId: number; turnNum: string }[]> {
      return db
        .selectFrom('bets as b')
        .innerJoin('draws as d', (join) =>
          join.onRef('d.game_id', '=', 'b.game_id').onRef('d.turn_num', '=', 'b.turn_num'),
        )
        .select(['b.game_id as gameId', 'b.turn_num as turnNum'])
        .distinct()
        .where('b.status', '=', 0)
        .orderBy('b.game_id')
        .orderBy('b.turn_num')
        .execute()
    },
    /** Marks a pending bet (by its id) settled; false when it was not pending any more. */
    async markSettled(
      id: number,
      outcome: { result: number; payoutFen: number; openNum: string; at: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('bets')
        .set({
          status: 1,
          result: outcome.result,
          payout_fen: outcome.payoutFen,
          open_num: outcome.openNum,
          settled_at: outcome.at,
        })
        .where('id', '=', id)
        .where('status', '=', 0)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
    /**
     * Marks pending bets settled, each with its result and payout, all with the draw's numbers `openNum` at
     * `at`, in one statement; answers the ids of those that were pending (the others are left as they are).
     */
    async markSettledMany(
      outcomes: readonly { id: number; result: number; payoutFen: number }[],
      common: { openNum: string; at: number },
    ): Promise<Set<number>> {
      // One UPDATE for all of them, each joined to its outcome (storage/queries.ts `numberRows`); the ids
      // once more as a list, on PostgreSQL, so that its planner reads them by primary key whatever it guesses of the
      // joined rows (it would otherwise hash all of a turn's pending bets, 100,000 of them, for 500); SQLite
      // reads them by primary key as they are, and a second list there would make it scan instead. On
      // PostgreSQL the pending test is written so that no index answers it: a turn's bets have just arrived,
      // so the planner's statistics often still count few pending bets, and it then also read all of the
      // partial index `bets_pending` for each batch and intersected it with the ids (30 ms a batch of 500
      // against 14 ms by primary key alone: tests/perf/settle.ts).
      if (outcomes.length === 0) return new Set()
      const postgres = isPostgres(db)
      const { rows } = await sql<{ id: number }>`UPDATE bets
        SET status = 1, result = v.result, payout_fen = v.payout, open_num = ${common.openNum},
          settled_at = ${common.at}
        FROM ${numberRows(
          db,
          ['id', 'result', 'payout'],
          outcomes.map((o) => [o.id, o.result, o.payoutFen]),
        )}
        WHERE bets.id = v.id AND ${
          postgres
            ? sql`(bets.status = 0) IS TRUE AND ${isAmongIds(
                db,
                sql.ref('bets.id'),
                outcomes.map((o) => o.id),
              )}`
            : sql`bets.status = 0`
        } RETURNING bets.id`.execute(db)
      const marked = new Set(rows.map((row) => Number(row.id)))
      return marked
    },
    /** A bet by its order number. */
    async findBet(orderNo: string): Promise<BetRow | undefined> {
      const raw = await db
        .selectFrom('bets')
        .select(columns)
        .where('order_no', '=', orderNo)
        .executeTakeFirst()
      return raw && toBet(raw)
    },
    /** Marks a pending bet cancelled; false when it was not pending any more. */
    markCancelled(orderNo: string, at: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const bet = await trx
          .updateTable('bets')
          .set({ status: 2, settled_at: at })
          .where('order_no', '=', orderNo)
          .where('status', '=', 0)
          .returning(['user_id', 'game_id', 'turn_num', 'amount_fen'])
          .executeTakeFirst()
        // A cancelled bet no longer counts toward its turn's limit.
        if (bet)
          await trx
            .updateTable('turn_stakes')
            .set((eb) => ({ staked_fen: eb('staked_fen', '-', bet.amount_fen) }))
            .where('user_id', '=', bet.user_id)
            .where('game_id', '=', bet.game_id)
            .where('turn_num', '=', bet.turn_num)
            .execute()
        return bet !== undefined
      })
    },
    /** A page of a user's bets, newest first, with the count of all that match. */
    async pageOfBets(query: BetQuery): Promise<{ rows: BetRow[]; total: number }> {
      // A game id past 2^53 (a query's `\d+`) names no bet; PostgreSQL would refuse one past BIGINT.
      if (query.gameId !== undefined && !Number.isSafeInteger(query.gameId)) return { rows: [], total: 0 }
      const rows = await matching(query)
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      const { n } = await matching(query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return { rows: rows.map(toBet), total: Number(n) }
    },
    /**
     * A member's bets on one turn of one game, cancelled ones left out: how many, how many are pending, won
     * and 和局, and what the settled ones paid back.
     */
    async turnSummary(
      userId: number,
      gameId: number,
      turnNum: string,
    ): Promise<{ bets: number; pending: number; won: number; tied: number; payoutFen: number }> {
      // A game id past 2^53 (a query's `\d+`) names no bet; PostgreSQL would refuse one past BIGINT.
      if (!Number.isSafeInteger(gameId)) return { bets: 0, pending: 0, won: 0, tied: 0, payoutFen: 0 }
      const row = await db
        .selectFrom('bets')
        .select((eb) => {
          /** How many bets match `when`, or what `then` sums to over them. */
          const sumOf = (when: ReturnType<typeof eb.and>, then: 'payout_fen' | 1) =>
            eb.cast<number>(
              eb.fn.coalesce(
                eb.fn.sum<number>(
                  eb
                    .case()
                    .when(when)
                    .then(then === 1 ? eb.lit(1) : eb.ref(then))
                    .else(eb.lit(0))
                    .end(),
                ),
                eb.lit(0),
              ),
              'bigint',
            )
          return [
            eb.fn.countAll<number>().as('bets'),
            sumOf(eb.and([eb('status', '=', 0)]), 1).as('pending'),
            sumOf(eb.and([eb('status', '=', 1), eb('result', '=', 1)]), 1).as('won'),
            sumOf(eb.and([eb('status', '=', 1), eb('result', '=', 2)]), 1).as('tied'),
            sumOf(eb.and([eb('status', '=', 1)]), 'payout_fen').as('payoutFen'),
          ]
        })
        .where('user_id', '=', userId)
        .where('game_id', '=', gameId)
        .where('turn_num', '=', turnNum)
        .where('status', 'in', [0, 1])
        .executeTakeFirstOrThrow()
      return {
        bets: asNumber(row.bets),
        pending: asNumber(row.pending),
        won: asNumber(row.won),
        tied: asNumber(row.tied),
        payoutFen: asNumber(row.payoutFen),
      }
    },
    /** A user's bets placed in a time range (not cancelled), for the daily report. */
    betsBetween(
      userId: number,
      fromMs: number,
      toMs: number,
    ): Promise<{ createdAt: number; amountFen: number; payoutFen: number; status: number }[]> {
      return db
        .selectFrom('bets')
        .select(['created_at as createdAt', 'amount_fen as amountFen', 'payout_fen as payoutFen', 'status'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', fromMs)
        .where('created_at', '<', toMs)
        .where('status', 'in', [0, 1])
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    },
  }
}

/** The bet store of one database. */
export type BetStore = ReturnType<typeof createBetStore>

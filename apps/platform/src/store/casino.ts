import type { Queries } from '../storage/queries'

/** One casino round as stored. */
export interface CasinoWagerRow {
  roundNo: string
  userId: number
  liveCode: string
  gameCode: string
  gameName: string
  stakeFen: number
  validFen: number
  payoutFen: number
  outcome: string
  createdAt: number
}

/** A member's totals of one game in a time range. */
export interface CasinoGameTotals {
  liveCode: string
  gameCode: string
  gameName: string
  betCount: number
  stakeFen: number
  validFen: number
  payoutFen: number
}

const columns = [
  'round_no as roundNo',
  'user_id as userId',
  'live_code as liveCode',
  'game_code as gameCode',
  'game_name as gameName',
  'stake_fen as stakeFen',
  'valid_fen as validFen',
  'payout_fen as payoutFen',
  'outcome',
  'created_at as createdAt',
] as const

/** Casino rounds: written by the demo games, read by the casino report. */
export function createCasinoStore(db: Queries) {
  const inRange = (query: { userId: number; fromMs: number; toMs: number }) =>
    db
      .selectFrom('casino_wagers')
      .where('user_id', '=', query.userId)
      .where('created_at', '>=', query.fromMs)
      .where('created_at', '<', query.toMs)

  return {
    /**
     * Records the use of a launch ticket (by its hash, kept until `expiresAt`); true the first time, false
     * when it was used before. Forgets the tickets that expired by `nowMs`.
     */
    async recordLaunchTicketUse(ticketHash: string, expiresAt: number, nowMs: number): Promise<boolean> {
      await db.deleteFrom('casino_launch_tickets_used').where('expires_at', '<', nowMs).execute()
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('casino_launch_tickets_used')
        .values({ ticket_hash: ticketHash, expires_at: expiresAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirstOrThrow()
      return numInsertedOrUpdatedRows === 1n
    },
    /** Stores one round (its money is posted by the caller in the same transaction). */
    async insert(row: CasinoWagerRow): Promise<void> {
      await db
        .insertInto('casino_wagers')
        .values({
          round_no: row.roundNo,
          user_id: row.userId,
          live_code: row.liveCode,
          game_code: row.gameCode,
          game_name: row.gameName,
          stake_fen: row.stakeFen,
          valid_fen: row.validFen,
          payout_fen: row.payoutFen,
          outcome: row.outcome,
          created_at: row.createdAt,
        })
        .execute()
    },
    /** A stored round by its number. */
    async findRound(roundNo: string): Promise<CasinoWagerRow | undefined> {
      return db.selectFrom('casino_wagers').select(columns).where('round_no', '=', roundNo).executeTakeFirst()
    },
    /** A member's totals per game of `gameCodes` in [fromMs, toMs), by game code, then provider. */
    async totalsByGame(query: {
      userId: number
      gameCodes: readonly string[]
      fromMs: number
      toMs: number
    }): Promise<CasinoGameTotals[]> {
      if (query.gameCodes.length === 0) return []
      const rows = await inRange(query)
        .where('game_code', 'in', query.gameCodes)
        .select((eb) => [
          'live_code as liveCode',
          'game_code as gameCode',
          eb.fn.max('game_name').as('gameName'),
          eb.fn.countAll<number>().as('betCount'),
          // Cast back to integers: PostgreSQL answers the SUM of BIGINT as numeric (a string).
          eb
            .cast<number>(eb.fn.sum('stake_fen'), 'bigint')
            .as('stakeFen'),
          eb.cast<number>(eb.fn.sum('valid_fen'), 'bigint').as('validFen'),
          eb.cast<number>(eb.fn.sum('payout_fen'), 'bigint').as('payoutFen'),
        ])
        .groupBy(['live_code', 'game_code'])
        .orderBy('game_code')
        .orderBy('live_code')
        .execute()
      return rows.map((row) => ({
        ...row,
        betCount: Number(row.betCount),
        stakeFen: Number(row.stakeFen),
        validFen: Number(row.validFen),
        payoutFen: Number(row.payoutFen),
      }))
    },
    /** A page of a member's rounds in [fromMs, toMs), newest first, of one game or all. */
    async roundsOf(query: {
      userId: number
      gameCode: string | null
      fromMs: number
      toMs: number
      limit: number
      offset: number
    }): Promise<{ rows: CasinoWagerRow[]; total: number }> {
      const matching =
        query.gameCode === null ? inRange(query) : inRange(query).where('game_code', '=', query.gameCode)
      const rows = await matching
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute()
      const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { rows, total: Number(n) }
    },
  }
}

/** The casino store of one database. */
export type CasinoStore = ReturnType<typeof createCasinoStore>

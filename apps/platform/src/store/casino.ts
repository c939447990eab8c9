import type { Db } from '../db'

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

const columns = `round_no AS roundNo, user_id AS userId, live_code AS liveCode, game_code AS gameCode,
  game_name AS gameName, stake_fen AS stakeFen, valid_fen AS validFen, payout_fen AS payoutFen, outcome,
  created_at AS createdAt`

/** Casino rounds: written by the demo games, read by the casino report. */
export function createCasinoStore(db: Db) {
  const insert = db.prepare(
    `INSERT INTO casino_wagers (round_no, user_id, live_code, game_code, game_name, stake_fen, valid_fen,
       payout_fen, outcome, created_at)
     VALUES (@roundNo, @userId, @liveCode, @gameCode, @gameName, @stakeFen, @validFen, @payoutFen, @outcome,
       @createdAt)`,
  )
  const inRange = `user_id = @userId AND created_at >= @fromMs AND created_at < @toMs`
  const byGame = db.prepare(
    `SELECT live_code AS liveCode, game_code AS gameCode, MAX(game_name) AS gameName, COUNT(*) AS betCount,
            SUM(stake_fen) AS stakeFen, SUM(valid_fen) AS validFen, SUM(payout_fen) AS payoutFen
     FROM casino_wagers
     WHERE ${inRange} AND game_code IN (SELECT value FROM json_each(@gameCodes))
     GROUP BY live_code, game_code ORDER BY game_code, live_code`,
  )
  const gameFilter = `${inRange} AND (@gameCode IS NULL OR game_code = @gameCode)`
  const page = db.prepare(
    `SELECT ${columns} FROM casino_wagers WHERE ${gameFilter} ORDER BY created_at DESC, id DESC
     LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare(`SELECT COUNT(*) AS n FROM casino_wagers WHERE ${gameFilter}`)
  const byRoundNo = db.prepare(`SELECT ${columns} FROM casino_wagers WHERE round_no = ?`)
  const pruneTickets = db.prepare('DELETE FROM casino_launch_tickets_used WHERE expires_at < ?')
  const useTicket = db.prepare(
    'INSERT OR IGNORE INTO casino_launch_tickets_used (ticket_hash, expires_at) VALUES (?, ?)',
  )

  return {
    /**
     * Records the use of a launch ticket (by its hash, kept until `expiresAt`); true the first time, false
     * when it was used before. Forgets the tickets that expired by `nowMs`.
     */
    recordLaunchTicketUse(ticketHash: string, expiresAt: number, nowMs: number): boolean {
      pruneTickets.run(nowMs)
      return useTicket.run(ticketHash, expiresAt).changes === 1
    },
    /** Stores one round (its money is posted by the caller in the same transaction). */
    insert(row: CasinoWagerRow): void {
      insert.run(row)
    },
    /** A stored round by its number. */
    findRound(roundNo: string): CasinoWagerRow | undefined {
      return byRoundNo.get(roundNo) as CasinoWagerRow | undefined
    },
    /** A member's totals per game of `gameCodes` in [fromMs, toMs). */
    totalsByGame(query: { userId: number; gameCodes: readonly string[]; fromMs: number; toMs: number }) {
      return byGame.all({ ...query, gameCodes: JSON.stringify(query.gameCodes) }) as CasinoGameTotals[]
    },
    /** A page of a member's rounds in [fromMs, toMs), newest first, of one game or all. */
    roundsOf(query: {
      userId: number
      gameCode: string | null
      fromMs: number
      toMs: number
      limit: number
      offset: number
    }): { rows: CasinoWagerRow[]; total: number } {
      return {
        rows: page.all(query) as CasinoWagerRow[],
        total: (count.get(query) as { n: number }).n,
      }
    },
  }
}

/** The casino store of one database. */
export type CasinoStore = ReturnType<typeof createCasinoStore>

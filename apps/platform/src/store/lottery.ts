import type { DrawSchedule } from '@liuhe/domain'
import type { Db } from '../db'
import { NotFoundError } from '../errors'
export type { DrawSchedule }

/** A stored draw. */
export interface DrawRow {
  gameId: number
  turnNum: string
  /** Draw time, epoch milliseconds. */
  openTime: number
  /** Comma-separated two-digit numbers, the last one the special number. */
  openNum: string
}

/** A lottery game's stored description. */
export interface LotteryGameRow {
  gameId: number
  gameName: string
  lotteryKind: string
  schedule: DrawSchedule
  /** Maintenance range `start~end` (China time), or ''. */
  maintain: string
}

/**
 * Where a stored draw comes from: a real draw feed (`data/marksix`) or the platform's own generator (the
 * scheduler, start-up catch-up, the test hook, interval-game seeding). Stored as `draws.generated`.
 */
export type DrawSource = 'feed' | 'generated'

interface RawDraw {
  game_id: number
  turn_num: string
  open_time: number
  open_num: string
}

interface RawGame {
  game_id: number
  game_name: string
  lottery_kind: string
  schedule: string
  maintain: string
}

const toDraw = (r: RawDraw): DrawRow => ({
  gameId: r.game_id,
  turnNum: r.turn_num,
  openTime: r.open_time,
  openNum: r.open_num,
})

const toGame = (r: RawGame): LotteryGameRow => ({
  gameId: r.game_id,
  gameName: r.game_name,
  lotteryKind: r.lottery_kind,
  schedule: JSON.parse(r.schedule) as DrawSchedule,
  maintain: r.maintain,
})

/** The lottery games and their draws. */
export function createLotteryStore(db: Db) {
  const gameColumns = 'SELECT game_id, game_name, lottery_kind, schedule, maintain FROM games'
  const game = db.prepare(`${gameColumns} WHERE game_id = ? AND type = 'LOTTERY'`)
  const games = db.prepare(`${gameColumns} WHERE type = 'LOTTERY' ORDER BY sort, game_id`)
  const latest = db.prepare(
    'SELECT * FROM draws WHERE game_id = ? AND open_time <= ? ORDER BY open_time DESC, turn_num DESC LIMIT 1',
  )
  const ofTurn = db.prepare('SELECT * FROM draws WHERE game_id = ? AND turn_num = ?')
  const insert = db.prepare(
    'INSERT OR IGNORE INTO draws (game_id, turn_num, open_time, open_num, generated) VALUES (?, ?, ?, ?, ?)',
  )
  const inRange = db.prepare(
    `SELECT * FROM draws WHERE game_id = ? AND open_time >= ? AND open_time < ?
     ORDER BY open_time DESC, turn_num DESC LIMIT ? OFFSET ?`,
  )
  const countInRange = db.prepare(
    'SELECT COUNT(*) AS n FROM draws WHERE game_id = ? AND open_time >= ? AND open_time < ?',
  )
  const countByYear = db.prepare(
    `SELECT substr(turn_num, 1, 4) AS year, COUNT(*) AS count FROM draws
     WHERE game_id = ? AND open_time <= ? GROUP BY year ORDER BY year DESC`,
  )

  /** The lottery game with this id, or undefined. */
  const findLotteryGame = (gameId: number): LotteryGameRow | undefined => {
    const row = game.get(gameId) as RawGame | undefined
    return row && toGame(row)
  }

  /** Stores many draws (seed and catch-up); returns how many were new. */
  const insertDraws = (draws: readonly DrawRow[], source: DrawSource): number => {
    const generated = source === 'generated' ? 1 : 0
    let added = 0
    for (const d of draws) added += insert.run(d.gameId, d.turnNum, d.openTime, d.openNum, generated).changes
    return added
  }

  return {
    findLotteryGame,
    /** The lottery game with this id; throws {@link NotFoundError} 游戏不存在 for an unknown one. */
    requireLotteryGame(gameId: number): LotteryGameRow {
      const found = findLotteryGame(gameId)
      if (!found) throw new NotFoundError('游戏不存在')
      return found
    },
    /** Every lottery game, in catalogue order. */
    listLotteryGames(): LotteryGameRow[] {
      return (games.all() as RawGame[]).map(toGame)
    },
    /** The latest draw of a game at or before `atMs`. */
    latestDraw(gameId: number, atMs: number): DrawRow | undefined {
      const row = latest.get(gameId, atMs) as RawDraw | undefined
      return row && toDraw(row)
    },
    /** The stored draw of a turn, if drawn. */
    drawOfTurn(gameId: number, turnNum: string): DrawRow | undefined {
      const row = ofTurn.get(gameId, turnNum) as RawDraw | undefined
      return row && toDraw(row)
    },
    /** Stores a draw; returns false when the turn was already drawn (nothing is changed then). */
    insertDraw(draw: DrawRow, source: DrawSource): boolean {
      return insertDraws([draw], source) === 1
    },
    insertDraws,
    /** Draws of a game with `fromMs <= open_time < toMs` and at or before `atMs`, newest first, one page. */
    listDraws(
      gameId: number,
      range: { fromMs: number; toMs: number; atMs: number },
      page: { offset: number; limit: number },
    ): { rows: DrawRow[]; total: number } {
      const to = Math.min(range.toMs, range.atMs + 1)
      const rows = inRange.all(gameId, range.fromMs, to, page.limit, page.offset) as RawDraw[]
      const { n } = countInRange.get(gameId, range.fromMs, to) as { n: number }
      return { rows: rows.map(toDraw), total: n }
    },
    /** Stored draws of a game at or before `atMs` counted per issue year (the first 4 digits of the turn). */
    countDrawsByYear(gameId: number, atMs: number): { year: string; count: number }[] {
      return countByYear.all(gameId, atMs) as { year: string; count: number }[]
    },
  }
}

/** The lottery store of one database. */
export type LotteryStore = ReturnType<typeof createLotteryStore>

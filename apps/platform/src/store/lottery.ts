import type { DrawSchedule } from '@liuhe/domain'
import type { Db } from '../db'
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
}

interface RawDraw {
  game_id: number
  turn_num: string
  open_time: number
  open_num: string
}

const toDraw = (r: RawDraw): DrawRow => ({
  gameId: r.game_id,
  turnNum: r.turn_num,
  openTime: r.open_time,
  openNum: r.open_num,
})

/** The lottery game with this id, or undefined. */
export function findLotteryGame(db: Db, gameId: number): LotteryGameRow | undefined {
  const row = db
    .prepare(
      "SELECT game_id, game_name, lottery_kind, schedule FROM games WHERE game_id = ? AND type = 'LOTTERY'",
    )
    .get(gameId) as { game_id: number; game_name: string; lottery_kind: string; schedule: string } | undefined
  if (!row) return undefined
  return {
    gameId: row.game_id,
    gameName: row.game_name,
    lotteryKind: row.lottery_kind,
    schedule: JSON.parse(row.schedule) as DrawSchedule,
  }
}

/** Every lottery game. */
export function listLotteryGames(db: Db): LotteryGameRow[] {
  const ids = db.prepare("SELECT game_id FROM games WHERE type = 'LOTTERY' ORDER BY sort, game_id").all() as {
    game_id: number
  }[]
  return ids.map((r) => findLotteryGame(db, r.game_id)!)
}

/** The latest draw of a game at or before `atMs`. */
export function latestDraw(db: Db, gameId: number, atMs: number): DrawRow | undefined {
  const row = db
    .prepare(
      'SELECT * FROM draws WHERE game_id = ? AND open_time <= ? ORDER BY open_time DESC, turn_num DESC LIMIT 1',
    )
    .get(gameId, atMs) as RawDraw | undefined
  return row && toDraw(row)
}

/**
 * Where a stored draw comes from: a real draw feed (`data/marksix`) or the platform's own generator (the
 * scheduler, start-up catch-up, the test hook, interval-game seeding). Stored as `draws.generated`.
 */
export type DrawSource = 'feed' | 'generated'

const insertDrawSql =
  'INSERT OR IGNORE INTO draws (game_id, turn_num, open_time, open_num, generated) VALUES (?, ?, ?, ?, ?)'

/** Stores a draw; returns false when the turn was already drawn (nothing is changed then). */
export function insertDraw(db: Db, draw: DrawRow, source: DrawSource): boolean {
  return insertDraws(db, [draw], source) === 1
}

/** Stores many draws with one prepared statement (seed and catch-up); returns how many were new. */
export function insertDraws(db: Db, draws: readonly DrawRow[], source: DrawSource): number {
  const insert = db.prepare(insertDrawSql)
  const generated = source === 'generated' ? 1 : 0
  let added = 0
  for (const d of draws) added += insert.run(d.gameId, d.turnNum, d.openTime, d.openNum, generated).changes
  return added
}

/** Draws of a game with `fromMs <= open_time < toMs` and at or before `atMs`, newest first, one page. */
export function listDraws(
  db: Db,
  gameId: number,
  range: { fromMs: number; toMs: number; atMs: number },
  page: { offset: number; limit: number },
): { rows: DrawRow[]; total: number } {
  const to = Math.min(range.toMs, range.atMs + 1)
  const rows = db
    .prepare(
      `SELECT * FROM draws WHERE game_id = ? AND open_time >= ? AND open_time < ?
       ORDER BY open_time DESC, turn_num DESC LIMIT ? OFFSET ?`,
    )
    .all(gameId, range.fromMs, to, page.limit, page.offset) as RawDraw[]
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM draws WHERE game_id = ? AND open_time >= ? AND open_time < ?')
    .get(gameId, range.fromMs, to) as { n: number }
  return { rows: rows.map(toDraw), total: n }
}

/** Stored draws of a game at or before `atMs` counted per issue year (the first 4 digits of the turn). */
export function countDrawsByYear(db: Db, gameId: number, atMs: number): { year: string; count: number }[] {
  return db
    .prepare(
      `SELECT substr(turn_num, 1, 4) AS year, COUNT(*) AS count FROM draws
       WHERE game_id = ? AND open_time <= ? GROUP BY year ORDER BY year DESC`,
    )
    .all(gameId, atMs) as { year: string; count: number }[]
}

/** Counts the stored draws of a game. */
export function countDraws(db: Db, gameId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM draws WHERE game_id = ?').get(gameId) as { n: number }).n
}

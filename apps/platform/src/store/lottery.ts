import type { DrawSchedule } from '@liuhe/domain'
import { NotFoundError } from '../errors'
import { preparedQuery } from '../storage/prepared'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
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

interface RawGame {
  game_id: number
  game_name: string
  lottery_kind: string
  schedule: string
  maintain: string
}

const toGame = (r: RawGame): LotteryGameRow => ({
  gameId: r.game_id,
  gameName: r.game_name,
  lotteryKind: r.lottery_kind,
  schedule: JSON.parse(r.schedule) as DrawSchedule,
  maintain: r.maintain,
})

/** The columns of a draw, as {@link DrawRow} names them. */
const drawColumns = [
  'game_id as gameId',
  'turn_num as turnNum',
  'open_time as openTime',
  'open_num as openNum',
] as const

/** What a lottery game (`type = 'LOTTERY'`) always has, though other games may not. */
type LotteryColumns = { lottery_kind: string; schedule: string }

/** The columns of a lottery game, as {@link RawGame} names them. */
const gameColumns = ['game_id', 'game_name', 'lottery_kind', 'schedule', 'maintain'] as const

// The reads every bet form and turn lookup makes, compiled once (storage/prepared.ts).
const lotteryGame = preparedQuery<{ gameId: number }, RawGame>((db, p) =>
  db
    .selectFrom('games')
    .select(gameColumns)
    .where('game_id', '=', p.gameId)
    .where('type', '=', 'LOTTERY')
    .$narrowType<LotteryColumns>(),
)
const latestDrawRow = preparedQuery<{ gameId: number; atMs: number }, DrawRow>((db, p) =>
  db
    .selectFrom('draws')
    .select(drawColumns)
    .where('game_id', '=', p.gameId)
    .where('open_time', '<=', p.atMs)
    .orderBy('open_time', 'desc')
    .orderBy('turn_num', 'desc')
    .limit(1),
)

/**
 * Draws written per INSERT by {@link createLotteryStore}'s `insertDraws`: five parameters a row, well under
 * PostgreSQL's 65,535 and SQLite's 32,766 a statement.
 */
const DRAWS_PER_INSERT = 500

/** The lottery games and their draws. */
export function createLotteryStore(db: Queries) {
  // Game ids come from addresses and queries (`\d+`): one past 2^53 names no game, and PostgreSQL would refuse
  // one past BIGINT rather than find nothing, so such an id is answered at once.
  /** The lottery game with this id, or undefined. */
  const findLotteryGame = async (gameId: number): Promise<LotteryGameRow | undefined> => {
    if (!Number.isSafeInteger(gameId)) return undefined
    const row = await lotteryGame.first(db, { gameId })
    return row && toGame(row)
  }

  /** Writes `draws` (one statement), leaving out turns already drawn; returns how many were new. */
  const insertNew = async (
    queries: Queries,
    draws: readonly DrawRow[],
    generated: number,
  ): Promise<number> => {
    const result = await queries
      .insertInto('draws')
      .values(
        draws.map((d) => ({
          game_id: d.gameId,
          turn_num: d.turnNum,
          open_time: d.openTime,
          open_num: d.openNum,
          generated,
        })),
      )
      .onConflict((oc) => oc.columns(['game_id', 'turn_num']).doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0)
  }

  /**
   * Stores many draws (seed and catch-up); returns how many were new. All or none: several statements run
   * in one transaction.
   */
  const insertDraws = async (draws: readonly DrawRow[], source: DrawSource): Promise<number> => {
    const generated = source === 'generated' ? 1 : 0
    if (draws.length === 0) return 0
    if (draws.length <= DRAWS_PER_INSERT) return insertNew(db, draws, generated)
    return inTransaction(db, async (trx) => {
      let added = 0
      for (let at = 0; at < draws.length; at += DRAWS_PER_INSERT)
        added += await insertNew(trx, draws.slice(at, at + DRAWS_PER_INSERT), generated)
      return added
    })
  }

  return {
    findLotteryGame,
    /** The lottery game with this id; throws {@link NotFoundError} 游戏不存在 for an unknown one. */
    async requireLotteryGame(gameId: number): Promise<LotteryGameRow> {
      const found = await findLotteryGame(gameId)
      if (!found) throw new NotFoundError('游戏不存在')
      return found
    },
    /** Every lottery game, in catalogue order. */
    async listLotteryGames(): Promise<LotteryGameRow[]> {
      const rows = await db
        .selectFrom('games')
        .select(gameColumns)
        .where('type', '=', 'LOTTERY')
        .orderBy('sort')
        .orderBy('game_id')
        .$narrowType<LotteryColumns>()
        .execute()
      return rows.map(toGame)
    },
    /** The latest draw of a game at or before `atMs`. */
    latestDraw(gameId: number, atMs: number): Promise<DrawRow | undefined> {
      return latestDrawRow.first(db, { gameId, atMs })
    },
    /** The stored draw of a turn, if drawn. */
    drawOfTurn(gameId: number, turnNum: string): Promise<DrawRow | undefined> {
      return db
        .selectFrom('draws')
        .select(drawColumns)
        .where('game_id', '=', gameId)
        .where('turn_num', '=', turnNum)
        .executeTakeFirst()
    },
    /** Stores a draw; returns false when the turn was already drawn (nothing is changed then). */
    async insertDraw(draw: DrawRow, source: DrawSource): Promise<boolean> {
      return (await insertDraws([draw], source)) === 1
    },
    insertDraws,
    /** Draws of a game with `fromMs <= open_time < toMs` and at or before `atMs`, newest first, one page. */
    async listDraws(
      gameId: number,
      range: { fromMs: number; toMs: number; atMs: number },
      page: { offset: number; limit: number },
    ): Promise<{ rows: DrawRow[]; total: number }> {
      const to = Math.min(range.toMs, range.atMs + 1)
      const inRange = db
        .selectFrom('draws')
        .where('game_id', '=', gameId)
        .where('open_time', '>=', range.fromMs)
        .where('open_time', '<', to)
      const rows = await inRange
        .select(drawColumns)
        .orderBy('open_time', 'desc')
        .orderBy('turn_num', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
      const { n } = await inRange.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      return { rows, total: Number(n) }
    },
    /** Stored draws of a game at or before `atMs` counted per issue year (the first 4 digits of the turn). */
    async countDrawsByYear(gameId: number, atMs: number): Promise<{ year: string; count: number }[]> {
      const rows = await db
        .selectFrom('draws')
        .select((eb) => [
          eb.fn<string>('substr', ['turn_num', eb.lit(1), eb.lit(4)]).as('year'),
          eb.fn.countAll<number>().as('count'),
        ])
        .where('game_id', '=', gameId)
        .where('open_time', '<=', atMs)
        .groupBy((eb) => eb.fn<string>('substr', ['turn_num', eb.lit(1), eb.lit(4)]))
        .orderBy('year', 'desc')
        .execute()
      return rows.map((r) => ({ year: r.year, count: Number(r.count) }))
    },
  }
}

/** The lottery store of one database. */
export type LotteryStore = ReturnType<typeof createLotteryStore>

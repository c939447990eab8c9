import { nextDrawTime, nextTurnNumber } from '@liuhe/domain'
import type { Clock } from './clock'
import type { Db } from './db'
import { drawDistinct, hashString, seededRandom } from './random'
import { type DrawRow, insertDraw, type LotteryGameRow, latestDraw, listLotteryGames } from './store/lottery'

/** The open turn of a game: its issue number and when it closes (and is drawn). */
export interface OpenTurn {
  turnNum: string
  closeTime: number
}

/** The turn now open for bets: the one after the latest stored draw, closing at the next scheduled time. */
export function openTurn(db: Db, game: LotteryGameRow, nowMs: number): OpenTurn {
  const closeTime = nextDrawTime(game.schedule, nowMs)
  const previous = latestDraw(db, game.gameId, nowMs)
  return { turnNum: nextTurnNumber(previous?.turnNum, closeTime), closeTime }
}

/** The numbers of a turn: deterministic per game and turn, so a re-run draws the same result. */
export function generateNumbers(game: LotteryGameRow, turnNum: string): string {
  const random = seededRandom(hashString(`${game.gameId}:${turnNum}`))
  return drawDistinct(random, 7, 1, 49)
    .map((n) => String(n).padStart(2, '0'))
    .join(',')
}

/** Draws a game's open turn now (or at `atMs`), stores it and returns it; undefined if already drawn. */
export function drawNow(db: Db, game: LotteryGameRow, atMs: number): DrawRow | undefined {
  const previous = latestDraw(db, game.gameId, Number.MAX_SAFE_INTEGER)
  const turnNum = nextTurnNumber(previous?.turnNum, atMs)
  const draw: DrawRow = {
    gameId: game.gameId,
    turnNum,
    openTime: atMs,
    openNum: generateNumbers(game, turnNum),
  }
  return insertDraw(db, draw) ? draw : undefined
}

/** Runs each lottery game's schedule: when a turn's close time passes, it is drawn and announced. */
export function startScheduler(options: {
  db: Db
  clock: Clock
  onDraw: (draw: DrawRow) => void
  tickMs?: number
}): () => void {
  const { db, clock, onDraw } = options
  const pending = new Map<number, number>()
  for (const game of listLotteryGames(db)) pending.set(game.gameId, nextDrawTime(game.schedule, clock.now()))

  const tick = () => {
    const now = clock.now()
    for (const game of listLotteryGames(db)) {
      const due = pending.get(game.gameId) ?? nextDrawTime(game.schedule, now)
      if (now < due) continue
      const draw = drawNow(db, game, due)
      pending.set(game.gameId, nextDrawTime(game.schedule, now))
      if (draw) onDraw(draw)
    }
  }
  const timer = setInterval(tick, options.tickMs ?? 1000)
  timer.unref?.()
  return () => clearInterval(timer)
}

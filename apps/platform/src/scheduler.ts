import { CHINA_OFFSET_MS, nextDrawTime, nextTurnNumber } from '@liuhe/domain'
import type { Clock } from './clock'
import { drawDistinct, hashString, seededRandom } from './random'
import type { DrawRow, LotteryGameRow, LotteryStore } from './store/lottery'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** How long before a daily or weekly six-mark draw its live stream runs (VIDEO push, `isStreaming`). */
export const STREAM_LEAD_MS = 2 * MINUTE_MS

/** At most this many missed turns of an interval game are drawn after a pause (one day of 1-minute turns). */
export const MAX_CATCH_UP_TURNS = 1440

/** The open turn of a game: its issue number and when it closes (and is drawn). */
export interface OpenTurn {
  turnNum: string
  closeTime: number
}

/** The interval length of an interval game in ms, or undefined for daily and weekly games. */
export function intervalMs(game: LotteryGameRow): number | undefined {
  return game.schedule.kind === 'interval' ? game.schedule.minutes * MINUTE_MS : undefined
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * Issue number of an interval game's turn closing at `closeTime`: the China date `YYYYMMDD` followed by the
 * 4-digit turn of that day (1-minute games: 00:01 is 0001, midnight closes the day's 1440th turn).
 */
export function intervalTurnNumber(stepMs: number, closeTime: number): string {
  const local = closeTime + CHINA_OFFSET_MS - 1
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS
  const date = new Date(dayStart)
  const turn = Math.floor((local - dayStart) / stepMs) + 1
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${pad(turn, 4)}`
}

/** The first close time of a game strictly after `afterMs`. */
export function nextCloseAfter(game: LotteryGameRow, afterMs: number): number {
  return nextDrawTime(game.schedule, afterMs)
}

/** The latest close time of an interval game at or before `atMs`. */
export function lastCloseAtOrBefore(game: LotteryGameRow, atMs: number): number {
  const step = intervalMs(game) ?? DAY_MS
  return nextDrawTime(game.schedule, atMs - step)
}

/** The turn now open for bets: the one after the latest stored draw, closing at the next scheduled time. */
export async function openTurn(
  lottery: Pick<LotteryStore, 'latestDraw'>,
  game: LotteryGameRow,
  nowMs: number,
): Promise<OpenTurn> {
  const closeTime = nextDrawTime(game.schedule, nowMs)
  const step = intervalMs(game)
  if (step) return { turnNum: intervalTurnNumber(step, closeTime), closeTime }
  const previous = await lottery.latestDraw(game.gameId, nowMs)
  return { turnNum: nextTurnNumber(previous?.turnNum, closeTime), closeTime }
}

/** True while a daily or weekly game's live draw show runs: the last {@link STREAM_LEAD_MS} before its draw. */
export function isStreaming(game: LotteryGameRow, nowMs: number): boolean {
  if (intervalMs(game)) return false
  return nextDrawTime(game.schedule, nowMs) - nowMs <= STREAM_LEAD_MS
}

/**
 * The numbers of a turn, deterministic per game and turn (a re-run draws the same result), comma-separated:
 * six-mark 7 distinct two-digit numbers 01–49 (the last is the special number); racing the finishing order
 * of cars 01–10; quick-three 3 dice 1–6 in ascending order; time-based 5 digits 0–9.
 */
export function generateNumbers(game: LotteryGameRow, turnNum: string): string {
  const random = seededRandom(hashString(`${game.gameId}:${turnNum}`))
  switch (game.lotteryKind) {
    case 'racing':
      return drawDistinct(random, 10, 1, 10)
        .map((n) => pad(n, 2))
        .join(',')
    case 'quickThree':
      return Array.from({ length: 3 }, () => 1 + Math.floor(random() * 6))
        .sort((a, b) => a - b)
        .join(',')
    case 'timeBased':
      return Array.from({ length: 5 }, () => Math.floor(random() * 10)).join(',')
    default:
      return drawDistinct(random, 7, 1, 49)
        .map((n) => pad(n, 2))
        .join(',')
  }
}

/** The draw an interval game makes at its close time `closeTime`. */
export function intervalDraw(game: LotteryGameRow, closeTime: number): DrawRow {
  const turnNum = intervalTurnNumber(intervalMs(game)!, closeTime)
  return { gameId: game.gameId, turnNum, openTime: closeTime, openNum: generateNumbers(game, turnNum) }
}

/**
 * Draws a game's open turn now (or at `atMs`), stores it and returns it; undefined if already drawn.
 * Interval games draw the turn that closed last at or before `atMs`. `openNum` draws chosen numbers (tests).
 */
export async function drawNow(
  lottery: LotteryStore,
  game: LotteryGameRow,
  atMs: number,
  openNum?: string,
): Promise<DrawRow | undefined> {
  if (intervalMs(game)) {
    const draw = intervalDraw(game, lastCloseAtOrBefore(game, atMs))
    const chosen = openNum ? { ...draw, openNum } : draw
    return (await lottery.insertDraw(chosen, 'generated')) ? chosen : undefined
  }
  const previous = await lottery.latestDraw(game.gameId, Number.MAX_SAFE_INTEGER)
  const turnNum = nextTurnNumber(previous?.turnNum, atMs)
  const draw: DrawRow = {
    gameId: game.gameId,
    turnNum,
    openTime: atMs,
    openNum: openNum ?? generateNumbers(game, turnNum),
  }
  return (await lottery.insertDraw(draw, 'generated')) ? draw : undefined
}

/**
 * Draws every turn of an interval game that closed after its latest stored draw and at or before `atMs`
 * (at most `maxTurns`, the newest ones), in one statement batch; returns the newest new draw.
 */
export async function drawMissedTurns(
  lottery: LotteryStore,
  game: LotteryGameRow,
  atMs: number,
  maxTurns = MAX_CATCH_UP_TURNS,
): Promise<DrawRow | undefined> {
  const step = intervalMs(game)
  if (!step) return undefined
  const last = lastCloseAtOrBefore(game, atMs)
  const stored = await lottery.latestDraw(game.gameId, Number.MAX_SAFE_INTEGER)
  const first = Math.max(stored ? stored.openTime + step : last, last - (maxTurns - 1) * step)
  const draws: DrawRow[] = []
  for (let close = first; close <= last; close += step) draws.push(intervalDraw(game, close))
  await lottery.insertDraws(draws, 'generated')
  return draws.at(-1)
}

/**
 * Draws every turn a daily or weekly game's schedule passed after its latest stored draw, up to and
 * including `atMs`, oldest first, each at its scheduled time and numbered on from the previous one (the
 * year's sequence, restarting at 001 on a year's first draw); returns the new draws. Unlike
 * {@link drawMissedTurns} there is no cap: an issue number counts every turn of its year, so skipping turns
 * would misnumber every later one, and a year is only some 365 turns. A game with no stored draw has no
 * sequence to continue and draws nothing.
 */
export async function drawMissedScheduledTurns(
  lottery: LotteryStore,
  game: LotteryGameRow,
  atMs: number,
): Promise<DrawRow[]> {
  if (intervalMs(game)) return []
  const latest = await lottery.latestDraw(game.gameId, Number.MAX_SAFE_INTEGER)
  if (!latest) return []
  const draws: DrawRow[] = []
  let previous = latest.turnNum
  let close = nextDrawTime(game.schedule, latest.openTime)
  while (close <= atMs) {
    const turnNum = nextTurnNumber(previous, close)
    draws.push({ gameId: game.gameId, turnNum, openTime: close, openNum: generateNumbers(game, turnNum) })
    previous = turnNum
    close = nextDrawTime(game.schedule, close)
  }
  await lottery.insertDraws(draws, 'generated')
  return draws
}

/**
 * Brings every daily and weekly game up to `atMs` with {@link drawMissedScheduledTurns}: the turns after a
 * real feed's end, and those that passed while the platform was not running. Returns the new draws, each
 * game's oldest first, for the caller to settle in that order. Interval games are left to the scheduler's
 * first pass, which catches them up with {@link drawMissedTurns}.
 */
export async function catchUpDraws(lottery: LotteryStore, atMs: number): Promise<DrawRow[]> {
  const draws: DrawRow[] = []
  for (const game of await lottery.listLotteryGames())
    draws.push(...(await drawMissedScheduledTurns(lottery, game, atMs)))
  return draws
}

/** What the scheduler announces. */
export interface SchedulerEvents {
  /** A turn was drawn (interval games after a pause: only the newest of the missed turns). */
  onDraw: (draw: DrawRow, game?: LotteryGameRow) => void
  /** A daily or weekly game's live draw show started for the open turn. */
  onStreamStart?: (game: LotteryGameRow, turn: OpenTurn) => void
}

/**
 * A game schedule runner: `tick` draws every turn whose close time has passed; `stop` ends the timer. One pass
 * runs at a time: a `tick` during a pass runs one more pass after it (the calls meanwhile share that pass),
 * so the draws of a game are made, and announced, in order.
 */
export interface Scheduler {
  /**
   * One pass over every game at the clock's time (the timer calls it every `tickMs`; tests call it): resolves
   * once its draws are made and handed to `onDraw`, or rejects with what failed.
   */
  tick(): Promise<void>
  stop(): void
}

/**
 * Runs each lottery game's schedule: when a turn's close time passes, it is drawn and announced. With
 * `tickMs: 0` nothing runs by itself: the owner of the clock calls `tick()` (tests, so a draw never lands
 * between a test's clock change and its next step).
 */
export function startScheduler(
  options: SchedulerEvents & { lottery: LotteryStore; clock: Clock; tickMs?: number },
): Scheduler {
  const { lottery, clock, onDraw } = options
  // Each game's first due close time counts from the start, as when they were read then (the first pass
  // reads the games).
  const startedAt = clock.now()
  let pending: Map<number, number> | undefined
  const streamed = new Map<number, number>()

  const pass = async () => {
    if (!pending) {
      const first = new Map<number, number>()
      for (const game of await lottery.listLotteryGames())
        first.set(game.gameId, nextDrawTime(game.schedule, startedAt))
      pending = first
    }
    const now = clock.now()
    for (const game of await lottery.listLotteryGames()) {
      const due = pending.get(game.gameId) ?? nextDrawTime(game.schedule, now)
      if (now < due) {
        if (isStreaming(game, now) && streamed.get(game.gameId) !== due) {
          streamed.set(game.gameId, due)
          options.onStreamStart?.(game, await openTurn(lottery, game, now))
        }
        continue
      }
      pending.set(game.gameId, nextDrawTime(game.schedule, now))
      if (intervalMs(game)) {
        const draw = await drawMissedTurns(lottery, game, now)
        if (draw) onDraw(draw, game)
        continue
      }
      // Every turn due since the last draw, in order: after a pause (a sleeping machine) no day is skipped.
      const missed = await drawMissedScheduledTurns(lottery, game, now)
      const draws = missed.length
        ? missed
        : [await drawNow(lottery, game, due)].filter((d) => d !== undefined)
      for (const draw of draws) onDraw(draw, game)
    }
  }
  /** The pass under way, and the one to run after it (shared by the calls made meanwhile). */
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  const tick = (): Promise<void> => {
    if (!running) {
      const current = pass().finally(() => {
        if (running === current) running = undefined
      })
      running = current
      return current
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return tick()
      })
    return next
  }
  const tickMs = options.tickMs ?? 1000
  const timer =
    tickMs > 0
      ? setInterval(() => {
          tick().catch((error: unknown) => console.error('[platform] scheduler pass failed', error))
        }, tickMs)
      : undefined
  timer?.unref?.()
  return { tick, stop: () => clearInterval(timer) }
}

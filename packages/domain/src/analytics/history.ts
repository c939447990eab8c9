import { type LotteryKind, lotteryKindRules } from '../lottery/kinds'
import { type QuickThreeDrawView, quickThreeSideLayout, readQuickThreeDraw } from './quickThree'
import { type RacingDrawView, racingSideLayout, readRacingDraw } from './racing'
import { type DrawStamp, type TrendGrid, trendGrid } from './series'
import {
  type PositionSideStats,
  type SideLayout,
  STREAK_MIN_LENGTH,
  type Streak,
  sideStats,
  sideStreaks,
} from './sides'
import { readSixMarkDraw, type SixMarkDrawView, sixMarkSideLayout } from './sixMark'
import { readTimeBasedDraw, type TimeBasedDrawView, timeBasedSideLayout } from './timeBased'

/** One draw as the history feed gives it: issue, open time (epoch ms) and the numbers in draw order. */
export interface AnalyticsDraw extends DrawStamp {
  numbers: readonly number[]
}

/** The most draws an analytics view reads (the pages offer up to 1,000). */
export const ANALYTICS_MAX_DRAWS = 1000

/** The read draw of each lottery kind. */
export interface DrawViewByKind {
  sixMark: SixMarkDrawView
  racing: RacingDrawView
  quickThree: QuickThreeDrawView
  timeBased: TimeBasedDrawView
}

/** The read draws of the given lottery kind, newest first. */
export interface HistoryOf<K extends LotteryKind> {
  kind: K
  draws: readonly DrawViewByKind[K][]
}
/** The read draws of one lottery kind, newest first. */
export type DrawHistory = { [K in LotteryKind]: HistoryOf<K> }[LotteryKind]
/** What `readHistory` gives for a kind: one history type per kind, so a runtime kind gives `DrawHistory`. */
export type HistoryFor<K extends LotteryKind> = K extends LotteryKind ? HistoryOf<K> : never

const readers: { [K in LotteryKind]: (draw: AnalyticsDraw) => DrawViewByKind[K] | null } = {
  sixMark: readSixMarkDraw,
  racing: readRacingDraw,
  quickThree: readQuickThreeDraw,
  timeBased: readTimeBasedDraw,
}

/** The two-sides layout of each lottery kind. */
export const sideLayouts: Readonly<Record<LotteryKind, SideLayout<never>>> = {
  sixMark: sixMarkSideLayout,
  racing: racingSideLayout,
  quickThree: quickThreeSideLayout,
  timeBased: timeBasedSideLayout,
}

/**
 * Reads a history given newest first (the order the feed lists it; an open time later than the draw before
 * it is refused) into the draws of `kind`. Incomplete results, a draw still in progress, are left out.
 */
export function readHistory<K extends LotteryKind>(kind: K, draws: readonly AnalyticsDraw[]): HistoryFor<K> {
  const read: DrawViewByKind[K][] = []
  draws.forEach((draw, i) => {
    const newer = draws[i - 1]
    if (newer && draw.openTime > newer.openTime)
      throw new RangeError(`draws must be newest first: ${draw.turnNum} opens after ${newer.turnNum}`)
    const view = readers[kind](draw)
    if (view) read.push(view)
  })
  const history: HistoryOf<K> = { kind, draws: read }
  // A generic kind does not narrow the union; the reader table is what ties these draws to their kind.
  return history as HistoryFor<K>
}

/** The newest `count` draws of a history (1 to 1,000, the pages' choice of N). */
export function latestDraws<H extends DrawHistory>(history: H, count: number): H {
  if (!Number.isInteger(count) || count < 1 || count > ANALYTICS_MAX_DRAWS)
    throw new RangeError(`an analytics window holds 1–${ANALYTICS_MAX_DRAWS} draws, not ${count}`)
  return { ...history, draws: history.draws.slice(0, count) }
}

/** Two-sides counts and omission per position of any kind (特码 and 总和 on six-mark, ranks on racing …). */
export function twoSidesStats(history: DrawHistory): PositionSideStats[] {
  return sideStats(history.draws, sideLayouts[history.kind])
}

/** The 长龙 helper: current runs of at least `minLength` equal two-sides readings, longest first. */
export function currentStreaks(history: DrawHistory, minLength = STREAK_MIN_LENGTH): Streak[] {
  return sideStreaks(history.draws, sideLayouts[history.kind], minLength)
}

/** The numbers trend of one position (1-based) of a racing, quick-three or time-based history. */
export function positionTrend(
  history: Exclude<DrawHistory, HistoryOf<'sixMark'>>,
  position: number,
): TrendGrid<number> {
  const { count, min, max } = lotteryKindRules[history.kind]
  if (!Number.isInteger(position) || position < 1 || position > count)
    throw new RangeError(`a ${history.kind} result has positions 1–${count}, not ${position}`)
  const keys = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  const draws: readonly (DrawStamp & { numbers: readonly number[] })[] = history.draws
  return trendGrid(draws, keys, (draw) => [draw.numbers[position - 1]!])
}

import { CHINA_OFFSET_MS, fromChinaTime } from '@liuhe/domain'
import { intervalDraw, intervalMs, nextCloseAfter } from '../scheduler'
import type { DrawRow, LotteryGameRow, LotteryStore } from './lottery'

const DAY_MS = 24 * 60 * 60 * 1000

/** How far back the history of an interval game reaches. */
export const INTERVAL_HISTORY_DAYS = 365

/** A history filter: a China calendar year `YYYY` or a China date `YYYY-MM-DD`. */
export type HistoryPeriod = { year: number } | { year: number; month: number; day: number }

/** A page of draws, newest first, with the total count of the filtered history. */
export interface HistoryPage {
  rows: DrawRow[]
  total: number
}

/** One history group: a year (daily and weekly games) or a China date (interval games). */
export interface HistoryGroup {
  groupKey: string
  groupType: 'year' | 'date'
  count: number
}

function periodRange(period: HistoryPeriod | undefined): { fromMs: number; toMs: number } {
  if (!period) return { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }
  if ('day' in period) {
    const start = fromChinaTime(period.year, period.month, period.day)
    return { fromMs: start, toMs: start + DAY_MS }
  }
  return { fromMs: fromChinaTime(period.year, 1, 1), toMs: fromChinaTime(period.year + 1, 1, 1) }
}

/**
 * The draw history of the lottery games, read through the lottery store: stored draws, and for interval
 * games the older turns computed on read.
 */
export function createLotteryHistory(lottery: LotteryStore) {
  /**
   * The page of an interval game's history at `nowMs` whose newest stored draw is `newestStored`: the turns
   * are computed, not read ({@link historyPage}).
   */
  function intervalPage(
    game: LotteryGameRow,
    step: number,
    newestStored: DrawRow | undefined,
    nowMs: number,
    period: HistoryPeriod | undefined,
    page: { offset: number; limit: number },
  ): HistoryPage {
    if (!newestStored) return { rows: [], total: 0 }
    const range = periodRange(period)
    const oldest = Math.max(
      nextCloseAfter(game, nowMs - INTERVAL_HISTORY_DAYS * DAY_MS),
      nextCloseAfter(game, range.fromMs),
    )
    const newest = period
      ? Math.min(newestStored.openTime, nextCloseAfter(game, range.toMs) - step)
      : newestStored.openTime
    const total = newest < oldest ? 0 : Math.floor((newest - oldest) / step) + 1
    const rows: DrawRow[] = []
    for (let i = page.offset; i < Math.min(total, page.offset + page.limit); i++) {
      rows.push(intervalDraw(game, newest - i * step))
    }
    return { rows, total }
  }

  /**
   * The history of a game at `nowMs`, newest first. Daily and weekly games read their stored draws. Interval
   * games reach back {@link INTERVAL_HISTORY_DAYS} days: their draws are a pure function of game and close
   * time, so turns older than the stored window are computed on read with the scheduler's own generator
   * (identical to what it stored when it drew them). A China date's turns are those closing after its
   * midnight up to and including the next midnight, like their issue numbers.
   */
  async function historyPage(
    game: LotteryGameRow,
    nowMs: number,
    period: HistoryPeriod | undefined,
    page: { offset: number; limit: number },
  ): Promise<HistoryPage> {
    const step = intervalMs(game)
    if (!step) return lottery.listDraws(game.gameId, { ...periodRange(period), atMs: nowMs }, page)
    const newestStored = await lottery.latestDraw(game.gameId, nowMs)
    return intervalPage(game, step, newestStored, nowMs, period, page)
  }

  /** The history groups of a game, newest first: years for daily and weekly games, China dates for interval games. */
  async function historyGroups(game: LotteryGameRow, nowMs: number): Promise<HistoryGroup[]> {
    const step = intervalMs(game)
    if (!step) {
      return (await lottery.countDrawsByYear(game.gameId, nowMs)).map((g) => ({
        groupKey: g.year,
        groupType: 'year',
        count: g.count,
      }))
    }
    // One read of the newest stored draw serves every day (each day's count is computed from it).
    const newestStored = await lottery.latestDraw(game.gameId, nowMs)
    const groups: HistoryGroup[] = []
    const todayStart = Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS
    for (let d = 0; d < INTERVAL_HISTORY_DAYS; d++) {
      const start = todayStart - d * DAY_MS
      const date = new Date(start + CHINA_OFFSET_MS)
      const { total } = intervalPage(
        game,
        step,
        newestStored,
        nowMs,
        { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
        { offset: 0, limit: 0 },
      )
      if (total === 0) continue
      const key = date.toISOString().slice(0, 10)
      groups.push({ groupKey: key, groupType: 'date', count: total })
    }
    return groups
  }

  return { historyPage, historyGroups }
}

/** The lottery history of one database. */
export type LotteryHistory = ReturnType<typeof createLotteryHistory>

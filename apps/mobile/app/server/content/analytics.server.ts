import {
  type AnalyticsDraw,
  type AnalyticsView,
  analyticsViewsOf,
  type CategoryStats,
  type LotteryKind,
  parseChinaTime,
  parseOpenNum,
  readHistory,
  type SixMarkBalls,
  type SixMarkSeries,
  type SixMarkSeriesKeys,
  sixMarkStats,
} from '@liuhe/domain'
import type { HotColdRow } from '@liuhe/ui'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { z } from 'zod'
import {
  type AnalyticsSeriesPage,
  ballChoices,
  compactDraws,
  TREND_PERIODS,
  type TrendDrawsPage,
} from '#app/analytics.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

/** Reads `?period=` as one of `choices`, the first when absent or not one of them. */
export function periodOf(request: Request, choices: readonly number[]): number {
  const period = Number(new URL(request.url).searchParams.get('period'))
  return choices.includes(period) ? period : choices[0]!
}

/** Reads `?n=` as any whole number of draws from 1 to 1,000, 100 when absent or invalid. */
export function drawCountOf(request: Request): number {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .catch(100)
    .parse(new URL(request.url).searchParams.get('n') ?? undefined)
}

/** Reads `?pos=` as a position from 1 to `max`, 1 when absent or out of range. */
export function positionOf(request: Request, max: number): number {
  return z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .catch(1)
    .parse(new URL(request.url).searchParams.get('pos') ?? undefined)
}

/** A game's analytics input: its name and kind, and its newest `count` draws as the domain reads them. */
export interface GameDraws {
  gameId: number
  gameName: string
  kind: LotteryKind
  serverTime: number
  draws: AnalyticsDraw[]
}

/**
 * Loads what an analytics page of game `params.id` reads: the game (404 when the platform has no such game
 * or its kind has no such page) and its newest `count` draws, newest first, in one history call.
 */
export async function loadGameDraws(
  request: Request,
  params: Params,
  view: AnalyticsView,
  count: number,
): Promise<GameDraws> {
  const gameId = Number(params.id)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const api = platformFor(request)
  try {
    const [info, history] = await Promise.all([
      api.lottery.openInfo(gameId, request.signal),
      count > 0
        ? api.lottery.history({ gameId, rows: count }, request.signal)
        : Promise.resolve({ rows: [], totalCount: 0 }),
    ])
    const kind = info.lotteryKind ?? 'sixMark'
    invariantResponse(analyticsViewsOf(kind).includes(view), '该游戏暂无此项分析')
    return {
      gameId,
      gameName: info.gameName,
      kind,
      serverTime: info.serverTime,
      draws: history.rows.map((row) => ({
        turnNum: row.turnNum,
        openTime: parseChinaTime(row.openTime),
        numbers: parseOpenNum(row.openNum),
      })),
    }
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

/** Analytics pages follow the draws: a browser may keep one for a few seconds. */
export const analyticsHeaders = { 'Cache-Control': 'public, max-age=5' }

/** Hot/cold rows of the statistics pages from the domain's category figures. */
export function hotColdRows<K>(
  stats: readonly CategoryStats<K>[],
  label: (key: K) => string = String,
): HotColdRow[] {
  return stats.map((s) => ({
    key: String(s.key),
    label: label(s.key),
    count: s.count,
    currentOmission: s.currentOmission,
    maxOmission: s.maxOmission,
  }))
}

/** Reads `?balls=` as a six-mark ball set, the 特码 when absent or unknown. */
export function ballsOf(request: Request): SixMarkBalls {
  const value = new URL(request.url).searchParams.get('balls')
  return ballChoices.find((c) => c.value === value)?.value ?? 'special'
}

/**
 * The loader of a hot/cold statistics page (尾数, 区间, 特码生肖, 正码生肖): one six-mark series over the
 * newest `?n=` draws, of the balls `?balls=` picks, or of the fixed `balls` given.
 */
export async function seriesStatsPage<S extends SixMarkSeries>(
  { request, params }: LoaderFunctionArgs,
  view: AnalyticsView,
  series: S,
  options: { balls?: SixMarkBalls; label?: (key: SixMarkSeriesKeys[S]) => string } = {},
) {
  const count = drawCountOf(request)
  const balls = options.balls ?? ballsOf(request)
  const game = await loadGameDraws(request, params, view, count)
  const history = readHistory('sixMark', game.draws)
  const page: AnalyticsSeriesPage = {
    gameId: game.gameId,
    gameName: game.gameName,
    kind: game.kind,
    count,
    balls,
    ballsChoosable: options.balls === undefined,
    drawn: history.draws.length,
    rows: hotColdRows(sixMarkStats(history.draws, series, balls), options.label),
  }
  return data(page, { headers: analyticsHeaders })
}

/** The loader of a trend page built in the browser from the draws (生肖走势, 生肖类型走势): `?period=` draws. */
export async function trendDrawsPage({ request, params }: LoaderFunctionArgs, view: AnalyticsView) {
  const period = periodOf(request, TREND_PERIODS)
  const game = await loadGameDraws(request, params, view, period)
  const page: TrendDrawsPage = {
    gameId: game.gameId,
    gameName: game.gameName,
    kind: game.kind,
    period,
    draws: compactDraws(game.draws),
  }
  return data(page, { headers: analyticsHeaders })
}

import {
  type AnalyticsDraw,
  type AnalyticsView,
  analyticsViewsOf,
  type BallColor,
  type LotteryKind,
  positionTrend,
  readHistory,
  type SixMarkBalls,
  sixMarkNumberTrend,
  sixMarkTrend,
  type TrendGrid,
} from '@liuhe/domain'

/** What a hot/cold statistics page renders (its loader: `seriesStatsPage` in analytics.server.ts). */
export interface AnalyticsSeriesPage {
  gameId: number
  gameName: string
  kind: LotteryKind
  /** The window asked for (`?n=`). */
  count: number
  balls: SixMarkBalls
  /** Whether the page offers 特码 / 正码 / 全部 (else its balls are fixed). */
  ballsChoosable: boolean
  /** Draws in the window. */
  drawn: number
  rows: { key: string; label: string; count: number; currentOmission: number; maxOmission: number }[]
}

/** What a trend page built in the browser renders (its loader: `trendDrawsPage` in analytics.server.ts). */
export interface TrendDrawsPage {
  gameId: number
  gameName: string
  kind: LotteryKind
  period: number
  draws: CompactDraws
}

/** The window choices of the trend pages (期数). */
export const TREND_PERIODS = [30, 50, 100, 200] as const
/** The presets of the statistics pages' window; any N from 1 to 1,000 may be typed. */
export const STAT_PERIODS = [30, 50, 100, 200, 500, 1000] as const

/** The ball sets the six-mark statistics pages offer (`?balls=`). */
export const ballChoices = [
  { value: 'special', label: '特码' },
  { value: 'normal', label: '正码' },
  { value: 'all', label: '全部' },
] as const satisfies readonly { value: SixMarkBalls; label: string }[]

/** The analytics pages' names, as their tabs and titles read. */
export const analyticsViewLabels: Readonly<Record<AnalyticsView, string>> = {
  history: '历史开奖',
  'big-small': '大小单双',
  'both-side': '两面统计',
  'last-number': '尾数统计',
  range: '区间统计',
  trend: '号码走势',
  'zodiac-reference': '生肖对照',
  'special-num': '特码生肖',
  'first-num': '正码生肖',
  'zodiac-trending': '生肖走势',
  'zodiac-types-trending': '生肖类型走势',
  'lottery-helper': '长龙助手',
}

/** The two families of analytics pages and the views each holds, in tab order. */
export const analyticsFamilies = [
  {
    family: 'special',
    views: ['history', 'big-small', 'both-side', 'last-number', 'range', 'trend'],
  },
  {
    family: 'zodiac',
    views: ['zodiac-reference', 'special-num', 'first-num', 'zodiac-trending', 'zodiac-types-trending'],
  },
] as const satisfies readonly { family: string; views: readonly AnalyticsView[] }[]

/** One family of analytics pages. */
export type AnalyticsFamily = (typeof analyticsFamilies)[number]['family']

/** What a family is called: six-mark's first family reads the 特码; other kinds read the whole draw. */
export function familyLabel(family: AnalyticsFamily, kind: LotteryKind): string {
  if (family === 'zodiac') return '生肖分析'
  return kind === 'sixMark' ? '特码分析' : '开奖分析'
}

/** The address of an analytics page of a game. */
export function analyticsHref(gameId: number, view: AnalyticsView): string {
  if (view === 'lottery-helper') return `/game/${gameId}/analytic/lottery-helper`
  const family = analyticsFamilies.find((f) => (f.views as readonly string[]).includes(view))!.family
  return `/game/${gameId}/analytic/${family}/${view}`
}

/** The families a kind offers, each with the views of the kind, empty families left out. */
export function familiesOf(kind: LotteryKind) {
  const offered = new Set(analyticsViewsOf(kind))
  return analyticsFamilies
    .map(({ family, views }) => ({
      family,
      label: familyLabel(family, kind),
      views: views.filter((v) => offered.has(v)),
    }))
    .filter((f) => f.views.length > 0)
}

/**
 * Draws as the trend pages send them to the browser: one text, a draw per `;`, each
 * `{turnNum} {openTime ms} {n,n,…}`. 200 draws take about 10 KB, half of what the same draws take as
 * objects in the page's data.
 */
export type CompactDraws = string

/** Draws newest first in the compact form. */
export const compactDraws = (draws: readonly AnalyticsDraw[]): CompactDraws =>
  draws.map((d) => `${d.turnNum} ${d.openTime} ${d.numbers.join(',')}`).join(';')

const expand = (draws: CompactDraws): AnalyticsDraw[] =>
  draws === ''
    ? []
    : draws.split(';').map((text) => {
        const [turnNum = '', openTime = '0', numbers = ''] = text.split(' ')
        return { turnNum, openTime: Number(openTime), numbers: numbers.split(',').map(Number) }
      })

/** The short row label of an issue: six-mark's sequence (2026325 → 325), else the last four digits. */
export const issueLabel = (kind: LotteryKind, turnNum: string) =>
  kind === 'sixMark' ? turnNum.slice(4) : turnNum.slice(-4)

const pad = (n: number) => String(n).padStart(2, '0')

type Cell = { hit: true; times: number; color?: BallColor } | { hit: false; omission: number }

function toChart<K>(kind: LotteryKind, grid: TrendGrid<K, Cell>, label: (key: K) => string) {
  return {
    columns: grid.keys.map((key) => ({ key: label(key), label: label(key) })),
    rows: grid.rows.map((row) => ({
      key: row.turnNum,
      label: issueLabel(kind, row.turnNum),
      cells: row.cells,
    })),
    stats: grid.stats,
  }
}

/**
 * The chart of the trend page, computed with the domain's trend functions from the draws the loader sent:
 * six-mark 01–49 of the 特码 (or of all balls), other kinds the numbers of one position. The same on the
 * server and in the browser, so the page carries the draws once instead of every cell twice.
 */
export function numberTrendChart(
  kind: LotteryKind,
  draws: CompactDraws,
  options: { position: number; balls?: SixMarkBalls },
) {
  const history = readHistory(kind, expand(draws))
  if (history.kind === 'sixMark') return toChart(kind, sixMarkNumberTrend(history.draws, options.balls), pad)
  const grid = positionTrend(history, options.position)
  return toChart(kind, grid, history.kind === 'racing' ? pad : String)
}

/** The 特码 zodiac trend (生肖走势) from the draws the loader sent. */
export function zodiacTrendChart(draws: CompactDraws) {
  const history = readHistory('sixMark', expand(draws))
  return toChart('sixMark', sixMarkTrend(history.draws, 'zodiac'), String)
}

const typeGroupings = [
  { series: 'animalKind', label: '家野' },
  { series: 'gender', label: '男女' },
  { series: 'art', label: '琴棋书画' },
  { series: 'season', label: '春夏秋冬' },
] as const

/** The 特码 zodiac-type trend (家野, 男女, 琴棋书画, 春夏秋冬) from the draws the loader sent. */
export function zodiacTypesChart(draws: CompactDraws) {
  const history = readHistory('sixMark', expand(draws))
  const grids = typeGroupings.map(({ series }) => sixMarkTrend(history.draws, series))
  return {
    columns: grids.flatMap((g) => g.keys.map((key) => ({ key: String(key), label: String(key) }))),
    columnGroups: typeGroupings.map(({ label }, i) => ({ label, span: grids[i]!.keys.length })),
    rows: history.draws.map((draw, r) => ({
      key: draw.turnNum,
      label: issueLabel('sixMark', draw.turnNum),
      cells: grids.flatMap((g) => g.rows[r]!.cells),
    })),
    stats: grids.flatMap((g) => g.stats),
  }
}

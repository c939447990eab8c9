import type { BetDayReport, BetOrder } from '@liuhe/api'
import {
  type BetDisplayState,
  type BetListTabId,
  betDisplayState,
  betListTabs,
  betStatusOf,
  betStatusTexts,
  isValidResult,
  type LotteryKind,
  oddsMilliFromDecimal,
  parseChinaTime,
  parseOpenNum,
  yuanToFen,
} from '@liuhe/domain'

/** The tab that lists daily summaries instead of today's bets. */
export const HISTORY_TAB = 5 satisfies BetListTabId

/** The tabs of the bet list with their labels, in the order the page shows them. */
export const betListTabLabels: Readonly<Record<BetListTabId, string>> = {
  1: '全部',
  2: '未结算',
  3: '已结算',
  4: '已撤单',
  5: '历史',
}

/** The tab ids, in order (the domain's list). */
export const betListTabIds: readonly BetListTabId[] = betListTabs.map((tab) => tab.id)

/** Key under which the compact-row choice is kept in the browser. */
export const COMPACT_MODE_KEY = 'liuhe:bet-list-compact'

/** What the list is asked for: a tab, and the game (today's tabs) or the day (history). */
export interface BetListQuery {
  tab: BetListTabId
  gameId: number | null
  date: string | null
}

/**
 * A bet as the list shows it (money in fen, texts worded), with the fields the cancel rules read on the
 * client (status, betEndTime, trackOrderNo).
 */
export interface BetRowView {
  orderNo: string
  gameId: number
  gameName: string
  turnNum: string
  /** The play and the pick without the odds, e.g. 特码A 07. */
  betInfo: string
  /** The play's group and name, searched along with the pick. */
  cateName: string
  /** The frozen odds, one figure per price; empty when the platform's text carries none. */
  oddsMilli: number[]
  amountFen: number
  /** Paid back, only once the bet is settled. */
  rewardFen?: number
  statusText: string
  displayState: BetDisplayState
  /** The numbers drawn on the bet's turn, read by its game's lottery; null until drawn. */
  draw: BetDrawView | null
  time: string
  status: number
  betEndTime: string
  trackOrderNo: string
}

/** A turn's draw as a bet row shows it. */
export interface BetDrawView {
  numbers: number[]
  kind: LotteryKind
  /** When it was drawn, epoch ms (six-mark zodiacs); left out when the platform did not say. */
  drawTime?: number
}

/** One page of bets and how many there are in all. */
export interface BetPage {
  rows: BetRowView[]
  page: number
  totalCount: number
}

/** One day of the history as the summaries show it (元). */
export interface BetDayView {
  date: string
  bettingMoney: number
  winOrcloseMoney: number
}

/** A lottery game the filter offers. */
export interface BetGameChoice {
  gameId: number
  gameName: string
}

/** What the bet-list pages render. */
export interface BetListData extends BetListQuery {
  /** Whether this viewer may cancel bets now (role and sys_config.hy_is_cancel). */
  cancelEnabled: boolean
  /** sys_config.hy_is_cancel as the platform set it, for the cancel rules on the client. */
  hyIsCancel: number
  games: BetGameChoice[]
  /** The first page of bets (today's tabs, or one day of the history). */
  list: BetPage | null
  /** The daily summaries (history without a day). */
  days: BetDayView[] | null
  /** Why the list could not be loaded. */
  error: string | null
}

/**
 * Splits the platform's bet text "特码A 07 @49" into the pick and its odds; keyed odds
 * ("中二 20 / 中三 100") give one figure per key. Text without readable odds is kept whole.
 */
export function splitBetInfo(betInfo: string): { pick: string; oddsMilli: number[] } {
  const at = betInfo.lastIndexOf(' @')
  if (at < 0) return { pick: betInfo, oddsMilli: [] }
  const figures = betInfo
    .slice(at + 2)
    .split(' / ')
    .map((part) => part.trim().split(' ').at(-1) ?? '')
  try {
    return { pick: betInfo.slice(0, at), oddsMilli: figures.map(oddsMilliFromDecimal) }
  } catch {
    return { pick: betInfo, oddsMilli: [] }
  }
}

/**
 * The draw of a bet's turn: its `openNum` read as its game's lottery (six-mark when the platform names
 * none); null before the draw, or when the numbers are not a complete result of that lottery.
 */
export function drawOf(order: BetOrder): BetDrawView | null {
  const kind = order.lotteryKind ?? 'sixMark'
  const numbers = parseOpenNum(order.openNum)
  if (!isValidResult(kind, numbers)) return null
  return order.openTime ? { numbers, kind, drawTime: parseChinaTime(order.openTime) } : { numbers, kind }
}

/** A platform bet as a list row, its state read at `nowMs` with the platform's cancel setting. */
export function toBetRowView(order: BetOrder, hyIsCancel: number, nowMs: number): BetRowView {
  const state = betDisplayState(order, hyIsCancel, nowMs)
  const { pick, oddsMilli } = splitBetInfo(order.betInfo)
  return {
    orderNo: order.orderNo,
    gameId: order.gameId,
    gameName: order.gameName,
    turnNum: order.turnNum,
    betInfo: pick,
    cateName: order.cateName,
    oddsMilli,
    amountFen: yuanToFen(order.totalMoney),
    ...(betStatusOf(order.status) === 'settled' ? { rewardFen: yuanToFen(order.reward) } : {}),
    statusText: betStatusTexts[state],
    displayState: state,
    draw: drawOf(order),
    time: order.addTime,
    status: order.status,
    betEndTime: order.betEndTime,
    trackOrderNo: order.trackOrderNo,
  }
}

/** A history day as the summaries show it. */
export function toBetDayView(day: BetDayReport): BetDayView {
  return { date: day.statTime, bettingMoney: day.bettingMoney, winOrcloseMoney: day.winOrcloseMoney }
}

/**
 * The rows that pass the filter: the game (the history's day list cannot be asked by game, so it is
 * filtered here too) and the search, a substring of the order number, the pick or the play.
 */
export function filterBetRows(
  rows: readonly BetRowView[],
  filter: { gameId: number | null; search: string },
): BetRowView[] {
  const text = filter.search.trim()
  return rows.filter(
    (row) =>
      (filter.gameId === null || row.gameId === filter.gameId) &&
      (text === '' ||
        row.orderNo.includes(text) ||
        row.betInfo.includes(text) ||
        row.cateName.includes(text)),
  )
}

/** The address of a bet-list view under `basePath` (/bet-list or /report/bet-list). */
export function betListHref(basePath: string, query: Partial<BetListQuery>): string {
  const params = new URLSearchParams({ tab: String(query.tab ?? 1) })
  if (query.gameId) params.set('gameId', String(query.gameId))
  if (query.tab === HISTORY_TAB && query.date) params.set('date', query.date)
  return `${basePath}?${params}`
}

/** The query string of a page of the current list, for the paging resource route. */
export function betPageQuery(query: BetListQuery, page: number): string {
  const params = new URLSearchParams({ tab: String(query.tab), page: String(page) })
  if (query.gameId && query.tab !== HISTORY_TAB) params.set('gameId', String(query.gameId))
  if (query.date && query.tab === HISTORY_TAB) params.set('date', query.date)
  return params.toString()
}

import { isChinaTimePassed } from '../time/dates'

/** Bet status codes: 0 pending, 1 settled, 2 cancelled, 3 deleted, 4 chase stopped. */
export const betStatuses = {
  0: 'pending',
  1: 'settled',
  2: 'cancelled',
  3: 'deleted',
  4: 'chaseStopped',
} as const
/** A bet status. */
export type BetStatus = (typeof betStatuses)[keyof typeof betStatuses]
/** Result codes of a settled bet: 0 not won, 1 paid out, 2 draw. */
export const betResults = { 0: 'notWon', 1: 'paidOut', 2: 'draw' } as const
/** A settled bet's result. */
export type BetResult = (typeof betResults)[keyof typeof betResults]

function codeOf(value: number | string | null | undefined): number {
  return value === null || value === undefined || value === '' ? Number.NaN : Number(value)
}

/** The status of a status code; `undefined` for an unknown code. */
export function betStatusOf(code: number | string | null | undefined): BetStatus | undefined {
  return betStatuses[codeOf(code) as keyof typeof betStatuses]
}

/** The result of a settled bet's result code; `undefined` for an unknown code. */
export function betResultOf(code: number | string | null | undefined): BetResult | undefined {
  return betResults[codeOf(code) as keyof typeof betResults]
}

/** The bet-list tabs: id, key, and the status code the list is queried with (none for all and history). */
export const betListTabs = [
  { id: 1, key: 'all', status: undefined },
  { id: 2, key: 'unsettled', status: 0 },
  { id: 3, key: 'settled', status: 1 },
  { id: 4, key: 'cancelled', status: 2 },
  { id: 5, key: 'history', status: undefined },
] as const
/** A bet-list tab id, 1–5. */
export type BetListTabId = (typeof betListTabs)[number]['id']

/** Status code to query for a bet-list tab: 1 all (none), 2 → 0, 3 → 1, 4 → 2, 5 history (none). */
export function statusForTab(tabId: BetListTabId): 0 | 1 | 2 | undefined {
  return betListTabs.find((tab) => tab.id === tabId)?.status
}

/** The fields of a bet order that the rules read. */
export interface BetOrderLike {
  orderNo?: string
  status: number | string
  betEndTime?: string | null
  trackOrderNo?: string | null
  model?: number | string | null
}

/** True when sys_config.hy_is_cancel enables bet cancel (equals 1). */
export function isBetCancelEnabled(hyIsCancel: number | string | null | undefined): boolean {
  return Number(hyIsCancel) === 1
}

/**
 * True when a bet can be cancelled: cancel enabled (hy_is_cancel = 1), status pending, and its betEndTime,
 * read as UTC+8, not yet passed at `nowMs`.
 */
export function isCancellable(
  order: BetOrderLike,
  hyIsCancel: number | string | null | undefined,
  nowMs: number,
): boolean {
  return (
    isBetCancelEnabled(hyIsCancel) &&
    betStatusOf(order.status) === 'pending' &&
    !isChinaTimePassed(order.betEndTime ?? '', nowMs)
  )
}

/** How a bet row shows its state. */
export type BetDisplayState =
  | 'cancellable'
  | 'cancellable-chase'
  | 'unsettled'
  | 'notWon'
  | 'paidOut'
  | 'draw'
  | 'cancelled'
  | 'deleted'
  | 'chaseStopped'

/**
 * Display state of a bet: pending bets are cancellable (the '[chase]' variant when they belong to a chase,
 * trackOrderNo set) or otherwise unsettled; settled bets show their result; the rest their status.
 */
export function betDisplayState(
  order: BetOrderLike & { result?: number | string | null },
  hyIsCancel: number | string | null | undefined,
  nowMs: number,
): BetDisplayState {
  const status = betStatusOf(order.status)
  if (status === 'pending') {
    if (!isCancellable(order, hyIsCancel, nowMs)) return 'unsettled'
    return order.trackOrderNo ? 'cancellable-chase' : 'cancellable'
  }
  if (status === 'settled') return betResultOf(order.result) ?? 'notWon'
  return status ?? 'unsettled'
}

/** Model label of a bet: 信 for credit (model 1), 官 for official (any other model). */
export function betModelLabel(model: number | string | null | undefined): '信' | '官' {
  return Number(model) === 1 ? '信' : '官'
}

/** Texts of the cancel flow, exactly as the product writes them. */
export const betCancelTexts = {
  /** Cancel succeeded. */
  success: '撤销成功',
  /** Cancel is disabled on the platform. */
  disabled: '注单状态不能撤单，请刷新页面！',
  /** A row that cannot be ticked. */
  notCancellable: '该记录不能撤销！',
  /** The button that enters cancel mode. */
  enterMode: '撤单',
  /** The button that leaves cancel mode. */
  leaveMode: '取消',
} as const

/** Label of the cancel-mode toggle: 撤单 to enter cancel mode, 取消 while in it. */
export function cancelModeLabel(inCancelMode: boolean): string {
  return inCancelMode ? betCancelTexts.leaveMode : betCancelTexts.enterMode
}

/** Result of ticking a row in cancel mode: the new selection, or the message when the row cannot be ticked. */
export type CancelTickResult =
  | { selected: string[]; message?: undefined }
  | { selected: string[]; message: string }

/** Ticks or unticks a bet in cancel mode; only cancellable bets can be ticked (else 该记录不能撤销！). */
export function toggleCancelSelection(
  selected: readonly string[],
  order: BetOrderLike & { orderNo: string },
  hyIsCancel: number | string | null | undefined,
  nowMs: number,
): CancelTickResult {
  if (selected.includes(order.orderNo)) return { selected: selected.filter((no) => no !== order.orderNo) }
  if (!isCancellable(order, hyIsCancel, nowMs))
    return { selected: [...selected], message: betCancelTexts.notCancellable }
  return { selected: [...selected, order.orderNo] }
}

/** Select-all in cancel mode: the order numbers of every cancellable bet. */
export function selectAllCancellable(
  orders: readonly (BetOrderLike & { orderNo: string })[],
  hyIsCancel: number | string | null | undefined,
  nowMs: number,
): string[] {
  return orders.filter((o) => isCancellable(o, hyIsCancel, nowMs)).map((o) => o.orderNo)
}

/** The cancel request's orderNo field: the selected order numbers joined with commas. */
export function cancelOrderNoParam(orderNos: readonly string[]): string {
  return orderNos.join(',')
}

/** Bet list page size. */
export const BET_LIST_PAGE_SIZE = 20

/** The status text of each display state, as the bet list and the records answer show it. */
export const betStatusTexts: Readonly<Record<BetDisplayState, string>> = {
  cancellable: '未结算',
  'cancellable-chase': '未结算[追号]',
  unsettled: '未结算',
  notWon: '未中奖',
  paidOut: '已中奖',
  draw: '和局',
  cancelled: '已撤单',
  deleted: '已删除',
  chaseStopped: '追号停止',
}

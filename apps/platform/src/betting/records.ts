import {
  betCancelTexts,
  betDisplayState,
  betInfoText,
  betStatusTexts,
  CHINA_OFFSET_MS,
  fenToYuan,
  formatChinaTime,
  isCancellable,
  playById,
} from '@liuhe/domain'
import { RefusedError } from '../errors'
import type { Stores } from '../store'
import type { BetRow } from '../store/bets'
import type { CurrentUser } from '../store/user'

const DAY_MS = 86_400_000

/** Midnight (China time) of the day holding `atMs`. */
export function chinaDayStart(atMs: number): number {
  return Math.floor((atMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS
}

/** `sys_config.hy_is_cancel`: members may cancel pending bets only when it is 1. */
export async function hyIsCancel(stores: Stores): Promise<number | string | undefined> {
  const config = await stores.config.getConfig<{ sys_config?: { hy_is_cancel?: number | string } }>('config')
  return config?.sys_config?.hy_is_cancel
}

/**
 * A stored bet as the records answer it (money in 元, times in China time); `cancel` is {@link hyIsCancel}'s
 * answer, read once for a page of bets.
 */
export async function orderView(
  stores: Stores,
  bet: BetRow,
  account: string,
  nowMs: number,
  cancel: number | string | undefined,
) {
  const play = playById(bet.playId)
  const game = await stores.lottery.findLotteryGame(bet.gameId)
  // A settled bet carries its draw's numbers; its time (six-mark zodiacs follow the lunar year) is the draw's.
  const draw = bet.openNum ? await stores.lottery.drawOfTurn(bet.gameId, bet.turnNum) : undefined
  const view = {
    orderNo: bet.orderNo,
    gameId: bet.gameId,
    gameName: game?.gameName ?? '',
    model: bet.model,
    addTime: formatChinaTime(bet.createdAt),
    cateName: play ? `${play.group} · ${play.name}` : bet.playId,
    turnNum: bet.turnNum,
    totalMoney: fenToYuan(bet.amountFen),
    reward: fenToYuan(bet.payoutFen),
    account,
    openNum: bet.openNum,
    lotteryKind: game?.lotteryKind,
    openTime: draw ? formatChinaTime(draw.openTime) : '',
    betInfo: play ? betInfoText(play, bet.selection, bet.odds) : bet.playId,
    status: bet.status,
    result: bet.result,
    betEndTime: formatChinaTime(bet.betEndTime),
    trackOrderNo: '',
    statusDesc: '',
  }
  view.statusDesc = betStatusTexts[betDisplayState(view, cancel, nowMs)]
  return view
}

/**
 * Cancels pending bets of the user, in one transaction, refunding each with a ledger row. Refused as a whole
 * (nothing changes) when cancelling is off, or when any of the orders is not the user's, not pending, or past
 * its close time.
 */
export async function cancelBets(
  stores: Stores,
  user: CurrentUser,
  orderNos: readonly string[],
  nowMs: number,
): Promise<{ cancelled: string[] }> {
  if (Number(await hyIsCancel(stores)) !== 1)
    throw new RefusedError('BET/CANCEL_DISABLED', betCancelTexts.disabled)
  return stores.transaction(async (tx) => {
    for (const orderNo of orderNos) {
      const bet = await tx.bets.findBet(orderNo)
      const order = bet && { status: bet.status, betEndTime: formatChinaTime(bet.betEndTime) }
      if (!bet || !order || bet.userId !== user.userId || !isCancellable(order, 1, nowMs)) {
        throw new RefusedError('BET/NOT_CANCELLABLE', betCancelTexts.notCancellable)
      }
      if (!(await tx.bets.markCancelled(orderNo, nowMs))) {
        throw new RefusedError('BET/NOT_CANCELLABLE', betCancelTexts.notCancellable)
      }
      await tx.wallet.post({
        userId: user.userId,
        type: 'refund',
        amountFen: bet.amountFen,
        ref: orderNo,
        at: nowMs,
      })
    }
    return { cancelled: [...orderNos] }
  })
}

/** Staked, and won or lost on settled bets, per China day over the last `days` days (today included), newest first. */
export async function dayReports(stores: Stores, userId: number, nowMs: number, days = 30) {
  const today = chinaDayStart(nowMs)
  const from = today - (days - 1) * DAY_MS
  const byDay = new Map<number, { staked: number; result: number }>()
  for (const bet of await stores.bets.betsBetween(userId, from, today + DAY_MS)) {
    const day = chinaDayStart(bet.createdAt)
    const totals = byDay.get(day) ?? { staked: 0, result: 0 }
    totals.staked += bet.amountFen
    // Won or lost counts settled bets only: a pending bet has neither won nor lost yet.
    if (bet.status === 1) totals.result += bet.payoutFen - bet.amountFen
    byDay.set(day, totals)
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, totals]) => ({
      statTime: formatChinaTime(day).slice(0, 10),
      bettingMoney: fenToYuan(totals.staked),
      winOrcloseMoney: fenToYuan(totals.result),
    }))
}

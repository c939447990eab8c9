import {
  type AnyPlay,
  type BetForm,
  betAmountFen,
  betCount,
  betEndTimeOf,
  defaultFrozenOdds,
  fenToYuan,
  isInMaintenance,
  type LotteryKind,
  normalizeSelection,
  playById,
  playFamilyOfGame,
  playsOfFamily,
  validateSelection,
  yuanToFen,
} from '@liuhe/domain'
import type { Clock } from '../clock'
import { NotFoundError, RefusedError } from '../errors'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import { newOrderNo } from '../orderNo'
import { assertMayBet } from '../responsible/guard'
import { openTurn } from '../scheduler'
import type { Stores } from '../store'
import type { LotteryGameRow } from '../store/lottery'
import type { CurrentUser } from '../store/user'

/** Stake limits of a bet form, 元: per 注, and per member, game and turn. */
export interface BetLimits {
  minStake: number
  maxStake: number
  maxPerTurn: number
}

/** The config key of the stake limits, and the limits when it is not set. */
export const BET_LIMITS_KEY = 'bet_limits'
export const defaultBetLimits: BetLimits = { minStake: 1, maxStake: 50_000, maxPerTurn: 500_000 }

/** The time zone the platform's maintenance ranges are read in, from `sys_config.time_zone`. */
async function systemTimeZone(stores: Stores): Promise<string | number> {
  const config = await stores.config.getConfig<{ sys_config?: { time_zone?: string | number } }>('config')
  return config?.sys_config?.time_zone ?? 'Asia/Shanghai'
}

/** The stake limits in force. */
export async function betLimitsOf(stores: Stores): Promise<BetLimits> {
  return { ...defaultBetLimits, ...(await stores.config.getConfig<Partial<BetLimits>>(BET_LIMITS_KEY)) }
}

/** The turn a game takes bets for now, and when it stops (封盘). */
export async function bettingTurn(stores: Stores, game: LotteryGameRow, nowMs: number) {
  const turn = await openTurn(stores.lottery, game, nowMs)
  return {
    turnNum: turn.turnNum,
    drawTime: turn.closeTime,
    betEndTime: betEndTimeOf(game.schedule, turn.closeTime),
  }
}

/** The plays a game offers for a company, with their odds and closed flags. */
export async function playsOfGame(stores: Stores, game: LotteryGameRow, company: string) {
  const family = playFamilyOfGame(game.gameId, game.lotteryKind as LotteryKind)
  return { family, offered: await stores.odds.offered(company, playsOfFamily(family)) }
}

/** What a placed form answers: its orders and the balances after it. */
export interface PlaceAnswer {
  orders: { orderNo: string; playId: string; betCount: number; amount: number }[]
  money: number
  liveMoney: number
}

/** A refusal of a bet form; nothing of the form is written. */
const refused = (code: string, message: string) => new RefusedError(code, message)

interface CheckedLine {
  play: AnyPlay
  selection: ReturnType<typeof normalizeSelection>
  stakeFen: number
  amountFen: number
  count: number
  odds: ReturnType<typeof defaultFrozenOdds>
}

/**
 * Places a bet form for one game and turn, in one transaction: every line is checked first (turn open,
 * play offered and open, selection valid, stake whole and within the limits, the turn's total within its
 * limit); then the balance is debited by the whole form with one ledger row (refused as 余额不足 when short)
 * and one bet row per line is written with the odds frozen now. A form whose idempotency key was placed
 * before answers what it answered then and writes nothing; with another form (game, turn or lines), 422
 * `SYS/IDEMPOTENCY_MISMATCH` (`refuseChangedRequest`).
 */
export async function placeBetForm(
  stores: Stores,
  clock: Clock,
  input: { user: CurrentUser; company: string; form: BetForm },
): Promise<PlaceAnswer> {
  const { user, company, form } = input
  const hash = requestHash({ gameId: form.gameId, turnNum: form.turnNum, bets: form.bets })
  return stores.transaction(async (tx) => {
    // The member's forms one at a time: the key's earlier answer and the stake on the turn are checked, then
    // written (PostgreSQL; a SQLite transaction holds the write lock from its start).
    await tx.bets.lockMemberForms(user.userId)
    const repeated = await tx.bets.formAnswer(user.userId, form.idempotencyKey)
    if (repeated) {
      refuseChangedRequest(repeated.requestHash, hash)
      return repeated.answer as PlaceAnswer
    }
    const now = clock.now()

    const game = await tx.lottery.findLotteryGame(form.gameId)
    if (!game) throw new NotFoundError('游戏不存在')
    // The platform's time zone is read only for a game that has a maintenance range to read in it.
    if (game.maintain && isInMaintenance(game.maintain, now, await systemTimeZone(tx))) {
      throw refused('BET/MAINTENANCE', `${game.gameName}正在维护中，暂停投注`)
    }
    const turn = await bettingTurn(tx, game, now)
    if (form.turnNum !== turn.turnNum) {
      throw refused('BET/TURN_CLOSED', `第${form.turnNum}期已封盘，当前可投注第${turn.turnNum}期`)
    }
    if (now >= turn.betEndTime) throw refused('BET/TURN_CLOSED', `第${turn.turnNum}期已封盘`)

    const limits = await betLimitsOf(tx)
    const family = playFamilyOfGame(game.gameId, game.lotteryKind as LotteryKind)
    const lines: CheckedLine[] = []
    for (const line of form.bets) {
      const known = playById(line.playId)
      if (!known || known.family !== family) throw refused('BET/PLAY_INVALID', '玩法不存在')
      const offer = await tx.odds.offeredPlay(company, known)
      if (offer.closed) throw refused('BET/PLAY_CLOSED', `${offer.play.name}暂停投注`)
      const selection = normalizeSelection(offer.play, line.selection)
      const check = validateSelection(offer.play, selection)
      if (!check.ok) throw refused('BET/SELECTION_INVALID', check.message)
      if (line.stake < limits.minStake || line.stake > limits.maxStake) {
        throw refused('BET/STAKE_LIMIT', `单注金额须在${limits.minStake}至${limits.maxStake}元之间`)
      }
      const stakeFen = yuanToFen(line.stake)
      const play = { ...offer.play, odds: offer.odds } as AnyPlay
      lines.push({
        play,
        selection,
        stakeFen,
        amountFen: betAmountFen(play, selection, stakeFen),
        count: betCount(play, selection),
        // Zodiac and element odds follow the lunar year of the draw, as the settlement does.
        odds: defaultFrozenOdds(play, selection, turn.drawTime),
      })
    }
    const totalFen = lines.reduce((sum, line) => sum + line.amountFen, 0)
    await assertMayBet(tx, user.userId, totalFen, now)
    const staked = await tx.bets.stakedOnTurn(user.userId, game.gameId, turn.turnNum)
    if (staked + totalFen > yuanToFen(limits.maxPerTurn)) {
      throw refused('BET/TURN_LIMIT', `单期投注总额不能超过${limits.maxPerTurn}元`)
    }

    const orders = lines.map((line) => ({ ...line, orderNo: newOrderNo('B', now) }))
    // The debit answers the balances the form's answer shows (writing the bets does not change them).
    const balances = await tx.wallet.postAndBalances({
      userId: user.userId,
      type: 'bet',
      amountFen: -totalFen,
      ref: orders.map((o) => o.orderNo).join(','),
      at: now,
    })
    for (const order of orders) {
      await tx.bets.insertBet({
        orderNo: order.orderNo,
        userId: user.userId,
        gameId: game.gameId,
        turnNum: turn.turnNum,
        playId: order.play.id,
        selection: order.selection,
        betCount: order.count,
        stakeFen: order.stakeFen,
        amountFen: order.amountFen,
        odds: order.odds,
        model: 1,
        betEndTime: turn.betEndTime,
        createdAt: now,
        formKey: form.idempotencyKey,
      })
    }
    const answer: PlaceAnswer = {
      orders: orders.map((o) => ({
        orderNo: o.orderNo,
        playId: o.play.id,
        betCount: o.count,
        amount: fenToYuan(o.amountFen),
      })),
      money: fenToYuan(balances.moneyFen),
      liveMoney: fenToYuan(balances.liveMoneyFen),
    }
    await tx.bets.saveFormAnswer(user.userId, form.idempotencyKey, answer, now, hash)
    return answer
  })
}

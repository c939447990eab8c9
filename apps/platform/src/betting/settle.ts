import {
  type AnyPlay,
  inboxMessages,
  type LotteryKind,
  parseOpenNum,
  playById,
  readResult,
  settleBet,
  validBetFen,
} from '@liuhe/domain'
import type { Stores } from '../store'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import type { Posting } from '../store/wallet'
import { addCycleBets } from '../wallet/vip'

/** What settling a turn did. */
export interface TurnSettlement {
  settled: number
  paidFen: number
}

/**
 * Settles every pending bet of a drawn turn in one transaction: each bet is judged by its play's rule with
 * the odds frozen when it was placed; a payout (a win, or a 和局's stake) is credited with one ledger row per
 * bet, and each settled bet's stake (its valid bet) adds to its member's VIP cycle. Only pending bets are
 * read and each is marked settled once, so settling a turn again changes nothing. A member any of whose bets
 * won gets one 中奖通知 in their inbox for the turn, with all the turn paid them, in the same transaction
 * (keyed by game and turn, so it is written once however often the turn is settled).
 * A draw that is not a complete result of the game's kind settles nothing. `onPaid` hears the payouts once
 * they are committed (the chat's win notices, `chat/service.ts`).
 */
export function settleTurn(
  stores: Stores,
  game: LotteryGameRow,
  draw: DrawRow,
  nowMs: number,
  onPaid?: (payouts: readonly { userId: number; payoutFen: number }[]) => void,
): TurnSettlement {
  const numbers = parseOpenNum(draw.openNum)
  if (!readResult(game.lotteryKind as LotteryKind, draw.openNum)) return { settled: 0, paidFen: 0 }
  const drawn = { numbers, drawTimeMs: draw.openTime }
  const payouts: Posting[] = []
  const settlement = stores.transaction(() => {
    let settled = 0
    let paidFen = 0
    const validByUser = new Map<number, number>()
    // What the turn paid each member with a winning bet, fen.
    const winners = new Map<number, number>()
    const plays = new Map<string, AnyPlay | undefined>()
    for (const bet of stores.bets.betsToSettle(draw.gameId, draw.turnNum)) {
      if (!plays.has(bet.playId)) plays.set(bet.playId, playById(bet.playId))
      const play = plays.get(bet.playId)
      // A play the catalogue no longer has cannot be judged: the bet stays pending for an operator.
      if (!play) continue
      const outcome = settleBet({
        play,
        selection: bet.selection,
        stakeFen: bet.stakeFen,
        oddsMilli: bet.odds,
        draw: drawn,
      })
      const marked = stores.bets.markSettled(bet.id, {
        result: outcome.result,
        payoutFen: outcome.payoutFen,
        openNum: draw.openNum,
        at: nowMs,
      })
      if (!marked) continue
      settled++
      const valid = validBetFen({ status: 1, stakeFen: bet.stakeFen, betCount: bet.betCount })
      validByUser.set(bet.userId, (validByUser.get(bet.userId) ?? 0) + valid)
      if (outcome.result === 1) winners.set(bet.userId, winners.get(bet.userId) ?? 0)
      if (outcome.payoutFen > 0) {
        payouts.push({
          userId: bet.userId,
          type: 'payout',
          amountFen: outcome.payoutFen,
          ref: bet.orderNo,
          at: nowMs,
        })
        paidFen += outcome.payoutFen
      }
    }
    // One ledger row per paid bet; each member's balance moves once, by the sum.
    stores.wallet.creditMany(payouts)
    addCycleBets(stores, validByUser, nowMs)
    for (const payout of payouts) {
      const won = winners.get(payout.userId)
      if (won !== undefined) winners.set(payout.userId, won + payout.amountFen)
    }
    for (const [userId, payoutFen] of winners) {
      const message = inboxMessages.won({ gameName: game.gameName, turnNum: draw.turnNum, payoutFen })
      stores.messages.pushOnce(userId, `won:${draw.gameId}:${draw.turnNum}`, message, nowMs)
    }
    return { settled, paidFen }
  })
  if (onPaid && payouts.length > 0) onPaid(payouts.map((p) => ({ userId: p.userId, payoutFen: p.amountFen })))
  return settlement
}

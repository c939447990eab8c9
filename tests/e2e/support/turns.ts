import { createLiuheApi } from '@liuhe/api'
import { platformOrigin } from '../playwright.config'

/** A game's open turn and when it stops taking bets, on the platform's clock. */
export interface OpenTurn {
  turnNum: string
  /** When the turn stops taking bets (封盘). */
  betEndTime: number
  /** When it is drawn; the next turn opens then. */
  drawTime: number
  /** The platform's time when it answered. */
  now: number
}

const api = createLiuheApi({ origin: platformOrigin })

/** The open turn of a game, from the platform. */
export async function openTurn(gameId: number): Promise<OpenTurn> {
  const info = await api.lottery.openInfo(gameId)
  return {
    turnNum: info.cur.turnNum,
    betEndTime: info.cur.betEndTime ?? info.cur.closeTime,
    drawTime: info.cur.closeTime,
    now: info.serverTime,
  }
}

/**
 * Waits, when a game's turn has less than `marginMs` of open betting left, for the next turn: a test that
 * picks or bets never races the real draw clock (a 1-minute game closes 10 s of each turn; Macau closes
 * once a day, for two minutes). The margin must cover everything the test does before its bet is placed
 * (a login, a page load) on a busy machine. A test that waits for the turn to close gives `atMostMs` too:
 * with more open time left than that, it waits until only that much is left. Waits on the runner's own
 * timer, so a page whose clock the test has installed is not involved.
 */
export async function untilOpen(
  gameId: number,
  marginMs: number,
  atMostMs = Number.POSITIVE_INFINITY,
): Promise<OpenTurn> {
  for (;;) {
    const turn = await openTurn(gameId)
    const left = turn.betEndTime - turn.now
    if (left >= marginMs && left <= atMostMs) return turn
    const wait = left >= marginMs ? left - atMostMs : Math.max(0, turn.drawTime - turn.now) + 3_000
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

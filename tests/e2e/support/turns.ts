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
 * The guest page micro-cache's time to live in the app (PAGE_CACHE_TTL_MS, 1 s by default,
 * apps/mobile/app/server/platform/env.server.ts), with room to spare: after the clock moves, a page is read
 * anew only once the copy made before the move has expired.
 */
const PAGE_CACHE_MS = 1_500

/** Moves the worker's platform clock forward; the platform answers once the turns that closed are drawn. */
export async function advanceClock(advanceMs: number): Promise<number> {
  const response = await fetch(`${platformOrigin}/app-api/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: Math.ceil(advanceMs) }),
  })
  if (!response.ok) throw new Error(`the clock hook answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { data: { now: number } }).data.now
}

/**
 * Makes sure a game's open turn has at least `marginMs` of open betting left, so a test that picks or bets
 * never races the draw clock (a 1-minute game closes 10 s of each turn; Macau closes once a day, for two
 * minutes): with less left, it moves the platform's clock past the turn's draw (the clock hook draws it), and
 * the next turn is open. The margin must cover everything the test does before its bet is placed (a login, a
 * page load) on a busy machine. With `atMostMs` too and more open time left than that, it moves the clock on
 * until only that much is left. Call it before the page of the game is loaded: a page already open counts
 * down from the time it read.
 */
export async function untilOpen(
  gameId: number,
  marginMs: number,
  atMostMs = Number.POSITIVE_INFINITY,
): Promise<OpenTurn> {
  let moved = false
  for (;;) {
    const turn = await openTurn(gameId)
    const left = turn.betEndTime - turn.now
    if (left >= marginMs && left <= atMostMs) {
      if (moved) await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS))
      return turn
    }
    await advanceClock(left >= marginMs ? left - atMostMs : Math.max(0, turn.drawTime - turn.now) + 1_000)
    moved = true
  }
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  casinoRound,
  casinoValidFen,
  casinoWinOrLoseFen,
  fenToYuan,
  formatChinaTime,
  parseChinaTime,
  type ReportRange,
  reportRangeError,
  reportRangeMessages,
} from '@liuhe/domain'
import { RefusedError } from '../errors'
import { assertMayBet } from '../responsible/guard'
import type { Stores } from '../store'
import type { CasinoWagerRow } from '../store/casino'
import type { Game } from '../store/games'

/** How long a launch ticket lets its member play, from the launch. */
export const LAUNCH_TICKET_TTL_MS = 2 * 3_600_000

const DAY_MS = 86_400_000

const ticketMac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')

/**
 * The ticket a launch URL carries to the demo provider: `userId.expiresAt.mac`, where the mac signs the
 * member, the game and the expiry, so it opens that game for that member only, and only until it expires.
 */
export function launchTicket(
  secret: string,
  input: { userId: number; liveCode: string; gameCode: string; expiresAt: number },
): string {
  const body = `${input.userId}.${input.liveCode}.${input.gameCode}.${input.expiresAt}`
  return `${input.userId}.${input.expiresAt}.${ticketMac(secret, body)}`
}

/** The member a launch ticket was made for, or undefined when it is forged, for another game or expired. */
export function readLaunchTicket(
  secret: string,
  ticket: string | undefined,
  game: { liveCode: string; gameCode: string },
  nowMs: number,
): number | undefined {
  const m = /^(\d{1,12})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(ticket ?? '')
  if (!m) return undefined
  const userId = Number(m[1])
  const expiresAt = Number(m[2])
  const expected = Buffer.from(
    ticketMac(secret, `${userId}.${game.liveCode}.${game.gameCode}.${expiresAt}`),
    'hex',
  )
  const given = Buffer.from(m[3]!, 'hex')
  if (!timingSafeEqual(given, expected) || expiresAt < nowMs) return undefined
  return userId
}

/** What a demo round did. */
export interface PlayedRound {
  row: CasinoWagerRow
  /** The member's main balance after it, fen. */
  moneyFen: number
}

/**
 * Plays one demo round of a third-party game for a member, in one transaction: the stake leaves the main
 * balance with a `casinoBet` ledger row, a payout comes back with a `casinoPayout` row, and the round is
 * stored for the casino report. A round number already played answers that round again and moves nothing
 * (the page's form carries a new number each time, so a double submit plays once). A stake the balance
 * does not cover is refused with 余额不足 and nothing is written.
 */
export function playDemoRound(
  stores: Stores,
  input: { userId: number; game: Game; stakeFen: number; roundNo: string; nowMs: number; random?: number },
): PlayedRound {
  return stores.transaction(() => {
    const played = stores.casino.findRound(input.roundNo)
    if (played) {
      if (played.userId !== input.userId) throw new RefusedError('LIVE/ROUND_TAKEN', '该局已结束')
      return { row: played, moneyFen: stores.wallet.balancesOf(input.userId).moneyFen }
    }
    // The member's own limits and pauses apply to casino stakes as to lottery bets.
    assertMayBet(stores, input.userId, input.stakeFen, input.nowMs)
    const { outcome, payoutFen } = casinoRound(
      input.stakeFen,
      input.random ?? randomInt(0, 1_000_000_000) / 1e9,
    )
    const at = input.nowMs
    const ref = input.roundNo
    let moneyFen = stores.wallet.post({
      userId: input.userId,
      type: 'casinoBet',
      amountFen: -input.stakeFen,
      ref,
      at,
    })
    if (payoutFen > 0) {
      moneyFen = stores.wallet.post({
        userId: input.userId,
        type: 'casinoPayout',
        amountFen: payoutFen,
        ref,
        at,
      })
    }
    const row: CasinoWagerRow = {
      roundNo: input.roundNo,
      userId: input.userId,
      liveCode: input.game.liveCode,
      gameCode: input.game.gameCode,
      gameName: input.game.gameName,
      stakeFen: input.stakeFen,
      validFen: casinoValidFen(input.stakeFen, payoutFen),
      payoutFen,
      outcome: outcome.label,
      createdAt: at,
    }
    stores.casino.insert(row)
    return { row, moneyFen }
  })
}

/** A report range as epoch ms [from, to), or the refusal with the report pages' message. */
function rangeOf(range: ReportRange, nowMs: number): { fromMs: number; toMs: number } {
  const problem = reportRangeError(range, nowMs)
  if (problem) throw new RefusedError('LIVE/DATE_RANGE', reportRangeMessages[problem])
  return { fromMs: parseChinaTime(range.startDate), toMs: parseChinaTime(range.endDate) + DAY_MS }
}

const money = (totals: { stakeFen: number; validFen: number; payoutFen: number }) => ({
  bettingMoney: fenToYuan(totals.stakeFen),
  validBetMoney: fenToYuan(totals.validFen),
  winMoney: fenToYuan(totals.payoutFen),
  winOrLose: fenToYuan(casinoWinOrLoseFen(totals)),
})

/** The casino report (`/api/live/gameReportList`): the member's totals per game of `gameCodes`, 元. */
export function casinoReport(
  stores: Stores,
  userId: number,
  query: ReportRange & { gameCodes: readonly string[] },
  nowMs: number,
) {
  const range = rangeOf(query, nowMs)
  return stores.casino.totalsByGame({ userId, gameCodes: query.gameCodes, ...range }).map((t) => ({
    liveCode: t.liveCode,
    gameCode: t.gameCode,
    gameName: t.gameName,
    betCount: t.betCount,
    ...money(t),
  }))
}

/** The casino rounds (`/api/live/br`): a page of the member's rounds, newest first, 元. */
export function casinoRounds(
  stores: Stores,
  userId: number,
  query: ReportRange & { gameCode?: string | undefined; page: number; rows: number },
  nowMs: number,
) {
  const range = rangeOf(query, nowMs)
  const { rows, total } = stores.casino.roundsOf({
    userId,
    gameCode: query.gameCode ?? null,
    ...range,
    limit: query.rows,
    offset: (query.page - 1) * query.rows,
  })
  return {
    rows: rows.map((r) => ({
      roundNo: r.roundNo,
      liveCode: r.liveCode,
      gameCode: r.gameCode,
      gameName: r.gameName,
      outcome: r.outcome,
      betTime: formatChinaTime(r.createdAt),
      ...money(r),
    })),
    total,
  }
}

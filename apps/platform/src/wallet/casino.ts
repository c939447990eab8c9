import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto'
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

/**
 * How long a launch ticket opens its game, from the launch: the moment it takes the app to open the URL.
 * The URL passes through the app's answer, the browser's history and logs, so it opens the game once only
 * ({@link redeemLaunchTicket}) and soon expires.
 */
export const LAUNCH_TICKET_TTL_MS = 60_000

/** How long the demo game's page lets its member play once opened (its play ticket), from the opening. */
export const PLAY_TICKET_TTL_MS = 2 * 3_600_000

const DAY_MS = 86_400_000

/** What a ticket is for: opening the game (the launch URL's) or playing its rounds (the page's). */
type TicketKind = 'launch' | 'play'

const ticketMac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex')
const ticketBody = (
  kind: TicketKind,
  userId: number,
  game: { liveCode: string; gameCode: string },
  expiresAt: number,
) => `${kind}.${userId}.${game.liveCode}.${game.gameCode}.${expiresAt}`

/**
 * A ticket for the demo provider: `userId.expiresAt.mac`, where the mac signs what it is for, the member,
 * the game and the expiry, so it opens that game for that member only, for that use only, until it expires.
 */
function signTicket(
  kind: TicketKind,
  secret: string,
  input: { userId: number; liveCode: string; gameCode: string; expiresAt: number },
): string {
  return `${input.userId}.${input.expiresAt}.${ticketMac(secret, ticketBody(kind, input.userId, input, input.expiresAt))}`
}

/** The member and expiry of a ticket, or undefined when it is forged, of another kind or game, or expired. */
function readTicket(
  kind: TicketKind,
  secret: string,
  ticket: string | undefined,
  game: { liveCode: string; gameCode: string },
  nowMs: number,
): { userId: number; expiresAt: number } | undefined {
  const m = /^(\d{1,12})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(ticket ?? '')
  if (!m) return undefined
  const userId = Number(m[1])
  const expiresAt = Number(m[2])
  const expected = Buffer.from(ticketMac(secret, ticketBody(kind, userId, game, expiresAt)), 'hex')
  const given = Buffer.from(m[3]!, 'hex')
  if (!timingSafeEqual(given, expected) || expiresAt < nowMs) return undefined
  return { userId, expiresAt }
}

/** The ticket a launch URL carries to the demo provider (`/live/play`): opens the game once. */
export function launchTicket(
  secret: string,
  input: { userId: number; liveCode: string; gameCode: string; expiresAt: number },
): string {
  return signTicket('launch', secret, input)
}

/**
 * Uses a launch ticket: the member it was made for, the first time it is shown before it expires;
 * undefined when it is forged, for another game, expired or used before. The use is recorded in the database
 * (`casino_launch_tickets_used`), so a ticket used through one platform process is used for all.
 */
export async function redeemLaunchTicket(
  stores: Stores,
  secret: string,
  ticket: string | undefined,
  game: { liveCode: string; gameCode: string },
  nowMs: number,
): Promise<number | undefined> {
  const read = readTicket('launch', secret, ticket, game, nowMs)
  if (!read) return undefined
  const hash = createHash('sha256').update(ticket!).digest('hex')
  return (await stores.casino.recordLaunchTicketUse(hash, read.expiresAt, nowMs)) ? read.userId : undefined
}

/** The ticket the demo game's page plays rounds with, for {@link PLAY_TICKET_TTL_MS} from `nowMs`. */
export function playTicket(
  secret: string,
  input: { userId: number; liveCode: string; gameCode: string },
  nowMs: number,
): string {
  return signTicket('play', secret, { ...input, expiresAt: nowMs + PLAY_TICKET_TTL_MS })
}

/** The member a play ticket was made for, or undefined when it is forged, for another game or expired. */
export function readPlayTicket(
  secret: string,
  ticket: string | undefined,
  game: { liveCode: string; gameCode: string },
  nowMs: number,
): number | undefined {
  return readTicket('play', secret, ticket, game, nowMs)?.userId
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
export async function playDemoRound(
  stores: Stores,
  input: { userId: number; game: Game; stakeFen: number; roundNo: string; nowMs: number; random?: number },
): Promise<PlayedRound> {
  return stores.transaction(async (tx) => {
    // The member's rounds one at a time: a double submit finds the round the first one stored.
    await tx.wallet.lockBalances(input.userId)
    const played = await tx.casino.findRound(input.roundNo)
    if (played) {
      if (played.userId !== input.userId) throw new RefusedError('LIVE/ROUND_TAKEN', '该局已结束')
      return { row: played, moneyFen: (await tx.wallet.balancesOf(input.userId)).moneyFen }
    }
    // The member's own limits and pauses apply to casino stakes as to lottery bets.
    await assertMayBet(tx, input.userId, input.stakeFen, input.nowMs)
    const { outcome, payoutFen } = casinoRound(
      input.stakeFen,
      input.random ?? randomInt(0, 1_000_000_000) / 1e9,
    )
    const at = input.nowMs
    const ref = input.roundNo
    let moneyFen = await tx.wallet.post({
      userId: input.userId,
      type: 'casinoBet',
      amountFen: -input.stakeFen,
      ref,
      at,
    })
    if (payoutFen > 0) {
      moneyFen = await tx.wallet.post({
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
    await tx.casino.insert(row)
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
export async function casinoReport(
  stores: Stores,
  userId: number,
  query: ReportRange & { gameCodes: readonly string[] },
  nowMs: number,
) {
  const range = rangeOf(query, nowMs)
  return (await stores.casino.totalsByGame({ userId, gameCodes: query.gameCodes, ...range })).map((t) => ({
    liveCode: t.liveCode,
    gameCode: t.gameCode,
    gameName: t.gameName,
    betCount: t.betCount,
    ...money(t),
  }))
}

/** The casino rounds (`/api/live/br`): a page of the member's rounds, newest first, 元. */
export async function casinoRounds(
  stores: Stores,
  userId: number,
  query: ReportRange & { gameCode?: string | undefined; page: number; rows: number },
  nowMs: number,
) {
  const range = rangeOf(query, nowMs)
  const { rows, total } = await stores.casino.roundsOf({
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

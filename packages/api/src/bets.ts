import {
  type BetForm,
  lotteryKinds,
  playFamilySchema,
  playOddsSchema,
  type TurnBetsSummary,
} from '@liuhe/domain'
import { z } from 'zod'
import type { Http } from './http'

/** The betting plays of one game for this company: odds (thousandths) and closed plays, and the stake limits. */
export const gamePlaysSchema = z.object({
  gameId: z.number().int(),
  family: playFamilySchema,
  plays: z.array(z.object({ playId: z.string(), odds: playOddsSchema, closed: z.boolean() })),
  limits: z.object({
    /** Smallest stake of one 注, 元. */
    minStake: z.number(),
    /** Largest stake of one 注, 元. */
    maxStake: z.number(),
    /** Most a member may stake on one turn of one game, 元. */
    maxPerTurn: z.number(),
  }),
})
/** The betting plays of one game. */
export type GamePlays = z.infer<typeof gamePlaysSchema>

/** One placed bet as the place call answers it. */
export const placedOrderSchema = z.object({
  orderNo: z.string(),
  playId: z.string(),
  betCount: z.number().int(),
  /** What the bet took from the balance, 元. */
  amount: z.number(),
})

/** The answer of a bet form: the orders, and the balance after them. */
export const placeResultSchema = z.object({
  orders: z.array(placedOrderSchema),
  money: z.number(),
  liveMoney: z.number(),
})
/** The answer of a bet form. */
export type PlaceResult = z.infer<typeof placeResultSchema>

/** A bet order as the bet list shows it. */
export const betOrderSchema = z.object({
  orderNo: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  /** 1 credit play (信), otherwise official (官). */
  model: z.number().int(),
  /** Placed at, China time `YYYY-MM-DD HH:mm:ss`. */
  addTime: z.string(),
  /** The play's group and name, e.g. 特码 · 特码A. */
  cateName: z.string(),
  turnNum: z.string(),
  /** Staked, 元. */
  totalMoney: z.number(),
  /** Paid back, 元 (0 until settled). */
  reward: z.number(),
  account: z.string(),
  /** The draw's numbers once drawn (comma-separated, read by `lotteryKind`); '' before. */
  openNum: z.string(),
  /** The kind of the game's lottery, which decides how `openNum` reads and shows. */
  lotteryKind: z.enum(lotteryKinds).optional(),
  /** When the turn was drawn, China time `YYYY-MM-DD HH:mm:ss`; '' before (six-mark zodiacs follow it). */
  openTime: z.string().optional(),
  /** What was picked and at what odds, as text. */
  betInfo: z.string(),
  status: z.number().int(),
  result: z.number().int().nullable(),
  /** Bets close at, China time. */
  betEndTime: z.string(),
  trackOrderNo: z.string(),
  statusDesc: z.string(),
})
/** A bet order. */
export type BetOrder = z.infer<typeof betOrderSchema>

/** One day of the bet history. */
export const betDayReportSchema = z.object({
  /** The day, `YYYY-MM-DD`. */
  statTime: z.string(),
  bettingMoney: z.number(),
  winOrcloseMoney: z.number(),
})
/** One day of the bet history. */
export type BetDayReport = z.infer<typeof betDayReportSchema>

/** A member's bets on one turn of one game, summed (cancelled ones left out). */
export const turnSummarySchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  /** Bets placed on the turn. */
  bets: z.number().int().nonnegative(),
  /** Of them, not settled yet. */
  pending: z.number().int().nonnegative(),
  /** Settled and paid out. */
  won: z.number().int().nonnegative(),
  /** Settled as 和局 (the stake came back). */
  tied: z.number().int().nonnegative(),
  /** What the settled bets paid back, 元. */
  payout: z.number().nonnegative(),
}) satisfies z.ZodType<TurnBetsSummary>
/** A member's bets on one turn, summed. */
export type TurnSummary = z.infer<typeof turnSummarySchema>

/** Bet calls: the plays and odds of a game, placing, the records and cancelling. */
export function betsApi(http: Http) {
  return {
    /** `GET /api/bet/plays`: the game's plays with this company's odds, closed plays and stake limits. */
    async plays(gameId: number, signal?: AbortSignal): Promise<GamePlays> {
      return (
        await http.request({ path: '/api/bet/plays', query: { gameId }, schema: gamePlaysSchema, signal })
      ).data
    },
    /**
     * `POST /api/bet/place`: places a bet form for one game and turn. A repeated form (same idempotency key)
     * answers what the first one did and places nothing again.
     */
    async place(form: BetForm): Promise<PlaceResult> {
      return (
        await http.request({ method: 'POST', path: '/api/bet/place', json: form, schema: placeResultSchema })
      ).data
    },
    /** `GET /api/cp/records/todayList`: today's bets, optionally by status (0 pending, 1 settled, 2 cancelled). */
    async todayList(
      query: { status?: number; page: number; rows: number; gameId?: number; model?: number },
      signal?: AbortSignal,
    ): Promise<{ rows: BetOrder[]; totalCount: number }> {
      const answer = await http.request({
        path: '/api/cp/records/todayList',
        query,
        schema: z.array(betOrderSchema),
        signal,
      })
      return { rows: answer.data, totalCount: answer.totalCount ?? answer.data.length }
    },
    /** `GET /api/cp/records/historyList`: the bets of one earlier day. */
    async historyList(
      query: { date: string; page: number; rows: number },
      signal?: AbortSignal,
    ): Promise<{ rows: BetOrder[]; totalCount: number }> {
      const answer = await http.request({
        path: '/api/cp/records/historyList',
        query,
        schema: z.array(betOrderSchema),
        signal,
      })
      return { rows: answer.data, totalCount: answer.totalCount ?? answer.data.length }
    },
    /**
     * `GET /api/cp/records/turnSummary`: the member's bets on one turn of a game, summed: how many, pending,
     * won and 和局, and the payout (元). The betting page's notice after a draw reads it.
     */
    async turnSummary(gameId: number, turnNum: string, signal?: AbortSignal): Promise<TurnSummary> {
      return (
        await http.request({
          path: '/api/cp/records/turnSummary',
          query: { gameId, turnNum },
          schema: turnSummarySchema,
          signal,
        })
      ).data
    },
    /** `GET /api/cp/records/historyDayReport`: staked and returned per day, newest first. */
    async historyDayReport(signal?: AbortSignal): Promise<BetDayReport[]> {
      return (
        await http.request({
          path: '/api/cp/records/historyDayReport',
          schema: z.array(betDayReportSchema),
          signal,
        })
      ).data
    },
    /** `POST /api/bet/cancel`: cancels pending bets (order numbers), refunding them. */
    async cancel(orderNos: readonly string[]): Promise<{ cancelled: string[] }> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/bet/cancel',
          form: { orderNo: orderNos.join(',') },
          schema: z.object({ cancelled: z.array(z.string()) }),
        })
      ).data
    },
  }
}

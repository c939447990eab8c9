import { lotteryKinds } from '@liuhe/domain'
import { z } from 'zod'
import type { Http } from './http'

/** Lottery info of one game: the open turn, the previous result, the next plan. */
export const openInfoSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  /** How the result reads (six-mark, racing, quick-three, time-based digits); absent on older platforms. */
  lotteryKind: z.enum(lotteryKinds).optional(),
  cur: z.object({
    /** Issue number of the turn now open for bets. */
    turnNum: z.string(),
    /** When the open turn closes, epoch milliseconds. */
    closeTime: z.number(),
    /** When bets on the open turn stop (封盘), epoch milliseconds; platforms without betting leave it out. */
    betEndTime: z.number().optional(),
    liveUrl: z.string(),
  }),
  pre: z.object({
    turnNum: z.string(),
    /** Comma-separated numbers; the last is the special number. Empty while the draw is running. */
    openNum: z.string(),
    isStreaming: z.boolean(),
    /** Draw time, `YYYY-MM-DD HH:mm:ss` China Standard Time. */
    openTime: z.string(),
  }),
  plan: z.object({ turnNum: z.string(), planTime: z.string(), openNum: z.string() }),
  /** Platform clock at the time of the answer, epoch milliseconds. */
  serverTime: z.number(),
})
/** Lottery info of one game. */
export type OpenInfo = z.infer<typeof openInfoSchema>

/** One drawn turn of a lottery history (`GET /lottery/history`). */
export const historyDrawSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  /** Comma-separated numbers: six-mark 7 (the last is special), racing 10, quick-three 3 dice, time-based 5 digits. */
  openNum: z.string(),
  /** Draw time, `YYYY-MM-DD HH:mm:ss` China Standard Time. */
  openTime: z.string(),
})
/** One drawn turn. */
export type HistoryDraw = z.infer<typeof historyDrawSchema>

/** A history group: a year (daily and weekly games) or a China date (interval games). */
export const historyGroupSchema = z.object({
  groupKey: z.string(),
  groupType: z.enum(['year', 'date']),
  count: z.number().int(),
})
/** A history group. */
export type HistoryGroup = z.infer<typeof historyGroupSchema>

/** A play category of a lottery game (`GET /game/play-cate`). */
export const lotteryPlayCategorySchema = z.object({
  playCateId: z.number().int(),
  playCateName: z.string(),
  playCateCode: z.string(),
  sort: z.number().int(),
})
/** A play category of a lottery game. */
export type LotteryPlayCategory = z.infer<typeof lotteryPlayCategorySchema>

/** Query of {@link lotteryApi}'s `history`. */
export interface HistoryQuery {
  gameId: number
  /** Page number from 1 (default 1). */
  page?: number
  /** Page size 1–1,000 (default 20). */
  rows?: number
  /** Only one group: a year `YYYY` or a China date `YYYY-MM-DD` (a {@link HistoryGroup}'s groupKey). */
  date?: string
}

/** A page of a list answer with the total count of the whole list. */
export interface Paged<T> {
  rows: T[]
  totalCount: number
}

/** Lottery calls. */
export function lotteryApi(http: Http) {
  return {
    /** `GET /v/lottery/openInfo?gameId=…`: the open turn, the previous result and the plan of a game. */
    async openInfo(gameId: number, signal?: AbortSignal): Promise<OpenInfo> {
      const { data } = await http.request({
        path: '/v/lottery/openInfo',
        query: { gameId, _t: Date.now() },
        schema: openInfoSchema,
        signal,
      })
      return data
    },
    /**
     * `GET /sys-upload/data/lotery/{gameId}.json`: the static (CDN-cacheable) form of {@link openInfo}
     * (its `_encrypt.json` variant in encrypted mode).
     */
    async openInfoStatic(gameId: number, signal?: AbortSignal): Promise<OpenInfo> {
      const { data } = await http.request({
        path: `/sys-upload/data/lotery/${gameId}.json`,
        base: 'root',
        encryptable: true,
        schema: openInfoSchema,
        signal,
      })
      return data
    },
    /** `GET /lottery/history`: drawn turns, newest first, with the total count. */
    async history(query: HistoryQuery, signal?: AbortSignal): Promise<Paged<HistoryDraw>> {
      const { data, totalCount } = await http.request({
        path: '/lottery/history',
        query: { ...query },
        schema: z.array(historyDrawSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /** `GET /lottery/history/group`: the history's years (daily, weekly games) or dates (interval games). */
    async historyGroups(gameId: number, signal?: AbortSignal): Promise<HistoryGroup[]> {
      const { data } = await http.request({
        path: '/lottery/history/group',
        query: { gameId },
        schema: z.array(historyGroupSchema),
        signal,
      })
      return data
    },
    /** `GET /game/play-cate`: the play categories of a lottery game. */
    async playCategories(gameId: number, signal?: AbortSignal): Promise<LotteryPlayCategory[]> {
      const { data } = await http.request({
        path: '/game/play-cate',
        query: { gameId },
        schema: z.array(lotteryPlayCategorySchema),
        signal,
      })
      return data
    },
  }
}

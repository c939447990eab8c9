import { z } from 'zod'
import type { Http } from './http'

/** Lottery info of one game (spec section 3): the open turn, the previous result, the next plan. */
export const openInfoSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  cur: z.object({
    /** Issue number of the turn now open for bets. */
    turnNum: z.string(),
    /** When the open turn closes, epoch milliseconds. */
    closeTime: z.number(),
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
  }
}

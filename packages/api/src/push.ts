import { z } from 'zod'
import type { Http } from './http'

/** A game whose draw results can be pushed (six-mark games), and whether the member follows it. */
export const pushGameSchema = z.object({ gameId: z.number(), gameName: z.string(), followed: z.boolean() })
/** A game whose draw results can be pushed. */
export type PushGame = z.infer<typeof pushGameSchema>

/** A member's draw notifications: the games they may follow, and how many browsers are subscribed. */
export const pushFollowsSchema = z.object({
  games: z.array(pushGameSchema),
  subscriptions: z.number().int().nonnegative(),
})
/** A member's draw notifications. */
export type PushFollows = z.infer<typeof pushFollowsSchema>

/** A browser's push subscription as `PushSubscription.toJSON()` gives it (endpoint on https). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
})
/** A browser's push subscription. */
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

const publicKeySchema = z.object({ publicKey: z.string().min(1) })

/** Draw notifications (web push) calls. */
export function pushApi(http: Http) {
  return {
    /** `GET /api/push/public-key` (anyone): the platform's VAPID public key, `applicationServerKey`. */
    async publicKey(signal?: AbortSignal): Promise<string> {
      return (await http.request({ path: '/api/push/public-key', schema: publicKeySchema, signal })).data
        .publicKey
    },
    /** `GET /api/push/follows` (member): the six-mark games, each with whether the member follows it. */
    async follows(signal?: AbortSignal): Promise<PushFollows> {
      return (await http.request({ path: '/api/push/follows', schema: pushFollowsSchema, signal })).data
    },
    /**
     * `POST /api/push/follows` (member): the games to follow, replacing the ones before; a game that is not
     * a six-mark game answers SYS/BAD_REQUEST 参数错误：gameIds.
     */
    async setFollows(gameIds: readonly number[]): Promise<PushFollows> {
      return (await http.request({ path: '/api/push/follows', json: { gameIds }, schema: pushFollowsSchema }))
        .data
    },
    /** `POST /api/push/subscription` (member): saves this browser's subscription for the member. */
    async saveSubscription(subscription: PushSubscriptionInput): Promise<PushFollows> {
      return (
        await http.request({ path: '/api/push/subscription', json: subscription, schema: pushFollowsSchema })
      ).data
    },
    /** `POST /api/push/subscription/delete` (member): forgets one of the member's subscriptions. */
    async deleteSubscription(endpoint: string): Promise<PushFollows> {
      return (
        await http.request({
          path: '/api/push/subscription/delete',
          json: { endpoint },
          schema: pushFollowsSchema,
        })
      ).data
    },
  }
}

import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { InvalidInputError, RefusedError } from '../errors'
import { validate } from '../http/validate'
import { checkedPushAddresses, PushEndpointRefused } from '../push/endpoint'
import type { Stores } from '../store'
import type { VapidKeys } from '../store/push'

/** base64url text, as the Push API gives a subscription's keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/)

/**
 * A subscription as `PushSubscription.toJSON()` gives it. Push services answer on https only, and the
 * platform posts to the endpoint: anything else is refused (web-push itself speaks https only), and so is an
 * endpoint inside the network (`checkedPushAddresses` in ../push/endpoint.ts, at subscribe and again at send).
 */
const subscriptionBody = z.object({
  endpoint: z.string().max(1000),
  keys: z.object({ p256dh: base64url.min(80).max(120), auth: base64url.min(16).max(40) }),
})

const endpointBody = z.object({ endpoint: z.string().min(1).max(1000) })

const followsBody = z.object({ gameIds: z.array(z.number().int().positive()).max(50) })

/**
 * Draw notifications (web push): the public VAPID key for the browser's `pushManager.subscribe`, a member's
 * subscriptions (save, delete) and the games whose results are pushed to them (the six-mark games: their
 * results carry zodiacs). Sending is `src/push/drawPushes.ts`, after a draw is stored.
 */
export function pushRoutes(
  stores: Stores,
  clock: Clock,
  keys: Promise<VapidKeys>,
  policy: { allowPrivate?: boolean } = {},
) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)
  const pushable = async () =>
    (await stores.lottery.listLotteryGames()).filter((game) => game.lotteryKind === 'sixMark')
  const followsView = async (userId: number) => {
    const followed = new Set(await stores.push.followedGames(userId))
    return {
      games: (await pushable()).map((game) => ({
        gameId: game.gameId,
        gameName: game.gameName,
        followed: followed.has(game.gameId),
      })),
      subscriptions: await stores.push.subscriptionCount(userId),
    }
  }

  app.get('/api/push/public-key', async (c) => ok(c, { publicKey: (await keys).publicKey }))

  app.get('/api/push/follows', member, async (c) => ok(c, await followsView(c.var.user.userId)))

  app.post('/api/push/follows', member, validate('json', followsBody), async (c) => {
    const { gameIds } = c.req.valid('json')
    const allowed = new Set((await pushable()).map((game) => game.gameId))
    if (gameIds.some((id) => !allowed.has(id))) throw new InvalidInputError('gameIds')
    await stores.push.setFollowedGames(c.var.user.userId, gameIds, clock.now())
    return ok(c, await followsView(c.var.user.userId))
  })

  app.post('/api/push/subscription', member, validate('json', subscriptionBody), async (c) => {
    const subscription = c.req.valid('json')
    try {
      await checkedPushAddresses(subscription.endpoint, policy)
    } catch (error) {
      if (error instanceof PushEndpointRefused) throw new RefusedError('SYS/BAD_REQUEST', error.message)
      throw error
    }
    await stores.push.saveSubscription(c.var.user.userId, subscription, clock.now())
    return ok(c, await followsView(c.var.user.userId))
  })

  app.post('/api/push/subscription/delete', member, validate('json', endpointBody), async (c) => {
    await stores.push.deleteSubscription(c.var.user.userId, c.req.valid('json').endpoint)
    return ok(c, await followsView(c.var.user.userId))
  })

  return app
}

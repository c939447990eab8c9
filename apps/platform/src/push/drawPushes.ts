import type { LookupAddress } from 'node:dns'
import { type Agent, request } from 'node:https'
import { type DrawPush, drawPushOf } from '@liuhe/domain'
import webpush from 'web-push'
import type { Clock } from '../clock'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import type { PushStore, StoredSubscription, VapidKeys } from '../store/push'
import { checkedPushAddresses, pinnedLookup } from './endpoint'

/** Who the push services may contact about this platform's pushes (VAPID `sub`). */
export const VAPID_SUBJECT = 'mailto:push@liuhe.example'

/** How long a push service keeps a result for a browser that is offline: a result is news for a day. */
export const DRAW_PUSH_TTL_SECONDS = 24 * 60 * 60

/** The push service answers that mean the subscription is gone (unsubscribed or expired). */
const GONE = new Set([404, 410])

/**
 * The platform's VAPID keys: the stored pair, or on the first start a new one, stored (the migration's
 * `push_vapid_keys`), so a restart keeps the key the browsers subscribed with.
 */
export async function ensureVapidKeys(store: PushStore, clock: Clock): Promise<VapidKeys> {
  const stored = await store.vapidKeys()
  if (stored) return stored
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  return store.keepVapidKeys({ publicKey, privateKey }, clock.now())
}

/** The push of a stored draw (null for a game whose results have no zodiacs: only six-mark games push). */
export function drawPushPayload(draw: DrawRow, game: LotteryGameRow): DrawPush | null {
  if (game.lotteryKind !== 'sixMark') return null
  return drawPushOf(game, draw)
}

/** Options of {@link createDrawPusher}. */
export interface DrawPusherOptions {
  store: PushStore
  /** The VAPID keys, once kept (`ensureVapidKeys`). */
  keys: Promise<VapidKeys>
  /** The TLS agent of the requests to the push services (tests: one that trusts their local service). */
  agent?: Agent
  /** Where a failed send is told (default: the console). */
  onError?: (error: unknown) => void
  /** Sends to private and loopback addresses too: the tests' local push service only (`./endpoint.ts`). */
  allowPrivate?: boolean
}

/** How long a push service has to answer. */
const PUSH_TIMEOUT_MS = 10_000

/** A push service's answer other than 2xx, with its status (404 and 410: the subscription is gone). */
class PushRefused extends Error {
  constructor(
    readonly statusCode: number,
    endpoint: string,
  ) {
    super(`push service answered ${statusCode} for ${endpoint}`)
  }
}

/**
 * Posts a prepared web push request to the checked addresses of its endpoint and no others (the pinned
 * lookup: the host is not resolved again), through `agent` when given.
 */
function post(
  details: webpush.RequestDetails,
  addresses: LookupAddress[],
  agent: Agent | undefined,
): Promise<void> {
  const url = new URL(details.endpoint)
  return new Promise<void>((resolve, reject) => {
    const pushRequest = request(
      {
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: details.method,
        headers: details.headers,
        timeout: PUSH_TIMEOUT_MS,
        agent,
        lookup: pinnedLookup(addresses),
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          const status = response.statusCode ?? 0
          if (status >= 200 && status < 300) resolve()
          else reject(new PushRefused(status, details.endpoint))
        })
      },
    )
    pushRequest.on('timeout', () => pushRequest.destroy(new Error('push service timed out')))
    pushRequest.on('error', reject)
    pushRequest.end(details.body ?? undefined)
  })
}

/**
 * Sends a stored draw's result to every subscription of the members following its game, with web-push
 * (VAPID, aes128gcm), to the endpoint's checked public addresses only (`./endpoint.ts`). `send` only starts the work and returns: it runs after the caller's synchronous work
 * (the draw's storage and settlement) and never throws into it. A subscription the push service answers
 * 404 or 410 for is deleted; any other failure is reported and the subscription kept.
 */
export function createDrawPusher(options: DrawPusherOptions) {
  const { store, keys } = options
  const onError = options.onError ?? ((error: unknown) => console.error('draw push failed:', error))
  const running = new Set<Promise<void>>()

  async function deliver(subscription: StoredSubscription, body: string): Promise<void> {
    try {
      // Checked again now, resolved once, and sent to the address checked: a subscription stored before the
      // check, or whose host resolves elsewhere now, never makes the platform connect inside the network.
      const addresses = await checkedPushAddresses(subscription.endpoint, {
        allowPrivate: options.allowPrivate,
      })
      const { publicKey, privateKey } = await keys
      const details = webpush.generateRequestDetails(subscription, body, {
        vapidDetails: { subject: VAPID_SUBJECT, publicKey, privateKey },
        TTL: DRAW_PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      })
      await post(details, addresses, options.agent)
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode
      if (typeof status !== 'number' || !GONE.has(status)) return onError(error)
      await store.forgetEndpoint(subscription.endpoint).catch(onError)
    }
  }

  async function sendNow(draw: DrawRow, game: LotteryGameRow): Promise<void> {
    const push = drawPushPayload(draw, game)
    if (!push) return
    const body = JSON.stringify(push)
    const subscriptions = await store.subscriptionsFollowing(game.gameId)
    await Promise.all(subscriptions.map((s) => deliver(s, body)))
  }

  return {
    /** Starts pushing a stored draw on the next turn of the event loop; never throws. */
    send(draw: DrawRow, game: LotteryGameRow): void {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendNow(draw, game))
        .catch(onError)
        .finally(() => running.delete(work))
      running.add(work)
    },
    /** Resolves once every push started so far has been answered (tests wait for it; so does close). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all([...running])
    },
  }
}

/** The draw pusher of a platform. */
export type DrawPusher = ReturnType<typeof createDrawPusher>

import type { Db } from '../db'

/** The platform's VAPID key pair, base64url as web-push reads them. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** A browser's push subscription as the Push API gives it (`PushSubscription.toJSON()`). */
export interface StoredSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** Push subscriptions a member keeps at most: saving one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10

/** The VAPID keys, the members' push subscriptions and the games they follow (migration `webPush`). */
export function createPushStore(db: Db) {
  const readKeys = db.prepare(
    'SELECT public_key AS publicKey, private_key AS privateKey FROM push_vapid_keys',
  )
  const insertKeys = db.prepare(
    'INSERT INTO push_vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
  )
  const upsertSubscription = db.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
       auth = excluded.auth, created_at = excluded.created_at`,
  )
  const dropOldest = db.prepare(
    `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint NOT IN (
       SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, endpoint LIMIT ?)`,
  )
  const deleteOwn = db.prepare('DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?')
  const deleteAny = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?')
  const countOf = db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?')
  const followsOf = db.prepare(
    'SELECT game_id AS gameId FROM push_follows WHERE user_id = ? ORDER BY game_id',
  )
  const clearFollows = db.prepare('DELETE FROM push_follows WHERE user_id = ?')
  const follow = db.prepare('INSERT INTO push_follows (user_id, game_id, created_at) VALUES (?, ?, ?)')
  const following = db.prepare(
    `SELECT s.endpoint, s.p256dh, s.auth FROM push_follows f
     JOIN push_subscriptions s ON s.user_id = f.user_id
     WHERE f.game_id = ? ORDER BY s.endpoint`,
  )

  return {
    /** The stored VAPID keys; undefined before the first start generated them. */
    vapidKeys(): VapidKeys | undefined {
      return readKeys.get() as VapidKeys | undefined
    },
    /** Stores the key pair unless one is stored already; answers the pair in force. */
    keepVapidKeys(keys: VapidKeys, nowMs: number): VapidKeys {
      insertKeys.run(keys.publicKey, keys.privateKey, nowMs)
      return readKeys.get() as VapidKeys
    },
    /** Saves a subscription for a member (taking it over from whoever saved the same endpoint before). */
    saveSubscription(userId: number, subscription: StoredSubscription, nowMs: number): void {
      db.transaction(() => {
        const { endpoint, keys } = subscription
        upsertSubscription.run(endpoint, userId, keys.p256dh, keys.auth, nowMs)
        dropOldest.run(userId, userId, MAX_SUBSCRIPTIONS_PER_MEMBER)
      })()
    },
    /** Deletes a member's own subscription; false when the member has none with that endpoint. */
    deleteSubscription(userId: number, endpoint: string): boolean {
      return deleteOwn.run(userId, endpoint).changes > 0
    },
    /** Deletes a subscription the push service no longer knows (404 / 410). */
    forgetEndpoint(endpoint: string): void {
      deleteAny.run(endpoint)
    },
    /** How many subscriptions a member has. */
    subscriptionCount(userId: number): number {
      return (countOf.get(userId) as { n: number }).n
    },
    /** The game ids a member follows, ascending. */
    followedGames(userId: number): number[] {
      return (followsOf.all(userId) as { gameId: number }[]).map((row) => row.gameId)
    },
    /** Replaces the games a member follows. */
    setFollowedGames(userId: number, gameIds: readonly number[], nowMs: number): void {
      db.transaction(() => {
        clearFollows.run(userId)
        for (const gameId of new Set(gameIds)) follow.run(userId, gameId, nowMs)
      })()
    },
    /** Every subscription of the members following a game. */
    subscriptionsFollowing(gameId: number): StoredSubscription[] {
      return (following.all(gameId) as { endpoint: string; p256dh: string; auth: string }[]).map((row) => ({
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth },
      }))
    },
  }
}

/** The push store of one database. */
export type PushStore = ReturnType<typeof createPushStore>

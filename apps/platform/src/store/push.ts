import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

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
export function createPushStore(db: Queries) {
  /** The stored key pair (one row, id 1). */
  const readKeys = () =>
    db
      .selectFrom('push_vapid_keys')
      .select(['public_key as publicKey', 'private_key as privateKey'])
      .where('id', '=', 1)
      .executeTakeFirst()

  return {
    /** The stored VAPID keys; undefined before the first start generated them. */
    vapidKeys(): Promise<VapidKeys | undefined> {
      return readKeys()
    },
    /** Stores the key pair unless one is stored already; answers the pair in force. */
    async keepVapidKeys(keys: VapidKeys, nowMs: number): Promise<VapidKeys> {
      await db
        .insertInto('push_vapid_keys')
        .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: nowMs })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      const kept = await readKeys()
      if (!kept) throw new Error('push_vapid_keys: the key pair just kept is missing')
      return kept
    },
    /** Saves a subscription for a member (taking it over from whoever saved the same endpoint before). */
    saveSubscription(userId: number, subscription: StoredSubscription, nowMs: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        const { endpoint, keys } = subscription
        await trx
          .insertInto('push_subscriptions')
          .values({ endpoint, user_id: userId, p256dh: keys.p256dh, auth: keys.auth, created_at: nowMs })
          .onConflict((oc) =>
            oc.column('endpoint').doUpdateSet((eb) => ({
              user_id: eb.ref('excluded.user_id'),
              p256dh: eb.ref('excluded.p256dh'),
              auth: eb.ref('excluded.auth'),
              created_at: eb.ref('excluded.created_at'),
            })),
          )
          .execute()
        // Past the cap the oldest go (newest first, ties by endpoint).
        await trx
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', userId)
          .where('endpoint', 'not in', (eb) =>
            eb
              .selectFrom('push_subscriptions')
              .select('endpoint')
              .where('user_id', '=', userId)
              .orderBy('created_at', 'desc')
              .orderBy('endpoint')
              .limit(MAX_SUBSCRIPTIONS_PER_MEMBER),
          )
          .execute()
      })
    },
    /** Deletes a member's own subscription; false when the member has none with that endpoint. */
    async deleteSubscription(userId: number, endpoint: string): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
      return numDeletedRows > 0n
    },
    /** Deletes a subscription the push service no longer knows (404 / 410). */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute()
    },
    /** How many subscriptions a member has. */
    async subscriptionCount(userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    /** The game ids a member follows, ascending. */
    async followedGames(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('push_follows')
        .select('game_id')
        .where('user_id', '=', userId)
        .orderBy('game_id')
        .execute()
      return rows.map((row) => row.game_id)
    },
    /** Replaces the games a member follows. */
    setFollowedGames(userId: number, gameIds: readonly number[], nowMs: number): Promise<void> {
      return inTransaction(db, async (trx) => {
        await trx.deleteFrom('push_follows').where('user_id', '=', userId).execute()
        const rows = [...new Set(gameIds)].map((gameId) => ({
          user_id: userId,
          game_id: gameId,
          created_at: nowMs,
        }))
        if (rows.length) await trx.insertInto('push_follows').values(rows).execute()
      })
    },
    /** Every subscription of the members following a game (by endpoint). */
    async subscriptionsFollowing(gameId: number): Promise<StoredSubscription[]> {
      const rows = await db
        .selectFrom('push_follows as f')
        .innerJoin('push_subscriptions as s', 's.user_id', 'f.user_id')
        .select(['s.endpoint', 's.p256dh', 's.auth'])
        .where('f.game_id', '=', gameId)
        .orderBy('s.endpoint')
        .execute()
      return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }))
    },
  }
}

/** The push store of one database. */
export type PushStore = ReturnType<typeof createPushStore>

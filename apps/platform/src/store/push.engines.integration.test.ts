import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createPushStore, MAX_SUBSCRIPTIONS_PER_MEMBER, type StoredSubscription } from './push'

const subscription = (
  endpoint: string,
  p256dh = `p-${endpoint}`,
  auth = `a-${endpoint}`,
): StoredSubscription => ({
  endpoint,
  keys: { p256dh, auth },
})

describeEachEngine('the push store', (db) => {
  let alice = 0
  let bob = 0
  let carol = 0
  beforeAll(async () => {
    const rows = await db()
      .insertInto('users')
      .values(['alice', 'bob', 'carol'].map((account) => ({ account, password_hash: 'x', created_at: 0 })))
      .returning('user_id')
      .execute()
    ;[alice, bob, carol] = rows.map((row) => row.user_id) as [number, number, number]
  })

  it('has no VAPID keys until some are kept, then keeps the first pair, however many are kept at once', async () => {
    const store = createPushStore(db())
    expect(await store.vapidKeys()).toBeUndefined()
    const kept = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createPushStore(db()).keepVapidKeys(
          { publicKey: `public-${i}`, privateKey: `private-${i}` },
          1_000 + i,
        ),
      ),
    )
    expect(new Set(kept.map((keys) => keys.publicKey)).size).toBe(1)
    const [first] = kept
    expect(first!.privateKey).toBe(first!.publicKey.replace('public', 'private'))
    expect(await store.vapidKeys()).toEqual(first)
    expect(await store.keepVapidKeys({ publicKey: 'later', privateKey: 'later' }, 9_000)).toEqual(first)
  })

  it("saves a member's subscriptions, taking an endpoint over from whoever saved it before", async () => {
    const store = createPushStore(db())
    expect(await store.subscriptionCount(alice)).toBe(0)
    await store.saveSubscription(alice, subscription('https://push.example/a1'), 10)
    await store.saveSubscription(alice, subscription('https://push.example/shared'), 11)
    expect(await store.subscriptionCount(alice)).toBe(2)
    await store.saveSubscription(bob, subscription('https://push.example/shared', 'p-new', 'a-new'), 12)
    expect(await store.subscriptionCount(alice)).toBe(1)
    expect(await store.subscriptionCount(bob)).toBe(1)
    const row = await db()
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('endpoint', '=', 'https://push.example/shared')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      endpoint: 'https://push.example/shared',
      user_id: bob,
      p256dh: 'p-new',
      auth: 'a-new',
      created_at: 12,
    })
  })

  it("keeps a member's newest subscriptions only, ties by endpoint", async () => {
    const store = createPushStore(db())
    // Twelve saved at two instants: the cap keeps the newest, and of one instant the first endpoints.
    for (let i = 0; i < 12; i++)
      await store.saveSubscription(
        carol,
        subscription(`https://push.example/c${String(i).padStart(2, '0')}`),
        i < 4 ? 100 : 200,
      )
    expect(await store.subscriptionCount(carol)).toBe(MAX_SUBSCRIPTIONS_PER_MEMBER)
    const kept = await db()
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', carol)
      .orderBy('endpoint')
      .execute()
    expect(kept.map((row) => row.endpoint.slice(-3))).toEqual([
      'c00',
      'c01',
      'c04',
      'c05',
      'c06',
      'c07',
      'c08',
      'c09',
      'c10',
      'c11',
    ])
  })

  it("deletes a member's own subscription only, and forgets one the push service no longer knows", async () => {
    const store = createPushStore(db())
    await store.saveSubscription(alice, subscription('https://push.example/del'), 20)
    expect(await store.deleteSubscription(bob, 'https://push.example/del')).toBe(false)
    expect(await store.deleteSubscription(alice, 'https://push.example/del')).toBe(true)
    expect(await store.deleteSubscription(alice, 'https://push.example/del')).toBe(false)
    await store.saveSubscription(alice, subscription('https://push.example/gone'), 21)
    await store.forgetEndpoint('https://push.example/gone')
    await store.forgetEndpoint('https://push.example/never')
    const left = await db()
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', 'in', ['https://push.example/del', 'https://push.example/gone'])
      .execute()
    expect(left).toEqual([])
  })

  it('replaces the games a member follows, each once, answered ascending', async () => {
    const store = createPushStore(db())
    expect(await store.followedGames(bob)).toEqual([])
    await store.setFollowedGames(bob, [110, 70, 110, 2], 30)
    expect(await store.followedGames(bob)).toEqual([2, 70, 110])
    await store.setFollowedGames(bob, [70], 31)
    expect(await store.followedGames(bob)).toEqual([70])
    await store.setFollowedGames(bob, [], 32)
    expect(await store.followedGames(bob)).toEqual([])
  })

  it('answers the subscriptions of the members following a game, by endpoint', async () => {
    const store = createPushStore(db())
    await store.setFollowedGames(alice, [110], 40)
    await store.setFollowedGames(bob, [110, 70], 40)
    await store.setFollowedGames(carol, [70], 40)
    await store.saveSubscription(bob, subscription('https://push.example/B-upper'), 41)
    const following = await store.subscriptionsFollowing(110)
    // Byte order: upper case before lower case on both engines.
    expect(following.map((s) => s.endpoint)).toEqual([
      'https://push.example/B-upper',
      'https://push.example/a1',
      'https://push.example/shared',
    ])
    expect(following.find((s) => s.endpoint === 'https://push.example/shared')).toEqual(
      subscription('https://push.example/shared', 'p-new', 'a-new'),
    )
    expect(await store.subscriptionsFollowing(999)).toEqual([])
    expect((await store.subscriptionsFollowing(70)).length).toBe(1 + 1 + MAX_SUBSCRIPTIONS_PER_MEMBER)
  })
})

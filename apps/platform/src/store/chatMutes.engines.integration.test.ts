import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createChatStore } from './chat'
import { createChatMuteStore } from './chatMutes'

describeEachEngine('the chat mute store', (db) => {
  const ids: Record<'alice' | 'bob' | 'carol' | 'guest', number> = { alice: 0, bob: 0, carol: 0, guest: 0 }

  beforeAll(async () => {
    const chat = createChatStore(db())
    for (const [name, avatar] of [
      ['alice', 2],
      ['bob', 4],
      ['carol', 6],
    ] as const) {
      const userId = (
        await db()
          .insertInto('users')
          .values({ account: `${name}01`, password_hash: 'x', created_at: 0, avatar_id: avatar })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id
      ids[name] = await chat.insertUser({
        kind: 'member',
        userId,
        hashId: name,
        nickname: name,
        avatarId: 9,
        at: 0,
      })
    }
    ids.guest = await chat.insertUser({
      kind: 'guest',
      userId: null,
      hashId: 'g',
      nickname: '游客',
      avatarId: 8,
      at: 0,
    })
  })

  it('mutes and unmutes idempotently, and lists the muted newest first', async () => {
    const mutes = createChatMuteStore(db())
    expect(await mutes.list(ids.alice)).toEqual([])
    expect(await mutes.mutersOf(ids.bob)).toEqual(new Set())
    await mutes.set(ids.alice, ids.bob, true, 100)
    await mutes.set(ids.alice, ids.bob, true, 150)
    await mutes.set(ids.alice, ids.carol, true, 200)
    await mutes.set(ids.alice, ids.guest, true, 200)
    await mutes.set(ids.carol, ids.bob, true, 300)
    expect(await mutes.list(ids.alice)).toEqual([
      { chatUserId: ids.guest, nickname: '游客', avatarId: 8, createdAt: 200 },
      { chatUserId: ids.carol, nickname: 'carol', avatarId: 6, createdAt: 200 },
      { chatUserId: ids.bob, nickname: 'bob', avatarId: 4, createdAt: 100 },
    ])
    expect(await mutes.mutersOf(ids.bob)).toEqual(new Set([ids.alice, ids.carol]))
    expect(await mutes.mutes(ids.alice, ids.bob)).toBe(true)
    expect(await mutes.mutes(ids.bob, ids.alice)).toBe(false)
    await mutes.set(ids.alice, ids.bob, false, 400)
    await mutes.set(ids.alice, ids.bob, false, 400)
    expect(await mutes.mutes(ids.alice, ids.bob)).toBe(false)
    expect(await mutes.mutersOf(ids.bob)).toEqual(new Set([ids.carol]))
    expect((await mutes.list(ids.alice)).map((m) => m.chatUserId)).toEqual([ids.guest, ids.carol])
    // Oneself: refused by the table's check.
    await expect(mutes.set(ids.bob, ids.bob, true, 500)).rejects.toThrow()
  })
})

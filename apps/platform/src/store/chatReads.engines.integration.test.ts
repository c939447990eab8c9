import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createChatStore } from './chat'
import { createChatReadStore, UNREAD_WINDOW } from './chatReads'

describeEachEngine('the chat read store', (db) => {
  let reader = 0
  let other = 0
  let room = 0
  const service = 1

  beforeAll(async () => {
    const chat = createChatStore(db())
    const member = async (account: string) => {
      const userId = (
        await db()
          .insertInto('users')
          .values({ account, password_hash: 'x', created_at: 0 })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id
      return chat.insertUser({
        kind: 'member',
        userId,
        hashId: account,
        nickname: account,
        avatarId: 1,
        at: 0,
      })
    }
    reader = await member('reader01')
    other = await member('other01')
    await chat.ensureGameRoom('读聊天室', 110, 10, 0)
    room = (await chat.roomOfGame(110))!.id
  })

  const say = (senderId: number, type: 'text' | 'system' = 'text') =>
    createChatStore(db()).insertMessage({ roomId: room, senderId, type, body: 'x', at: 1 })

  it('moves a mark forward only, and answers the marks by room', async () => {
    const reads = createChatReadStore(db())
    expect(await reads.marksOf(reader)).toEqual(new Map())
    expect(await reads.mark(reader, room, 10, 1)).toBe(10)
    expect(await reads.mark(reader, room, 5, 2)).toBe(10)
    expect(await reads.mark(reader, room, 12, 3)).toBe(12)
    expect(await reads.mark(reader, 1, 3, 3)).toBe(3)
    expect(await reads.marksOf(reader)).toEqual(
      new Map([
        [room, 12],
        [1, 3],
      ]),
    )
    expect(await reads.marksOf(other)).toEqual(new Map())
    const row = await db()
      .selectFrom('chat_reads')
      .select('updated_at')
      .where('chat_user_id', '=', reader)
      .where('room_id', '=', room)
      .executeTakeFirstOrThrow()
    expect(row.updated_at).toBe(3)
    await db().deleteFrom('chat_reads').execute()
  })

  it('finds a room’s newest message at or below an id, cleared ones gone', async () => {
    const reads = createChatReadStore(db())
    expect(await reads.latestId(room)).toBe(0)
    const first = await say(other)
    const second = await say(other)
    expect(await reads.latestId(room)).toBe(second.id)
    expect(await reads.latestId(room, second.id - 1)).toBe(first.id)
    expect(await reads.latestId(room, first.id - 1)).toBe(0)
    expect(await reads.latestId(999_999)).toBe(0)
    await createChatStore(db()).clearRoom(room)
    expect(await reads.latestId(room)).toBe(0)
  })

  it('counts others’ unread lines among the latest, without system lines, deleted ones and the muted', async () => {
    const reads = createChatReadStore(db())
    const chat = createChatStore(db())
    expect(await reads.unread(reader, room, 0)).toBe(0)
    const mine = await say(reader)
    const a = await say(other)
    await say(service, 'system')
    const deleted = await say(other)
    await chat.markDeleted(deleted.id)
    const b = await say(service)
    expect(await reads.unread(reader, room, 0)).toBe(2)
    expect(await reads.unread(reader, room, mine.id)).toBe(2)
    expect(await reads.unread(reader, room, a.id)).toBe(1)
    expect(await reads.unread(reader, room, b.id)).toBe(0)
    expect(await reads.unread(other, room, 0)).toBe(2)
    await db()
      .insertInto('chat_mutes')
      .values({ chat_user_id: reader, muted_chat_id: other, created_at: 0 })
      .execute()
    expect(await reads.unread(reader, room, 0)).toBe(1)
    await db().deleteFrom('chat_mutes').execute()
    // Only the room's latest UNREAD_WINDOW count.
    for (let i = 0; i < UNREAD_WINDOW; i++) await say(reader)
    expect(await reads.unread(reader, room, 0)).toBe(0)
    await say(other)
    expect(await reads.unread(reader, room, 0)).toBe(1)
    expect(await reads.unread(reader, 999_999, 0)).toBe(0)
  })
})

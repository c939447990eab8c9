import { type ChatRoom, createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { type chatKit, chatTestPlatform } from './chatKit'
import { fail, type TestEnv } from './walletKit'

const noon = fromChinaTime(2026, 11, 23, 12)
let env: TestEnv
let kit: ReturnType<typeof chatKit>
let general: ChatRoom

chatTestPlatform(noon, 'read', (started) => {
  ;({ env, kit, general } = started)
})

type Member = Awaited<ReturnType<typeof kit.chatMember>>

/** Sends a text through a joined socket, past any slow mode (the platform's clock moves, not time); its id. */
async function say(member: Member, roomId: number, body: string): Promise<number> {
  const ws = await kit.socket(member.chatToken.token)
  expect((await ws.request({ command: 'JOIN', room_id: roomId })).ok).toBe(true)
  env.clock.advance(10_000)
  const ack = await ws.request({ command: 'SEND', room_id: roomId, body })
  expect(ack.ok).toBe(true)
  ws.close()
  return ack.message!.id
}

const unreadIn = async (member: Member, roomId: number) =>
  (await member.chat.unread()).rooms.find((r) => r.room_id === roomId)?.unread

describe('read marks and unread counts', () => {
  it('counts others’ lines after the mark, without own, system, deleted and muted lines', async () => {
    const reader = await kit.chatMember()
    const other = await kit.chatMember()
    const muted = await kit.chatMember()
    await say(other, general.room_id, '读前')
    // Never opened: the public room has no count.
    expect(await unreadIn(reader, general.room_id)).toBeUndefined()

    const mark = await reader.chat.markRead({ room_id: general.room_id })
    expect(mark.room_id).toBe(general.room_id)
    expect(mark.last_read_id).toBe(await kit.stores.chatReads.latestId(general.room_id))
    expect(await unreadIn(reader, general.room_id)).toBe(0)

    await reader.chat.setMuted({ user_id: muted.chatId, muted: 1 })
    await say(other, general.room_id, '一')
    const deleted = await say(other, general.room_id, '二')
    await say(reader, general.room_id, '自己的')
    await say(muted, general.room_id, '被屏蔽的')
    const service = await kit.stores.chat.serviceUser()
    await kit.stores.chat.insertMessage({
      roomId: general.room_id,
      senderId: service.id,
      type: 'system',
      body: '系统行',
      at: env.clock.now(),
    })
    expect(await unreadIn(reader, general.room_id)).toBe(2)
    await other.chat.deleteMessage(deleted)
    expect(await unreadIn(reader, general.room_id)).toBe(1)
    // Another member who never marked the room still has no count; the sum covers the rows.
    expect(await unreadIn(other, general.room_id)).toBeUndefined()
    const counts = await reader.chat.unread()
    expect(counts.total).toBe(counts.rooms.reduce((n, r) => n + r.unread, 0))
  })

  it('marks through the socket up to a message, never back, and every token of the member reads it', async () => {
    const reader = await kit.chatMember()
    const other = await kit.chatMember()
    await reader.chat.markRead({ room_id: general.room_id })
    const first = await say(other, general.room_id, '甲')
    const second = await say(other, general.room_id, '乙')
    expect(await unreadIn(reader, general.room_id)).toBe(2)

    const ws = await kit.socket(reader.chatToken.token)
    const ack = await ws.request({ command: 'READ', room_id: general.room_id, message_id: first })
    expect(ack).toMatchObject({ ok: true, room_id: general.room_id, last_read_id: first })
    expect(await unreadIn(reader, general.room_id)).toBe(1)
    // Another device (the access token) reads the same count, and marks the rest.
    const device = createLiuheApi({ origin: env.origin, token: reader.token }).chat
    expect((await device.unread()).rooms.find((r) => r.room_id === general.room_id)?.unread).toBe(1)
    expect((await device.markRead({ room_id: general.room_id })).last_read_id).toBe(second)
    expect(await unreadIn(reader, general.room_id)).toBe(0)
    // A late mark of an older message leaves the newer one; a mark past the newest stops at it.
    expect(
      (await ws.request({ command: 'READ', room_id: general.room_id, message_id: first })).last_read_id,
    ).toBe(second)
    expect(
      (await reader.chat.markRead({ room_id: general.room_id, message_id: second + 1_000_000 })).last_read_id,
    ).toBe(second)
    expect(await kit.count`SELECT COUNT(*) AS n FROM chat_reads WHERE chat_user_id = ${reader.chatId}`).toBe(
      1,
    )
  })

  it('counts private rooms from their first message, and only the latest 200 lines of a room', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const form = { avatarId: 1, friend_avatarId: 1, nickname: a.account, friend_nickname: b.account }
    const contact = await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })
    expect(await unreadIn(b, contact.room_id)).toBe(0)
    await kit.stores.transaction(async (tx) => {
      for (let i = 0; i < 205; i++)
        await tx.chat.insertMessage({
          roomId: contact.room_id,
          senderId: a.chatId,
          type: 'text',
          body: `${i}`,
          at: env.clock.now(),
        })
    })
    expect(await unreadIn(b, contact.room_id)).toBe(200)
    expect(await unreadIn(a, contact.room_id)).toBe(0)
    await b.chat.markRead({ room_id: contact.room_id })
    expect(await unreadIn(b, contact.room_id)).toBe(0)
  })

  it('refuses rooms the caller may not read and malformed marks', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const outsider = await kit.chatMember()
    const form = { avatarId: 1, friend_avatarId: 1, nickname: a.account, friend_nickname: b.account }
    const contact = await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })
    expect((await fail(outsider.chat.markRead({ room_id: contact.room_id }))).status).toBe(403)
    expect((await fail(outsider.chat.markRead({ room_id: 99_999_999 }))).message).toBe('聊天室不存在')
    expect((await outsider.chat.unread()).rooms.map((r) => r.room_id)).not.toContain(contact.room_id)
    const ws = await kit.socket(outsider.chatToken.token)
    for (const bad of [
      { command: 'READ', room_id: 'x' },
      { command: 'READ', room_id: general.room_id, message_id: -1 },
      { command: 'READ' },
    ]) {
      expect(await ws.request(bad)).toMatchObject({ ok: false, code: 'SYS/BAD_REQUEST' })
    }
    expect(await ws.request({ command: 'READ', room_id: contact.room_id })).toMatchObject({
      ok: false,
      code: 'CHAT/FORBIDDEN',
    })
    const raw = await fetch(`${env.origin}/api-messen/api/chat/read`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${outsider.chatToken.token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'room_id=abc',
    })
    expect(raw.status).toBe(400)
    expect(
      await kit.count`SELECT COUNT(*) AS n FROM chat_reads WHERE chat_user_id = ${outsider.chatId}`,
    ).toBe(0)
  })
})

import { type ChatRoom, chatCommands } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { type chatKit, chatTestPlatform, isMessage } from './chatKit'
import { fail, type TestEnv } from './walletKit'

const noon = fromChinaTime(2026, 11, 22, 12)
let env: TestEnv
let kit: ReturnType<typeof chatKit>
let general: ChatRoom

chatTestPlatform(noon, 'mute', (started) => {
  ;({ env, kit, general } = started)
})

type Member = Awaited<ReturnType<typeof kit.chatMember>>
const bodiesIn = async (viewer: Member, roomId: number, talkType?: number) =>
  (
    await viewer.chat.records({ room_id: roomId, limit: 100, ...(talkType ? { talk_type: talkType } : {}) })
  ).rows.map((r) => r.content.body)

/** Sends a text through a joined socket, past any slow mode (the platform's clock moves, not time). */
async function say(ws: Awaited<ReturnType<typeof kit.socket>>, roomId: number, body: string) {
  env.clock.advance(10_000)
  const ack = await ws.request({ command: 'SEND', room_id: roomId, body })
  expect(ack.ok).toBe(true)
}

describe('屏蔽 (muting a member)', () => {
  it("hides the muted member's history and live messages from the muter only, until unmuted", async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const c = await kit.chatMember()
    const wa = await kit.socket(a.chatToken.token)
    const wb = await kit.socket(b.chatToken.token)
    const wc = await kit.socket(c.chatToken.token)
    for (const ws of [wa, wb, wc]) await ws.request({ command: 'JOIN', room_id: general.room_id })
    await say(wa, general.room_id, 'A说在屏蔽前')

    expect(await b.chat.setMuted({ user_id: a.chatId, muted: 1 })).toEqual({ user_id: a.chatId, muted: 1 })
    // Muting twice is the same answer, one row.
    expect((await b.chat.setMuted({ user_id: a.chatId, muted: 1 })).muted).toBe(1)
    expect(await kit.count`SELECT COUNT(*) AS n FROM chat_mutes WHERE chat_user_id = ${b.chatId}`).toBe(1)
    expect((await b.chat.mutedUsers()).list).toEqual([
      expect.objectContaining({ user_id: a.chatId, nickname: a.account }),
    ])

    // History: B no longer reads A's messages; C and A still do.
    expect(await bodiesIn(b, general.room_id)).not.toContain('A说在屏蔽前')
    expect(await bodiesIn(c, general.room_id)).toContain('A说在屏蔽前')
    expect(await bodiesIn(a, general.room_id)).toContain('A说在屏蔽前')

    // Live: A speaks, then C; B gets C's line and nothing of A's before it, C gets both.
    await say(wa, general.room_id, 'A说在屏蔽后')
    await say(wc, general.room_id, 'C说')
    await wb.next(isMessage(general.room_id, 'C说'))
    expect(
      wb.before(isMessage(general.room_id, 'C说')).filter(isMessage(general.room_id, 'A说在屏蔽后')),
    ).toEqual([])
    await wc.next(isMessage(general.room_id, 'A说在屏蔽后'))
    expect(await bodiesIn(b, general.room_id)).toEqual(expect.arrayContaining(['C说']))
    expect(await bodiesIn(b, general.room_id)).not.toContain('A说在屏蔽后')

    // Unmuted: the history is whole again, and new lines arrive live.
    expect(await b.chat.setMuted({ user_id: a.chatId, muted: 0 })).toEqual({ user_id: a.chatId, muted: 0 })
    expect((await b.chat.mutedUsers()).list).toEqual([])
    expect(await bodiesIn(b, general.room_id)).toEqual(
      expect.arrayContaining(['A说在屏蔽前', 'A说在屏蔽后', 'C说']),
    )
    await say(wa, general.room_id, 'A说在取消屏蔽后')
    await wb.next(isMessage(general.room_id, 'A说在取消屏蔽后'))
  })

  it("hides the muted member's private messages and their prompt from the muter", async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const form = { avatarId: 1, friend_avatarId: 1, nickname: a.account, friend_nickname: b.account }
    const contact = await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })
    await b.chat.setMuted({ user_id: a.chatId, muted: 1 })
    const wa = await kit.socket(a.chatToken.token)
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: contact.room_id })
    await wa.request({ command: 'JOIN', room_id: contact.room_id })
    await say(wa, contact.room_id, '私聊被屏蔽')
    // B answers; A gets B's line, and B's socket had nothing of A's (room frame or prompt) before its own ack.
    await say(wb, contact.room_id, 'B回复')
    await wa.next(isMessage(contact.room_id, 'B回复'))
    await wb.next(isMessage(contact.room_id, 'B回复'))
    const seenByB = wb.before(isMessage(contact.room_id, 'B回复'))
    expect(seenByB.filter(isMessage(contact.room_id, '私聊被屏蔽'))).toEqual([])
    expect(seenByB.filter((f) => f.command === chatCommands.newPrivateMessage)).toEqual([])
    expect(await bodiesIn(b, contact.room_id, 2)).toEqual(['B回复'])
    expect(await bodiesIn(a, contact.room_id, 2)).toEqual(['私聊被屏蔽', 'B回复'])
  })

  it("skips the muted member's lines in the muter's room list and contact previews only", async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const c = await kit.chatMember()
    const form = { avatarId: 1, friend_avatarId: 1, nickname: a.account, friend_nickname: b.account }
    const contact = await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })
    const wa = await kit.socket(a.chatToken.token)
    const wc = await kit.socket(c.chatToken.token)
    for (const ws of [wa, wc]) await ws.request({ command: 'JOIN', room_id: general.room_id })
    await wa.request({ command: 'JOIN', room_id: contact.room_id })
    await say(wc, general.room_id, 'C先说')
    await say(wa, general.room_id, 'A后说')
    await say(wa, contact.room_id, 'A私聊')
    await b.chat.setMuted({ user_id: a.chatId, muted: 1 })
    const previewIn = async (viewer: Member) =>
      (await viewer.chat.rooms()).class_groups
        .flatMap((g) => g.chatroom)
        .find((r) => r.room_id === general.room_id)?.last_message?.body
    expect(await previewIn(b)).toBe('C先说')
    expect(await previewIn(c)).toBe('A后说')
    const contactOfB = (await b.chat.contactList()).contacts.find((x) => x.room_id === contact.room_id)
    expect(contactOfB?.last_message).toBeNull()
    const contactOfA = (await a.chat.contactList()).contacts.find((x) => x.room_id === contact.room_id)
    expect(contactOfA?.last_message?.body).toBe('A私聊')
  })

  it('refuses muting oneself, staff, the service account and unknown ids; guests cannot mute; bad bodies 400', async () => {
    const a = await kit.chatMember()
    const staff = await kit.chatMember(100, { staff: true })
    expect(await fail(a.chat.setMuted({ user_id: a.chatId, muted: 1 }))).toMatchObject({
      code: 'CHAT/MUTE_INVALID',
      message: '不能屏蔽该用户',
    })
    expect((await fail(a.chat.setMuted({ user_id: staff.chatId, muted: 1 }))).code).toBe('CHAT/MUTE_INVALID')
    const service = await kit.stores.chat.serviceUser()
    expect((await fail(a.chat.setMuted({ user_id: service.id, muted: 1 }))).code).toBe('CHAT/MUTE_INVALID')
    expect((await fail(a.chat.setMuted({ user_id: 99_999_999, muted: 1 }))).message).toBe('用户不存在')
    const guest = await kit.chatGuest()
    expect((await fail(guest.chat.setMuted({ user_id: a.chatId, muted: 1 }))).status).toBe(403)
    for (const body of [
      '',
      'user_id=abc&muted=1',
      `user_id=${staff.chatId}&muted=2`,
      'muted=1',
      `user_id=-1&muted=0`,
    ]) {
      const response = await fetch(`${env.origin}/api-messen/api/chat/mute`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${a.chatToken.token}`,
        },
        body,
      })
      expect(response.status).toBe(400)
    }
    expect(await kit.count`SELECT COUNT(*) AS n FROM chat_mutes WHERE chat_user_id = ${a.chatId}`).toBe(0)
  })

  it('holds mute calls to the chat rate limit', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    await kit.stores.config.setConfig('rate_limits', { chat: { perAccount: { max: 1, windowMs: 60_000 } } })
    await a.chat.setMuted({ user_id: b.chatId, muted: 1 })
    expect((await fail(a.chat.setMuted({ user_id: b.chatId, muted: 0 }))).code).toBe('SYS/TOO_MANY_REQUESTS')
  })
})

import { type ApiError, type ChatRoom, type ChatServerFrame, chatCommands, createLiuheApi } from '@liuhe/api'
import { decodeBase64Utf8, fromChinaTime, HONGBAO_EXPIRY_MS } from '@liuhe/domain'
import { afterEach, describe, expect, it } from 'vitest'
import { type chatKit, chatTestPlatform, isMessage } from './chatKit'
import { fail, type TestEnv } from './walletKit'

const noon = fromChinaTime(2026, 11, 22, 12)
let env: TestEnv
let kit: ReturnType<typeof chatKit>
let general: ChatRoom
let room110: ChatRoom

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
)

chatTestPlatform(noon, 'chat', (started) => {
  ;({ env, kit, general } = started)
  room110 = started.gameRoom(110)
})
afterEach(async () => {
  await kit.settings({ maxSocketsPerUser: 5, winNoticeFen: 10_000 })
  await kit.maintenance(false)
  await kit.available(true)
})

const messagesIn = (roomId: number) =>
  kit.count`SELECT COUNT(*) AS n FROM chat_messages WHERE room_id = ${roomId} AND cleared = 0`

describe('tokens and identities', () => {
  it('gives a member a chat token for their own id only, and refreshes it', async () => {
    const a = await kit.chatMember()
    expect(a.chatToken).toMatchObject({ socket_url: '/ws-chat', nickname: a.account, enableChat: 1 })
    const other = await kit.chatMember()
    expect((await fail(a.api.chat.tokenGeneration(other.userId))).status).toBe(403)
    const anonymous = createLiuheApi({ origin: env.origin }).chat
    expect((await fail(anonymous.tokenGeneration(a.userId))).code).toBe('CHAT/TOKEN_INVALID')
    // The same login gets the same chat token again (several tabs share it).
    expect((await a.api.chat.tokenGeneration(a.userId)).token).toBe(a.chatToken.token)
    const { tokenChat } = await a.chat.refreshToken()
    expect(tokenChat).not.toBe(a.chatToken.token)
    const refreshed = createLiuheApi({ origin: env.origin, token: tokenChat }).chat
    expect((await refreshed.contactList()).contacts).toEqual([])
  })

  it('makes guest identities with their own token', async () => {
    const { identity, chat } = await kit.chatGuest()
    expect(identity.name).toMatch(/^游客\d{6}$/)
    expect(identity.hash_id).toMatch(/^[a-f0-9]{24}$/)
    expect((await chat.guestFriends()).total).toBe(0)
  })

  it('ends the chat sessions of an older login: logged in elsewhere', async () => {
    const a = await kit.chatMember()
    const first = await kit.socket(a.chatToken.token)
    await first.request({ command: 'JOIN', room_id: general.room_id })
    const secondLogin = await kit.stores.users.issueToken(a.userId, env.clock.now(), 86_400_000)
    const newer = await createLiuheApi({ origin: env.origin, token: secondLogin }).chat.tokenGeneration(
      a.userId,
    )
    expect(newer.token).not.toBe(a.chatToken.token)
    const frame = await first.next((f) => f.command === chatCommands.loggedInElsewhere)
    expect(frame.content).toEqual({ msg: '您的账户已在其他设备上登录' })
    expect(await first.closed).toBe(4002)
    expect((await fail(a.chat.rooms())).code).toBe('CHAT/TOKEN_INVALID')
  })
})

describe('rooms and messages', () => {
  it('lists rooms by class group with people counts and the last message', async () => {
    const a = await kit.chatMember()
    const { class_groups, service_id } = await a.chat.rooms()
    expect(class_groups.map((g) => g.name)).toEqual(['综合大厅', '彩种聊天室'])
    expect(room110.name).toBe('新澳门六合彩聊天室')
    expect(service_id).toBeGreaterThan(0)
    const ws = await kit.socket(a.chatToken.token)
    expect((await ws.request({ command: 'JOIN', room_id: room110.room_id })).ok).toBe(true)
    const sent = await ws.request({ command: 'SEND', room_id: room110.room_id, type: 'text', body: '大家好' })
    expect(sent.ok).toBe(true)
    const listed = (await a.chat.rooms()).class_groups[1]!.chatroom.find(
      (r) => r.room_id === room110.room_id,
    )!
    expect(listed.total_people).toBe(1)
    expect(listed.last_message).toMatchObject({ type: 'text', body: '大家好', nickname: a.account })
  })

  it('stores messages as typed and delivers them to everyone in the room in sequence order', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const wa = await kit.socket(a.chatToken.token)
    const wb = await kit.socket(b.chatToken.token)
    const joined = await wa.request({ command: 'JOIN', room_id: room110.room_id })
    await wb.request({ command: 'JOIN', room_id: room110.room_id })
    const body = '<script>alert(1)</script> & 你好'
    const first = await wa.request({ command: 'SEND', room_id: room110.room_id, type: 'text', body })
    env.clock.advance(3_000)
    const second = await wb.request({ command: 'SEND', room_id: room110.room_id, type: 'text', body: 'B说' })
    expect(first.message!.seq).toBe(joined.seq! + 1)
    expect(second.message!.seq).toBe(joined.seq! + 2)
    for (const ws of [wa, wb]) {
      await ws.next(isMessage(room110.room_id, 'B说'))
      const seqs = ws.frames.filter(isMessage(room110.room_id)).map((f) => (f.content as { seq: number }).seq)
      expect(seqs).toEqual([joined.seq! + 1, joined.seq! + 2])
    }
    const { rows, total } = await b.chat.records({ room_id: room110.room_id })
    expect(total).toBeGreaterThanOrEqual(2)
    expect(rows.at(-2)!.content.body).toBe(body)
    expect(rows.map((r) => r.seq)).toEqual([...rows.map((r) => r.seq)].sort((x, y) => x - y))
  })

  it("handles a socket's frames in the order they arrived, the frames behind a SEND after it", async () => {
    const a = await kit.chatMember()
    const ws = await kit.socket(a.chatToken.token)
    await ws.request({ command: 'JOIN', room_id: room110.room_id })
    // Sent one right behind the other, none waiting for an answer (`request` sends before it waits).
    const [sent, read, pong] = await Promise.all([
      ws.request({ command: 'SEND', room_id: room110.room_id, body: '先发后读' }),
      ws.request({ command: 'READ', room_id: room110.room_id }),
      ws.request({ command: 'PING' }),
    ])
    expect(sent.ok).toBe(true)
    // The READ ran once the SEND was stored: its mark is the message just sent.
    expect(read.last_read_id).toBe(sent.message!.id)
    const answered = ws.frames
      .map((f) => (f.content as { ref?: unknown }).ref)
      .filter((ref) => [sent.ref, read.ref, pong.ref].includes(ref as string))
    expect(answered).toEqual([sent.ref, read.ref, pong.ref])
  })

  it('enforces slow mode, message length and the send rate limit, writing nothing refused', async () => {
    const a = await kit.chatMember()
    const ws = await kit.socket(a.chatToken.token)
    await ws.request({ command: 'JOIN', room_id: general.room_id })
    expect((await ws.request({ command: 'SEND', room_id: general.room_id, body: '第一条' })).ok).toBe(true)
    const before = await messagesIn(general.room_id)
    const tooSoon = await ws.request({ command: 'SEND', room_id: general.room_id, body: '第二条' })
    expect(tooSoon).toMatchObject({ ok: false, code: 'CHAT/SLOW_MODE', msg: '发言过快，请3秒后再试' })
    env.clock.advance(3_000)
    const empty = await ws.request({ command: 'SEND', room_id: general.room_id, body: '   ' })
    expect(empty).toMatchObject({ ok: false, msg: '消息内容不能为空' })
    const long = await ws.request({ command: 'SEND', room_id: general.room_id, body: '长'.repeat(201) })
    expect(long).toMatchObject({ ok: false, msg: '消息不能超过200个字' })
    const badImage = await ws.request({
      command: 'SEND',
      room_id: general.room_id,
      type: 'image',
      body: 'http://x/a.png',
    })
    expect(badImage).toMatchObject({ ok: false, msg: '图片地址无效' })
    expect(await messagesIn(general.room_id)).toBe(before)

    await kit.stores.config.setConfig('rate_limits', { chat: { perAccount: { max: 1, windowMs: 60_000 } } })
    await ws.request({ command: 'JOIN', room_id: room110.room_id })
    const b = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: room110.room_id })
    expect((await wb.request({ command: 'SEND', room_id: room110.room_id, body: '一' })).ok).toBe(true)
    env.clock.advance(3_000)
    const limited = await wb.request({ command: 'SEND', room_id: room110.room_id, body: '二' })
    expect(limited).toMatchObject({ ok: false, code: 'SYS/TOO_MANY_REQUESTS' })
  })

  it('refuses history and joining without permission (403), rooms and history in maintenance, and when chat is off (405)', async () => {
    const vip1 = await kit.chatMember(100, { vipLevel: 1 })
    expect(vip1.chatToken.enableChat).toBe(0)
    expect((await fail(vip1.chat.records({ room_id: general.room_id }))).status).toBe(403)
    const { chat: guest, identity } = await kit.chatGuest()
    expect((await fail(guest.records({ room_id: general.room_id }))).status).toBe(403)
    const gws = await kit.socket(identity.token, true)
    expect(await gws.request({ command: 'JOIN', room_id: general.room_id })).toMatchObject({
      ok: false,
      code: 'CHAT/FORBIDDEN',
    })
    const a = await kit.chatMember()
    expect((await fail(a.chat.records({ room_id: general.room_id, limit: 151 }))).code).toBe(
      'SYS/BAD_REQUEST',
    )
    expect((await fail(a.chat.records({ room_id: 999_999 }))).code).toBe('SYS/NOT_FOUND')

    const ws = await kit.socket(a.chatToken.token)
    await ws.request({ command: 'JOIN', room_id: room110.room_id })
    await kit.maintenance(true)
    const before = await messagesIn(room110.room_id)
    expect(await ws.request({ command: 'SEND', room_id: room110.room_id, body: '维护中' })).toMatchObject({
      ok: false,
      code: 'CHAT/MAINTENANCE',
      msg: '系统在维护中，请稍等！',
    })
    expect((await fail(a.chat.records({ room_id: room110.room_id }))).message).toBe('系统在维护中，请稍等！')
    expect((await fail(a.chat.rooms())).message).toBe('系统在维护中，请稍等！')
    expect(await messagesIn(room110.room_id)).toBe(before)
    await kit.maintenance(false)

    await kit.available(false)
    const off = await fail(a.chat.rooms())
    expect(off.status).toBe(405)
    expect(off.message).toBe('聊天室目前不可用')
    expect(await (await kit.socket(a.chatToken.token)).closed).toBe(4005)
  })

  it('closes a socket beyond the tabs a user may open: too many tabs', async () => {
    await kit.settings({ maxSocketsPerUser: 2 })
    const a = await kit.chatMember()
    // A socket is counted once the server has admitted it (its token read), after the client saw it open: the
    // first two are admitted, which the admission's first frame says, before the third connects.
    const admitted = (f: ChatServerFrame) => f.command === chatCommands.winPopupDuration
    await (await kit.socket(a.chatToken.token)).next(admitted)
    await (await kit.socket(a.chatToken.token)).next(admitted)
    const third = await kit.socket(a.chatToken.token)
    const frame = await third.next((f) => f.command === chatCommands.tooManyTabs)
    expect(frame.content).toEqual({ msg: '您打开的界面过多，请关闭其他的再试试！' })
    expect(await third.closed).toBe(4009)
  })

  it('drops sockets silent for longer than the idle time-out', async () => {
    const a = await kit.chatMember()
    const ws = await kit.socket(a.chatToken.token)
    await ws.request({ command: 'PING' })
    await env.platform.chatHub.sweep(Date.now() + 30_000)
    expect((await ws.request({ command: 'PING' })).ref).toBeTruthy()
    expect(await env.platform.chatHub.sweep(Date.now() + 46_000)).toBeGreaterThanOrEqual(1)
    expect(await ws.closed).toBe(1006)
  })

  it('refuses a bad token on the socket', async () => {
    const ws = await kit.socket('nope')
    expect(await ws.closed).toBe(4001)
  })
})

describe('staff commands', () => {
  it('silences and unsilences a user, who is refused while silenced', async () => {
    const staff = await kit.chatMember(100, { staff: true })
    const b = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: room110.room_id })
    expect((await fail(b.chat.silence({ user_id: staff.chatId, silenced: 1 }))).status).toBe(403)
    await staff.chat.silence({ user_id: b.chatId, silenced: 1 })
    expect((await wb.next((f) => f.command === chatCommands.silenced)).content).toEqual({ silenced: true })
    const before = await messagesIn(room110.room_id)
    expect(await wb.request({ command: 'SEND', room_id: room110.room_id, body: '说话' })).toMatchObject({
      ok: false,
      code: 'CHAT/SILENCED',
      msg: '您已被禁言',
    })
    expect(await messagesIn(room110.room_id)).toBe(before)
    await staff.chat.silence({ user_id: b.chatId, silenced: 0 })
    await wb.next(
      (f) => f.command === chatCommands.silenced && (f.content as { silenced: boolean }).silenced === false,
    )
    expect((await wb.request({ command: 'SEND', room_id: room110.room_id, body: '说话' })).ok).toBe(true)
  })

  it('refuses messages from a member in a cool-off, who still reads the room', async () => {
    const b = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: room110.room_id })
    await b.api.responsible.startBlock('cool-24h')
    const before = await messagesIn(room110.room_id)
    const refused = await wb.request({ command: 'SEND', room_id: room110.room_id, body: '说话' })
    expect(refused).toMatchObject({ ok: false, code: 'RG/BLOCKED' })
    expect(String(refused.msg)).toContain('冷静期')
    expect(await messagesIn(room110.room_id)).toBe(before)
    // Reading stays open.
    expect((await b.chat.records({ room_id: room110.room_id })).total).toBe(before)
  })

  it('toggles a user’s chat permission (chatEnabled) and a room’s enable_chat (roomEnabled)', async () => {
    const staff = await kit.chatMember(100, { staff: true })
    const b = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    const ws = await kit.socket(staff.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: general.room_id })
    await ws.request({ command: 'JOIN', room_id: general.room_id })
    await staff.chat.enableChat({ user_id: b.chatId, enable_chat: 0 })
    expect((await wb.next((f) => f.command === chatCommands.chatEnabled)).content).toEqual({ enableChat: 0 })
    expect((await fail(b.chat.records({ room_id: general.room_id }))).status).toBe(403)
    await staff.chat.enableChat({ user_id: b.chatId, enable_chat: 1 })
    await wb.next(
      (f) => f.command === chatCommands.chatEnabled && (f.content as { enableChat: number }).enableChat === 1,
    )

    await staff.chat.enableRoom({ room_id: general.room_id, enable_chat: 0 })
    expect((await wb.next((f) => f.command === chatCommands.roomEnabled)).content).toEqual({
      room_id: general.room_id,
      enable_chat: 0,
    })
    env.clock.advance(10_000)
    expect(await wb.request({ command: 'SEND', room_id: general.room_id, body: '关了' })).toMatchObject({
      ok: false,
      code: 'CHAT/ROOM_DISABLED',
    })
    // Staff still speak in a closed room.
    expect((await ws.request({ command: 'SEND', room_id: general.room_id, body: '公告' })).ok).toBe(true)
    await staff.chat.enableRoom({ room_id: general.room_id, enable_chat: 1 })
    await wb.next(
      (f) =>
        f.command === chatCommands.roomEnabled && (f.content as { enable_chat: number }).enable_chat === 1,
    )
    expect((await wb.request({ command: 'SEND', room_id: general.room_id, body: '开了' })).ok).toBe(true)
    expect((await fail(staff.chat.enableRoom({ room_id: 999_999, enable_chat: 1 }))).code).toBe(
      'SYS/NOT_FOUND',
    )
  })

  it('updates, deletes and clears messages (messageUpdated, messagesCleared)', async () => {
    const staff = await kit.chatMember(100, { staff: true })
    const b = await kit.chatMember()
    const c = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: room110.room_id })
    env.clock.advance(10_000)
    const sent = (await wb.request({ command: 'SEND', room_id: room110.room_id, body: '原文' })).message!
    expect((await fail(c.chat.updateMessage({ message_id: sent.id, body: '改' }))).status).toBe(403)
    expect((await fail(b.chat.updateMessage({ message_id: sent.id, body: '' }))).message).toBe(
      '消息内容不能为空',
    )
    const updated = await b.chat.updateMessage({ message_id: sent.id, body: '改过' })
    expect(updated.content.body).toBe('改过')
    const frame = await wb.next((f) => f.command === chatCommands.messageUpdated)
    expect((frame.content as { message: { content: { body: string } } }).message.content.body).toBe('改过')

    await staff.chat.deleteMessage(sent.id)
    const deleted = await wb.next(
      (f) =>
        f.command === chatCommands.messageUpdated &&
        (f.content as { message: { deleted: number } }).message.deleted === 1,
    )
    expect((deleted.content as { message: { id: number } }).message.id).toBe(sent.id)
    expect((await b.chat.records({ room_id: room110.room_id })).rows.some((r) => r.id === sent.id)).toBe(
      false,
    )
    expect((await fail(staff.chat.deleteMessage(sent.id))).code).toBe('SYS/NOT_FOUND')

    expect((await fail(b.chat.clearMessages(room110.room_id))).status).toBe(403)
    await staff.chat.clearMessages(room110.room_id)
    expect((await wb.next((f) => f.command === chatCommands.messagesCleared)).content).toEqual({
      room_id: room110.room_id,
    })
    expect(await b.chat.records({ room_id: room110.room_id })).toEqual({ rows: [], total: 0 })
  })

  it('invites a user to a room and sets the win popup duration for everyone', async () => {
    const staff = await kit.chatMember(100, { staff: true })
    const b = await kit.chatMember()
    const wb = await kit.socket(b.chatToken.token)
    expect((await wb.next((f) => f.command === chatCommands.winPopupDuration)).content).toEqual({
      seconds: 5,
    })
    await staff.chat.invite({ user_id: b.chatId, room_id: room110.room_id })
    const invite = await wb.next((f) => f.command === chatCommands.inviteToRoom)
    expect(invite.content).toMatchObject({ room_id: room110.room_id, room_name: room110.name })
    expect((await fail(staff.chat.invite({ user_id: b.chatId, room_id: 999_999 }))).code).toBe(
      'SYS/NOT_FOUND',
    )
    const from = wb.frames.length
    await staff.chat.winPopupDuration(8)
    expect((await wb.next((f) => f.command === chatCommands.winPopupDuration, from)).content).toEqual({
      seconds: 8,
    })
    expect((await fail(staff.chat.winPopupDuration(61))).code).toBe('SYS/BAD_REQUEST')
    expect((await fail(b.chat.winPopupDuration(3))).status).toBe(403)
    await staff.chat.winPopupDuration(5)
  })
})

describe('private chat, guests and customer service', () => {
  it('opens a private chat, delivers its messages with a new-private-message command, and keeps others out', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const c = await kit.chatMember()
    const form = { avatarId: 1, friend_avatarId: 1, nickname: a.account, friend_nickname: '老朋友' }
    expect((await fail(a.chat.createAcceptContact({ ...form, friend_id: 999_999 }))).code).toBe(
      'SYS/NOT_FOUND',
    )
    const contact = await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })
    expect(contact).toMatchObject({ friend_id: b.chatId, nickname: b.account, remark: '老朋友' })
    expect((await a.chat.createAcceptContact({ ...form, friend_id: b.chatId })).room_id).toBe(contact.room_id)
    expect((await b.chat.contactList()).contacts.map((x) => x.friend_id)).toEqual([a.chatId])
    expect((await a.chat.contactDetail(b.chatId)).room_id).toBe(contact.room_id)
    expect((await fail(a.chat.contactDetail(c.chatId))).code).toBe('SYS/NOT_FOUND')

    const wa = await kit.socket(a.chatToken.token)
    const wb = await kit.socket(b.chatToken.token)
    await wa.request({ command: 'JOIN', room_id: contact.room_id })
    expect((await wa.request({ command: 'SEND', room_id: contact.room_id, body: '私聊' })).ok).toBe(true)
    const prompt = await wb.next((f) => f.command === chatCommands.newPrivateMessage)
    expect(
      (prompt.content as { message: { channel: string; content: { body: string } } }).message,
    ).toMatchObject({
      channel: 'private',
      content: { body: '私聊' },
    })
    expect(
      (await b.chat.records({ room_id: contact.room_id, talk_type: 2 })).rows.map((r) => r.content.body),
    ).toEqual(['私聊'])
    expect((await fail(b.chat.records({ room_id: contact.room_id }))).code).toBe('SYS/BAD_REQUEST')
    expect((await fail(c.chat.records({ room_id: contact.room_id, talk_type: 2 }))).status).toBe(403)
    const wc = await kit.socket(c.chatToken.token)
    expect((await wc.request({ command: 'JOIN', room_id: contact.room_id })).ok).toBe(false)
  })

  it('lets a guest talk to customer service, whom staff answer', async () => {
    const staff = await kit.chatMember(100, { staff: true })
    const { service_id } = await staff.chat.rooms()
    const { chat: guest, identity } = await kit.chatGuest()
    const member = await kit.chatMember()
    expect((await fail(guest.guestInitRoom({ friend_id: member.chatId }))).code).toBe('CHAT/FORBIDDEN')
    const room = await guest.guestInitRoom({ friend_id: service_id })
    expect(room).toMatchObject({ friend_id: service_id, nickname: '在线客服', chatLevel: 2 })
    expect(await guest.guestFriends()).toMatchObject({ total: 1, items: [{ room_id: room.room_id }] })
    expect((await guest.guestFriend(service_id)).room_id).toBe(room.room_id)

    const wg = await kit.socket(identity.token, true)
    await wg.request({ command: 'JOIN', room_id: room.room_id })
    expect((await wg.request({ command: 'SEND', room_id: room.room_id, body: '你好，客服' })).ok).toBe(true)
    const staffRooms = await staff.chat.guestFriends({ page: 1, per_page: 20 })
    expect(staffRooms.items.map((i) => i.friend_id)).toContain(identity.id)
    expect((await staff.chat.guestFriend(identity.id)).room_id).toBe(room.room_id)
    const ws = await kit.socket(staff.chatToken.token)
    await ws.request({ command: 'JOIN', room_id: room.room_id })
    await ws.request({ command: 'SEND', room_id: room.room_id, body: '您好，请问有什么可以帮您？' })
    const reply = await wg.next(isMessage(room.room_id, '您好，请问有什么可以帮您？'))
    expect(
      (reply.content as { content: { userinfo: { chatLevel: number } } }).content.userinfo.chatLevel,
    ).toBe(2)
    await wg.next((f) => f.command === chatCommands.newPrivateMessage)
    // Members may not read a guest's room.
    expect((await fail(member.chat.records({ room_id: room.room_id, talk_type: 2 }))).status).toBe(403)
  })
})

describe('image upload', () => {
  it('stores a PNG and serves it back; refuses other types and oversize images', async () => {
    const a = await kit.chatMember()
    const { url } = await a.chat.uploadImage(new Blob([PNG], { type: 'image/png' }), 'a.png')
    expect(url).toMatch(/^\/api-messen\/chat\/uploads\/[a-f0-9]{64}\.png$/)
    const served = await fetch(`${env.origin}${url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    const notImage = await fail(a.chat.uploadImage(new Blob(['<svg onload=alert(1)>']), 'x.png'))
    expect(notImage.message).toBe('仅支持PNG、JPG、GIF、WEBP格式的图片')
    await kit.settings({ maxImageBytes: 10 })
    expect((await fail(a.chat.uploadImage(new Blob([PNG]), 'b.png'))).message).toBe('图片不能超过0MB')
    await kit.settings({ maxImageBytes: 2 * 1024 * 1024 })
    expect((await fetch(`${env.origin}/api-messen/chat/uploads/${'0'.repeat(64)}.png`)).status).toBe(404)
    const ws = await kit.socket(a.chatToken.token)
    await ws.request({ command: 'JOIN', room_id: room110.room_id })
    env.clock.advance(10_000)
    expect(
      (await ws.request({ command: 'SEND', room_id: room110.room_id, type: 'image', body: url })).ok,
    ).toBe(true)
  })
})

describe('red packets', () => {
  it('debits a sent packet through the ledger once per idempotency key and broadcasts it', async () => {
    const a = await kit.chatMember(100)
    const b = await kit.chatMember(0)
    const wb = await kit.socket(b.chatToken.token)
    await wb.request({ command: 'JOIN', room_id: general.room_id })
    env.clock.advance(10_000)
    const form = { room_id: general.room_id, amount_fen: 1_000, count: 3, idempotency_key: 'hb-send-0001' }
    const sent = await a.api.chat.sendHongbao(form)
    expect(sent).toMatchObject({
      amount_fen: 1_000,
      count: 3,
      status: 'open',
      greeting: '恭喜发财，大吉大利',
    })
    expect((await a.api.chat.sendHongbao(form)).id).toBe(sent.id)
    expect(await kit.balanceAndRows(a.userId)).toEqual({ balance: 9_000, rows: 9_000 })
    const frame = await wb.next(isMessage(general.room_id))
    expect((frame.content as { content: { type: string; hongbao_id: number } }).content).toMatchObject({
      type: 'hongbao',
      hongbao_id: sent.id,
    })

    const grab = await b.api.chat.grabHongbao(sent.id)
    expect(grab.balance_fen).toBe(grab.amount_fen)
    expect((await fail(b.api.chat.grabHongbao(sent.id))).code).toBe('CHAT/HONGBAO_GRABBED')
    const detail = await b.chat.hongbao(sent.id)
    expect(detail).toMatchObject({ grabbed_count: 1, my_share_fen: grab.amount_fen })
    expect(detail.shares[0]!.user.user_id).toBe(b.chatId)
    expect(await kit.balanceAndRows(b.userId)).toEqual({ balance: grab.amount_fen, rows: grab.amount_fen })
  })

  it('refuses bad forms, overdraw and guests, writing nothing', async () => {
    const a = await kit.chatMember(1)
    const rows = () => kit.count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${a.userId}`
    const packets = () => kit.count`SELECT COUNT(*) AS n FROM chat_hongbao`
    const before = { rows: await rows(), packets: await packets() }
    const base = { room_id: general.room_id, idempotency_key: 'hb-bad-0001' }
    expect((await fail(a.api.chat.sendHongbao({ ...base, amount_fen: 100, count: 101 }))).message).toBe(
      '红包个数须为1-100个',
    )
    expect((await fail(a.api.chat.sendHongbao({ ...base, amount_fen: 5, count: 6 }))).message).toBe(
      '红包金额须为整数分，且每个红包至少0.01元',
    )
    expect((await fail(a.api.chat.sendHongbao({ ...base, amount_fen: 101, count: 1 }))).message).toBe(
      '余额不足',
    )
    expect(
      (await fail(a.api.chat.sendHongbao({ ...base, room_id: 999_999, amount_fen: 10, count: 1 }))).code,
    ).toBe('SYS/NOT_FOUND')
    const { chat: guest } = await kit.chatGuest()
    expect((await fail(guest.sendHongbao({ ...base, amount_fen: 10, count: 1 }))).message).toBe('请先登录')
    expect({ rows: await rows(), packets: await packets() }).toEqual(before)
    expect(await kit.balanceAndRows(a.userId)).toEqual({ balance: 100, rows: 100 })
  })

  it('hands out exactly the amount to 100 concurrent grabs over HTTP, once each', async () => {
    const sender = await kit.chatMember(1_000)
    env.clock.advance(10_000)
    const packet = await sender.api.chat.sendHongbao({
      room_id: room110.room_id,
      amount_fen: 10_000,
      count: 100,
      idempotency_key: 'hb-concurrent-1',
    })
    const grabbers: Awaited<ReturnType<typeof kit.chatMember>>[] = []
    for (let i = 0; i < 101; i++) grabbers.push(await kit.chatMember(0))
    const results = await Promise.allSettled(grabbers.map((g) => g.api.chat.grabHongbao(packet.id)))
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
    const lost = results.filter((r) => r.status === 'rejected').map((r) => r.reason as ApiError)
    expect(won).toHaveLength(100)
    expect(lost.map((e) => e.code)).toEqual(['CHAT/HONGBAO_EMPTY'])
    expect(lost[0]!.message).toBe('手慢了，红包已抢完')
    expect(won.reduce((sum, w) => sum + w.amount_fen, 0)).toBe(10_000)
    for (const g of grabbers) {
      const { balance, rows } = await kit.balanceAndRows(g.userId)
      expect(balance).toBe(rows)
    }
    expect((await sender.chat.hongbao(packet.id)).status).toBe('empty')
  }, 60_000)

  it('refunds the unclaimed rest after 24 h on the scheduler pass, with a ledger row', async () => {
    const a = await kit.chatMember(100)
    const b = await kit.chatMember(0)
    env.clock.advance(10_000)
    const packet = await a.api.chat.sendHongbao({
      room_id: general.room_id,
      amount_fen: 5_000,
      count: 5,
      idempotency_key: 'hb-refund-0001',
    })
    const grab = await b.api.chat.grabHongbao(packet.id)
    await env.platform.tick()
    expect((await a.chat.hongbao(packet.id)).status).toBe('open')
    env.clock.advance(HONGBAO_EXPIRY_MS)
    await env.platform.tick()
    const detail = await a.chat.hongbao(packet.id)
    expect(detail.status).toBe('refunded')
    const refund = await env.queries
      .selectFrom('ledger')
      .select('amount_fen as fen')
      .where('user_id', '=', a.userId)
      .where('type', '=', 'hongbaoRefund')
      .execute()
    expect(refund).toEqual([{ fen: 5_000 - grab.amount_fen }])
    expect(await kit.balanceAndRows(a.userId)).toEqual({
      balance: 10_000 - grab.amount_fen,
      rows: 10_000 - grab.amount_fen,
    })
    expect((await fail(kit.chatMember(0).then((c) => c.api.chat.grabHongbao(packet.id)))).code).toBe(
      'CHAT/HONGBAO_EXPIRED',
    )
    await env.platform.tick()
    expect(
      await kit.count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${a.userId} AND type = 'hongbaoRefund'`,
    ).toBe(1)
  })
})

describe('win notices', () => {
  it('sends a win notice to the game room for a payout above the threshold only', async () => {
    const winner = await kit.chatMember(1_000)
    const small = await kit.chatMember(1_000)
    const watcher = await kit.chatMember()
    const ww = await kit.socket(watcher.chatToken.token)
    await ww.request({ command: 'JOIN', room_id: room110.room_id })
    const turnNum = (await createLiuheApi({ origin: env.origin }).lottery.openInfo(110)).cur.turnNum
    const bet = (api: typeof winner.api, stake: number, key: string) =>
      api.bets.place({
        gameId: 110,
        turnNum,
        idempotencyKey: key,
        bets: [{ playId: 'sm.tema.a', selection: { kind: 'single', cell: '07' }, stake }],
      })
    await bet(winner.api, 100, 'win-notice-big-1')
    await bet(small.api, 1, 'win-notice-small')
    await kit.settings({ winNoticeFen: 10_000 })
    const response = await fetch(`${env.origin}/app-api/__test__/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: 110, openNum: '01,02,03,04,05,06,07' }),
    })
    expect(response.status).toBe(200)
    const notice = await ww.next((f) => f.command === chatCommands.winNotice)
    const content = notice.content as { nickname: string; userName: string; gameName: string; reward: number }
    expect(content).toMatchObject({ nickname: winner.account, gameName: '新澳门六合彩' })
    expect(decodeBase64Utf8(content.userName)).toBe(winner.account)
    expect(content.reward).toBeGreaterThanOrEqual(100)
    // A message sent after the draw marks the end of what the draw broadcast: one notice only.
    env.clock.advance(10_000)
    await ww.request({ command: 'SEND', room_id: room110.room_id, body: '恭喜' })
    await ww.next(isMessage(room110.room_id, '恭喜'))
    const notices = ww
      .before(isMessage(room110.room_id, '恭喜'))
      .filter((f) => f.command === chatCommands.winNotice)
    expect(notices).toHaveLength(1)
  })
})

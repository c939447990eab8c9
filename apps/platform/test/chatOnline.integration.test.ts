import { type ChatRoom, type ChatServerFrame, chatCommands } from '@liuhe/api'
import { fromChinaTime, roomOnlineFrameSchema } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { ROOM_ONLINE_EVERY_MS } from '../src/chat/socket'
import { type chatKit, chatTestPlatform } from './chatKit'

const noon = fromChinaTime(2026, 11, 24, 12)
let kit: ReturnType<typeof chatKit>
let general: ChatRoom

chatTestPlatform(noon, 'online', (started) => {
  ;({ kit, general } = started)
})

/** A room-online frame of the room with this count. */
const online = (roomId: number, people: number) => (f: ChatServerFrame) => {
  if (f.command !== chatCommands.roomOnline) return false
  const parsed = roomOnlineFrameSchema.safeParse(f.content)
  return parsed.success && parsed.data.room_id === roomId && parsed.data.online === people
}

describe('the live online count of a room', () => {
  it('pushes the count to the room on join and leave, at most once a second, and answers it at JOIN', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const wa = await kit.socket(a.chatToken.token)
    const wb = await kit.socket(b.chatToken.token)

    expect((await wa.request({ command: 'JOIN', room_id: general.room_id })).online).toBe(1)
    await wa.next(online(general.room_id, 1))
    const firstAt = Date.now()
    // B joins within the second: B's ack says 2 at once, A's frame with 2 waits for the second to end.
    expect((await wb.request({ command: 'JOIN', room_id: general.room_id })).online).toBe(2)
    const twoAt = wa.frames.length
    await wa.next(online(general.room_id, 2))
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(ROOM_ONLINE_EVERY_MS / 2)
    expect(wa.frames.slice(0, twoAt).filter((f) => f.command === chatCommands.roomOnline)).toHaveLength(1)
    await wb.next(online(general.room_id, 2))

    // B leaves: A hears 1. Then B's socket closes after joining again: A hears 2, then 1.
    expect((await wb.request({ command: 'LEAVE', room_id: general.room_id })).ok).toBe(true)
    const leftFrom = wa.frames.length
    await wa.next(online(general.room_id, 1), leftFrom)
    await wb.request({ command: 'JOIN', room_id: general.room_id })
    await wa.next(online(general.room_id, 2), leftFrom)
    const closeFrom = wa.frames.length
    wb.close()
    await wa.next(online(general.room_id, 1), closeFrom)
    // The room's other sockets only: a socket that did not join the room hears nothing of it.
    const c = await kit.chatMember()
    const wc = await kit.socket(c.chatToken.token)
    await wc.request({ command: 'PING' })
    expect(wc.frames.filter((f) => f.command === chatCommands.roomOnline)).toEqual([])
  }, 20_000)

  it('counts a member with two sockets once and sends no frame when the count stays', async () => {
    const a = await kit.chatMember()
    const b = await kit.chatMember()
    const wa = await kit.socket(a.chatToken.token)
    const wb1 = await kit.socket(b.chatToken.token)
    const wb2 = await kit.socket(b.chatToken.token)
    await wa.request({ command: 'JOIN', room_id: general.room_id })
    await wb1.request({ command: 'JOIN', room_id: general.room_id })
    await wa.next(online(general.room_id, 2))
    expect((await wb2.request({ command: 'JOIN', room_id: general.room_id })).online).toBe(2)
    // B's second socket leaves, then C joins: A's next frame is 3, with no repeated 2 before it.
    await wb2.request({ command: 'LEAVE', room_id: general.room_id })
    const from = wa.frames.length
    const c = await kit.chatMember()
    const wc = await kit.socket(c.chatToken.token)
    await wc.request({ command: 'JOIN', room_id: general.room_id })
    await wa.next(online(general.room_id, 3), from)
    expect(wa.frames.slice(from).filter((f) => f.command === chatCommands.roomOnline)).toHaveLength(1)
  }, 20_000)
})

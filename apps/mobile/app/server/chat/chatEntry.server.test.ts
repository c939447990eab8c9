import type { ChatRoomList } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import { chatSeenAt, onlineOf, roomsWithNewMessages, unreadOf } from './chatEntry.server'

const room = (roomId: number, people: number, lastAt: number | null) => ({
  room_id: roomId,
  name: `房间${roomId}`,
  game_id: null,
  total_people: people,
  enable_chat: 1,
  chat_level: 0,
  sec_per_mess: 0,
  last_message:
    lastAt === null
      ? null
      : { type: 'text' as const, body: '你好', created_at: String(lastAt), nickname: 'a' },
})

const list: ChatRoomList = {
  class_groups: [
    { id: 1, name: '综合大厅', chatroom: [room(1, 3, 5000)] },
    { id: 2, name: '彩种聊天室', chatroom: [room(2, 2, 1000), room(3, 0, null), room(4, 1, 9000)] },
  ],
  service_id: 7,
}

const withCookie = (cookie: string) => new Request('http://app.test/', { headers: { Cookie: cookie } })

describe('chat entry counts', () => {
  it('adds the people of every public room', () => {
    expect(onlineOf(list)).toBe(6)
    expect(onlineOf({ class_groups: [], service_id: 1 })).toBe(0)
  })

  it('picks only the rooms whose last message came after the player last looked', () => {
    expect(roomsWithNewMessages(list, 4000)).toEqual([1, 4])
    expect(roomsWithNewMessages(list, 9000)).toEqual([])
  })

  it('counts the messages after the last look, deleted ones left out', () => {
    const rows = [
      { created_at: '100', deleted: 0 },
      { created_at: '300', deleted: 0 },
      { created_at: '400', deleted: 1 },
      { created_at: '500', deleted: 0 },
    ]
    expect(unreadOf(rows, 200)).toBe(2)
    expect(unreadOf(rows, 500)).toBe(0)
  })

  it('reads the last look from its cookie and ignores a malformed one', () => {
    expect(chatSeenAt(withCookie('a=1; chat_seen_at=1733450000000; b=2'))).toBe(1733450000000)
    expect(chatSeenAt(withCookie('chat_seen_at=soon'))).toBeUndefined()
    expect(chatSeenAt(withCookie('chat_seen_at=-5'))).toBeUndefined()
    expect(chatSeenAt(withCookie('other=1'))).toBeUndefined()
    expect(chatSeenAt(new Request('http://app.test/'))).toBeUndefined()
  })
})

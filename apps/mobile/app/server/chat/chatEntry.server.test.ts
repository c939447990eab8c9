import type { ChatRoomList } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import { onlineOf, unreadByRoom } from './chatEntry.server'

const room = (roomId: number, people: number) => ({
  room_id: roomId,
  name: `房间${roomId}`,
  game_id: null,
  total_people: people,
  enable_chat: 1,
  chat_level: 0,
  sec_per_mess: 0,
  last_message: null,
})

const list: ChatRoomList = {
  class_groups: [
    { id: 1, name: '综合大厅', chatroom: [room(1, 3)] },
    { id: 2, name: '彩种聊天室', chatroom: [room(2, 2), room(3, 0), room(4, 1)] },
  ],
  service_id: 7,
}

describe('chat entry counts', () => {
  it('adds the people of every public room', () => {
    expect(onlineOf(list)).toBe(6)
    expect(onlineOf({ class_groups: [], service_id: 1 })).toBe(0)
  })

  it('keys the platform’s unread counts by room; rooms not joined have none', () => {
    const counts = unreadByRoom({
      rooms: [
        { room_id: 1, unread: 4, last_read_id: 10 },
        { room_id: 9, unread: 0, last_read_id: 0 },
      ],
      total: 4,
    })
    expect(counts.get(1)).toBe(4)
    expect(counts.get(9)).toBe(0)
    expect(counts.get(2)).toBeUndefined()
  })
})

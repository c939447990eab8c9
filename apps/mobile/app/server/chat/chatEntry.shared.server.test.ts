import type { ChatRoomList } from '@liuhe/api'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The platform's calls: `rooms`, or `records <room>`. */
const calls: string[] = []

/** Each room's stored messages (send time, deleted), oldest first. */
let messages: Record<number, { at: number; deleted?: boolean }[]> = {}

const roomOf = (roomId: number) => {
  const last = messages[roomId]?.at(-1)
  return {
    room_id: roomId,
    name: `房间${roomId}`,
    game_id: null,
    total_people: 2,
    enable_chat: 1,
    chat_level: 0,
    sec_per_mess: 0,
    last_message: last
      ? { type: 'text' as const, body: '你好', created_at: String(last.at), nickname: 'a' }
      : null,
  }
}

vi.mock('#app/server/auth/viewer.server.ts', () => ({
  getViewer: async () => ({ token: 'token', profile: {}, viewer: { hasToken: true } }),
}))
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: () => ({
    chat: {
      rooms: async (): Promise<ChatRoomList> => {
        calls.push('rooms')
        return {
          class_groups: [
            { id: 1, name: '大厅', chatroom: Object.keys(messages).map((id) => roomOf(Number(id))) },
          ],
          service_id: 7,
        }
      },
      records: async ({ room_id }: { room_id: number }) => {
        calls.push(`records ${room_id}`)
        // Let simultaneous reads meet.
        await new Promise((resolve) => setTimeout(resolve, 20))
        const rows = (messages[room_id] ?? []).map((m) => ({
          created_at: String(m.at),
          deleted: m.deleted ? 1 : 0,
        }))
        return { rows, total: rows.length }
      },
    },
  }),
}))

const { chatEntryCounts } = await import('./chatEntry.server')
const { forgetSharedData } = await import('#app/server/cache/shared.server.ts')

const seenAt = (at: number) => new Request('http://app.test/', { headers: { Cookie: `chat_seen_at=${at}` } })

afterEach(async () => {
  calls.length = 0
  await forgetSharedData('chat:')
})

describe('chat entry counts of many members', () => {
  it("reads each room's history once for simultaneous members and counts each member's own unread", async () => {
    messages = {
      1: [{ at: 100 }, { at: 200 }, { at: 300, deleted: true }, { at: 400 }],
      2: [{ at: 150 }],
    }
    const [early, late, never] = await Promise.all([
      chatEntryCounts(seenAt(120)),
      chatEntryCounts(seenAt(250)),
      chatEntryCounts(new Request('http://app.test/')),
    ])
    expect(early).toEqual({ online: 4, unread: 3 })
    expect(late).toEqual({ online: 4, unread: 1 })
    // Never had the chat open: nothing counts as unread.
    expect(never).toEqual({ online: 4, unread: 0 })
    expect(calls.filter((c) => c === 'rooms')).toHaveLength(1)
    expect(calls.filter((c) => c.startsWith('records')).sort()).toEqual(['records 1', 'records 2'])
  })

  it('reads a room again once the room list shows a newer last message', async () => {
    messages = { 3: [{ at: 100 }] }
    expect(await chatEntryCounts(seenAt(50))).toEqual({ online: 2, unread: 1 })
    messages[3]?.push({ at: 200 })
    // The room list is read anew (its shared copy forgotten, as after its time to live).
    await forgetSharedData('chat:rooms')
    expect(await chatEntryCounts(seenAt(50))).toEqual({ online: 2, unread: 2 })
    expect(calls.filter((c) => c === 'records 3')).toHaveLength(2)
  })
})

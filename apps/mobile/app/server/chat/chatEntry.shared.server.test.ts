import type { ChatRoomList } from '@liuhe/api'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The platform's calls: `rooms`, or `unread <token>`. */
const calls: string[] = []
/** Each member's unread total on the platform, by access token. */
const unreadOf: Record<string, number> = { a: 3, b: 0 }

vi.mock('#app/server/auth/viewer.server.ts', () => ({
  getViewer: async (request: Request) => {
    const token = request.headers.get('x-token') ?? undefined
    return { token, profile: token ? {} : undefined, viewer: { hasToken: Boolean(token) } }
  },
}))
vi.mock('#app/server/platform/platform.server.ts', () => ({
  platformFor: (_request: Request, token: string) => ({
    chat: {
      rooms: async (): Promise<ChatRoomList> => {
        calls.push('rooms')
        // Let simultaneous reads meet.
        await new Promise((resolve) => setTimeout(resolve, 20))
        const room = { name: '大厅', game_id: null, enable_chat: 1, chat_level: 0, sec_per_mess: 0 }
        return {
          class_groups: [
            { id: 1, name: '大厅', chatroom: [{ ...room, room_id: 1, total_people: 4, last_message: null }] },
          ],
          service_id: 7,
        }
      },
      unread: async () => {
        calls.push(`unread ${token}`)
        if (token === 'broken') throw new Error('down')
        return { rooms: [], total: unreadOf[token] ?? 0 }
      },
    },
  }),
}))

const { chatEntryCounts } = await import('./chatEntry.server')
const { forgetSharedData } = await import('#app/server/cache/shared.server.ts')

const as = (token?: string) => new Request('http://app.test/', { headers: token ? { 'x-token': token } : {} })

afterEach(async () => {
  calls.length = 0
  await forgetSharedData('chat:')
})

describe('chat entry counts of many members', () => {
  it("reads the room list once for simultaneous members and each member's own unread from the platform", async () => {
    const [a, b, visitor] = await Promise.all([
      chatEntryCounts(as('a')),
      chatEntryCounts(as('b')),
      chatEntryCounts(as()),
    ])
    expect(a).toEqual({ online: 4, unread: 3 })
    expect(b).toEqual({ online: 4, unread: 0 })
    expect(visitor).toBeUndefined()
    expect(calls.filter((c) => c === 'rooms')).toHaveLength(1)
    expect(calls.filter((c) => c.startsWith('unread')).sort()).toEqual(['unread a', 'unread b'])
  })

  it('shows the entry without counts when the platform refuses', async () => {
    expect(await chatEntryCounts(as('broken'))).toBeUndefined()
  })
})

import type { ChatApi, ChatRoomList, ChatUnread } from '@liuhe/api'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { sharedData } from '#app/server/cache/shared.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

/** What a chat entry shows: people in the public rooms now and the member's unread messages. */
export interface ChatEntryCounts {
  online: number
  unread: number
}

/** People in every public room of the list. */
export function onlineOf(list: ChatRoomList): number {
  return list.class_groups.reduce(
    (sum, group) => sum + group.chatroom.reduce((n, room) => n + room.total_people, 0),
    0,
  )
}

/** The unread count of each room the member joined (`GET /api/chat/unread`), by room id. */
export function unreadByRoom(counts: ChatUnread): Map<number, number> {
  return new Map(counts.rooms.map((r) => [r.room_id, r.unread]))
}

/**
 * The counts of the chat entries (home, the profile page) for a signed-in member: the room list is the
 * same for every member, so it is read once within the shared data's time to live (for the people online);
 * the unread count is the member's own, counted by the platform from their read marks (apps/platform
 * src/chat/reads.ts), so a room read on one device counts as read on every other. `undefined` for a visitor
 * (the room list needs a chat caller) or when chat refuses (switched off, maintenance, no permission): the
 * entry then shows without counts.
 */
export async function chatEntryCounts(request: Request): Promise<ChatEntryCounts | undefined> {
  const { token, profile } = await getViewer(request)
  if (!token || !profile) return undefined
  const chat: ChatApi = platformFor(request, token).chat
  try {
    const [list, unread] = await Promise.all([
      sharedData('chat:rooms', () => chat.rooms(), request.signal),
      chat.unread(),
    ])
    return { online: onlineOf(list), unread: unread.total }
  } catch {
    return undefined
  }
}

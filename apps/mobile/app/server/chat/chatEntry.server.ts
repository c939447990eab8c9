import type { ChatApi, ChatRoomList } from '@liuhe/api'
import { z } from 'zod'
import { CHAT_SEEN_COOKIE } from '#app/components/chat/chatSeen.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { sharedData } from '#app/server/cache/shared.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'

/** What a chat entry shows: people in the public rooms now and messages since the player last looked. */
export interface ChatEntryCounts {
  online: number
  unread: number
}

/** History rows read per room when counting its unread messages (the badge shows 99+ above 99). */
const UNREAD_SCAN_LIMIT = 100

const seenSchema = z.coerce.number().int().positive()

/**
 * When the player last had the chat open (`CHAT_SEEN_COOKIE`, written by the chat pages' `useChatSeen`), from
 * the request's cookie; undefined when never (or malformed).
 */
export function chatSeenAt(request: Request): number | undefined {
  const cookie = request.headers.get('Cookie') ?? ''
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CHAT_SEEN_COOKIE}=`))
    ?.slice(CHAT_SEEN_COOKIE.length + 1)
  const parsed = seenSchema.safeParse(raw)
  return parsed.success ? parsed.data : undefined
}

/** People in every public room of the list. */
export function onlineOf(list: ChatRoomList): number {
  return list.class_groups.reduce(
    (sum, group) => sum + group.chatroom.reduce((n, room) => n + room.total_people, 0),
    0,
  )
}

/** The public rooms whose last message came after `seenAt` (only those can hold unread messages). */
export function roomsWithNewMessages(list: ChatRoomList, seenAt: number): number[] {
  return list.class_groups.flatMap((group) =>
    group.chatroom
      .filter((room) => room.last_message && Number(room.last_message.created_at) > seenAt)
      .map((room) => room.room_id),
  )
}

/** Messages of a history page sent after `seenAt`, deleted ones left out. */
export function unreadOf(rows: readonly { created_at: string; deleted: number }[], seenAt: number): number {
  return rows.filter((row) => row.deleted === 0 && Number(row.created_at) > seenAt).length
}

/** The send times (epoch ms) of a history page's messages, deleted ones left out: what `unreadOf` counts. */
function sendTimesOf(rows: readonly { created_at: string; deleted: number }[]): number[] {
  return rows.filter((row) => row.deleted === 0).map((row) => Number(row.created_at))
}

/**
 * The counts of the chat entries (home, the profile page) for a signed-in member: the room list is the
 * same for every member, so it is read once within the shared data's time to live; unread messages are
 * counted from the latest history page of each room with a message after the player last opened the chat
 * (none before they ever did). A public room's history is the same for every member too: its latest page is
 * read once per last message of the (shared) room list and kept as its messages' send times, so a member's
 * count is a comparison with their own `chatSeenAt`, not a platform call (a new message in the list makes a
 * new key, so the count never lags the list). `undefined` for a visitor (the room list needs a chat caller) or when chat
 * refuses (switched off, maintenance, no permission): the entry then shows without counts.
 */
export async function chatEntryCounts(request: Request): Promise<ChatEntryCounts | undefined> {
  const { token, profile } = await getViewer(request)
  if (!token || !profile) return undefined
  const chat: ChatApi = platformFor(request, token).chat
  try {
    const list = await sharedData('chat:rooms', () => chat.rooms(), request.signal)
    const seenAt = chatSeenAt(request)
    const rooms = seenAt === undefined ? [] : roomsWithNewMessages(list, seenAt)
    const lastAt = new Map(
      list.class_groups.flatMap((group) =>
        group.chatroom.map((room) => [room.room_id, room.last_message?.created_at ?? ''] as const),
      ),
    )
    const counts = await Promise.all(
      rooms.map((roomId) =>
        sharedData(
          `chat:sendTimes:${roomId}:${lastAt.get(roomId)}`,
          () =>
            chat
              .records({ room_id: roomId, page: 1, limit: UNREAD_SCAN_LIMIT })
              .then((page) => sendTimesOf(page.rows)),
          request.signal,
        )
          .then((times) => times.filter((at) => at > (seenAt ?? 0)).length)
          .catch(() => 0),
      ),
    )
    return { online: onlineOf(list), unread: counts.reduce((a, b) => a + b, 0) }
  } catch {
    return undefined
  }
}

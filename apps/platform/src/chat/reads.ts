import type { ChatUserRow } from '../store/chat'
import { assertAvailable, assertNotMaintenance } from './config'
import type { ChatDeps } from './frames'
import { mayRead, readableRoom } from './rooms'

/**
 * Read marks (migration 23): a reader marks a room read up to a message — the socket's `READ` or
 * `POST /api/chat/read`, sent by the app when a room is opened and while it shows new lines — and the unread
 * counts of the chat entries are counted from the marks on the platform, so they agree on every device
 * (docs/product.md, "Unread counts"). Without `messageId` the mark is the room's newest message; a mark
 * never moves back, and never past the room's newest message.
 */
export async function markRead(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  input: { roomId: number; messageId?: number },
) {
  await assertAvailable(stores)
  await readableRoom(stores, user, input.roomId)
  const upTo = await stores.chatReads.latestId(input.roomId, input.messageId)
  const lastReadId = await stores.chatReads.mark(user.id, input.roomId, upTo, clock.now())
  return { room_id: input.roomId, last_read_id: lastReadId }
}

/**
 * The unread counts of the rooms the reader joined: the public rooms they marked read at least once (a room
 * never opened has no count: its history is not theirs to catch up on) and their private rooms. Each counts
 * others' messages after the mark among the room's latest `UNREAD_WINDOW` (`store/chatReads.ts`), without
 * system lines, deleted messages and muted senders. Refused in maintenance like the history it counts.
 */
export async function unreadCounts({ stores }: Pick<ChatDeps, 'stores'>, user: ChatUserRow) {
  await assertNotMaintenance(stores)
  const marks = await stores.chatReads.marksOf(user.id)
  const roomIds = new Set([...marks.keys(), ...(await stores.chat.contactsOf(user.id)).map((c) => c.roomId)])
  const rooms: { room_id: number; unread: number; last_read_id: number }[] = []
  for (const roomId of [...roomIds].sort((a, b) => a - b)) {
    const room = await stores.chat.room(roomId)
    if (!room || !(await mayRead(stores, user, room))) continue
    const lastReadId = marks.get(roomId) ?? 0
    rooms.push({
      room_id: roomId,
      unread: await stores.chatReads.unread(user.id, roomId, lastReadId),
      last_read_id: lastReadId,
    })
  }
  return { rooms, total: rooms.reduce((sum, r) => sum + r.unread, 0) }
}

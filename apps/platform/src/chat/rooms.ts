import { NotFoundError } from '../errors'
import { assertMayChat } from '../responsible/guard'
import type { Stores } from '../store'
import type { ChatRoomRow, ChatUserRow } from '../store/chat'
import { assertNotMaintenance, chatRefusals, isStaff, mayChat } from './config'
import type { ChatDeps } from './frames'

/**
 * A room's last message as room and contact lists show it to `viewerId`: a muted sender's lines are skipped
 * (`chat/mutes.ts`), as in the history; null for an empty room.
 */
export function lastMessageOf(stores: Stores, roomId: number, viewerId?: number) {
  const last = stores.chat.lastMessage(roomId, viewerId)
  return last
    ? {
        type: last.type as 'text',
        body: last.body,
        created_at: String(last.createdAt),
        nickname: last.nickname,
      }
    : null
}

/** The game rooms of lottery games that have none yet (games seeded after migration 10). */
export async function ensureGameRooms({ stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>): Promise<void> {
  await stores.transactionAsync(async (tx) => {
    tx.lottery.listLotteryGames().forEach((game, i) => {
      tx.chat.ensureGameRoom(`${game.gameName}聊天室`, game.gameId, 10 + i, clock.now())
    })
  })
}

/**
 * The rooms by class group, their last messages as `viewer` reads them (without the senders they muted);
 * refused in maintenance like the history (the app shows the notice).
 */
export function roomList(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  viewer?: ChatUserRow,
) {
  const { chat } = stores
  assertNotMaintenance(stores)
  const roomOf = (r: ChatRoomRow) => ({
    room_id: r.id,
    name: r.name,
    game_id: r.gameId,
    total_people: broadcaster.peopleIn(r.id),
    enable_chat: r.enableChat,
    chat_level: r.chatLevel,
    sec_per_mess: r.secPerMess,
    last_message: lastMessageOf(stores, r.id, viewer?.id),
  })
  const rooms = chat.publicRooms()
  return {
    class_groups: chat.classGroups().map((group) => ({
      id: group.id,
      name: group.name,
      chatroom: rooms.filter((r) => r.classGroupId === group.id).map(roomOf),
    })),
    service_id: chat.serviceUser().id,
  }
}

/** Whether a user may read (and join) a room: public rooms for chat members, private rooms for theirs. */
export function mayRead(stores: Stores, user: ChatUserRow, room: ChatRoomRow): boolean {
  const { chat } = stores
  if (room.kind === 'room') return mayChat(stores, user)
  if (chat.friendIn(room.id, user.id) !== undefined) return true
  // Staff answer the guests of the customer-service account.
  return isStaff(user) && chat.friendIn(room.id, chat.serviceUser().id) !== undefined
}

/** A room the user may read; 403 otherwise, 404 when it does not exist. */
export function readableRoom(stores: Stores, user: ChatUserRow, roomId: number): ChatRoomRow {
  const room = stores.chat.room(roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  if (!mayRead(stores, user, room)) throw chatRefusals.forbidden()
  return room
}

/** Refusals before anything is written to a room: maintenance, permission, silence, a member's pause, room rules. */
export function assertMaySpeak(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  room: ChatRoomRow,
): void {
  assertNotMaintenance(stores)
  if (!mayRead(stores, user, room))
    throw room.kind === 'room' ? chatRefusals.noChat() : chatRefusals.forbidden()
  if (stores.chat.isSilenced(user.id)) throw chatRefusals.silenced()
  // A member in a cool-off or self-exclusion reads the chat but does not send (responsible/guard.ts).
  if (user.kind === 'member' && user.userId !== null) assertMayChat(stores, user.userId, clock.now())
  if (room.kind === 'room' && !isStaff(user)) {
    if (room.enableChat !== 1 || user.chatLevel < room.chatLevel) throw chatRefusals.roomDisabled()
  }
}

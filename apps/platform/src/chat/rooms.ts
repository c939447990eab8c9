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
export async function lastMessageOf(stores: Stores, roomId: number, viewerId?: number) {
  const last = await stores.chat.lastMessage(roomId, viewerId)
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
  await stores.transaction(async (tx) => {
    for (const [i, game] of (await tx.lottery.listLotteryGames()).entries())
      await tx.chat.ensureGameRoom(`${game.gameName}聊天室`, game.gameId, 10 + i, clock.now())
  })
}

/**
 * The rooms by class group, their last messages as `viewer` reads them (without the senders they muted);
 * refused in maintenance like the history (the app shows the notice).
 */
export async function roomList(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  viewer?: ChatUserRow,
) {
  const { chat } = stores
  await assertNotMaintenance(stores)
  const roomOf = async (r: ChatRoomRow) => ({
    room_id: r.id,
    name: r.name,
    game_id: r.gameId,
    total_people: broadcaster.peopleIn(r.id),
    enable_chat: r.enableChat,
    chat_level: r.chatLevel,
    sec_per_mess: r.secPerMess,
    last_message: await lastMessageOf(stores, r.id, viewer?.id),
  })
  const rooms = await chat.publicRooms()
  const classGroups = []
  for (const group of await chat.classGroups()) {
    const chatroom = []
    for (const r of rooms.filter((r) => r.classGroupId === group.id)) chatroom.push(await roomOf(r))
    classGroups.push({ id: group.id, name: group.name, chatroom })
  }
  return { class_groups: classGroups, service_id: (await chat.serviceUser()).id }
}

/** Whether a user may read (and join) a room: public rooms for chat members, private rooms for theirs. */
export async function mayRead(stores: Stores, user: ChatUserRow, room: ChatRoomRow): Promise<boolean> {
  const { chat } = stores
  if (room.kind === 'room') return mayChat(stores, user)
  if ((await chat.friendIn(room.id, user.id)) !== undefined) return true
  // Staff answer the guests of the customer-service account.
  return isStaff(user) && (await chat.friendIn(room.id, (await chat.serviceUser()).id)) !== undefined
}

/** A room the user may read; 403 otherwise, 404 when it does not exist. */
export async function readableRoom(stores: Stores, user: ChatUserRow, roomId: number): Promise<ChatRoomRow> {
  const room = await stores.chat.room(roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  if (!(await mayRead(stores, user, room))) throw chatRefusals.forbidden()
  return room
}

/** Refusals before anything is written to a room: maintenance, permission, silence, a member's pause, room rules. */
export async function assertMaySpeak(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  room: ChatRoomRow,
): Promise<void> {
  await assertNotMaintenance(stores)
  if (!(await mayRead(stores, user, room)))
    throw room.kind === 'room' ? chatRefusals.noChat() : chatRefusals.forbidden()
  if (await stores.chat.isSilenced(user.id)) throw chatRefusals.silenced()
  // A member in a cool-off or self-exclusion reads the chat but does not send (responsible/guard.ts).
  if (user.kind === 'member' && user.userId !== null) await assertMayChat(stores, user.userId, clock.now())
  if (room.kind === 'room' && !isStaff(user)) {
    if (room.enableChat !== 1 || user.chatLevel < room.chatLevel) throw chatRefusals.roomDisabled()
  }
}

import { chatCommands } from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ChatUserRow } from '../store/chat'
import { CHAT_SETTINGS_KEY, type ChatSettings, requireStaff } from './config'
import { type ChatDeps, frameOf, userInfoOf } from './frames'

// The staff calls: each refuses a caller who is not staff (403), changes what it names and sends the
// matching command to the sockets concerned.

type Deps = Pick<ChatDeps, 'stores' | 'broadcaster'>

async function targetUser(stores: Stores, chatUserId: number): Promise<ChatUserRow> {
  const target = await stores.chat.findUser(chatUserId)
  if (!target) throw new NotFoundError('用户不存在')
  return target
}

/** Switches a member's chat permission (`enable_chat`). */
export async function enableChat(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  chatUserId: number,
  enable: 0 | 1,
): Promise<void> {
  requireStaff(staff)
  const target = await targetUser(stores, chatUserId)
  if (target.userId === null) throw new RefusedError('SYS/BAD_REQUEST', '参数错误：user_id')
  await stores.chat.setEnableChat(target.userId, enable)
  broadcaster.toUser(target.id, frameOf(chatCommands.chatEnabled, { enableChat: enable }))
}

/** Silences a chat user, or lets them speak again. */
export async function silence(
  { stores, clock, broadcaster }: Pick<ChatDeps, 'stores' | 'clock' | 'broadcaster'>,
  staff: ChatUserRow,
  chatUserId: number,
  on: 0 | 1,
): Promise<void> {
  requireStaff(staff)
  const target = await targetUser(stores, chatUserId)
  await stores.chat.setSilenced(target.id, on === 1, staff.id, clock.now())
  broadcaster.toUser(target.id, frameOf(chatCommands.silenced, { silenced: on === 1 }))
}

/** Clears a room's messages. */
export async function clearMessages(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  roomId: number,
): Promise<void> {
  requireStaff(staff)
  const room = await stores.chat.room(roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  await stores.chat.clearRoom(roomId)
  broadcaster.toRoom(roomId, frameOf(chatCommands.messagesCleared, { room_id: roomId }))
}

/** Opens or closes a room for speaking. */
export async function enableRoom(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  roomId: number,
  enable: 0 | 1,
): Promise<void> {
  requireStaff(staff)
  if (!(await stores.chat.setRoomEnable(roomId, enable))) throw new NotFoundError('聊天室不存在')
  broadcaster.toAll(frameOf(chatCommands.roomEnabled, { room_id: roomId, enable_chat: enable }))
}

/** Invites a chat user to a public room. */
export async function invite(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  chatUserId: number,
  roomId: number,
): Promise<void> {
  requireStaff(staff)
  const target = await targetUser(stores, chatUserId)
  const room = await stores.chat.room(roomId)
  if (!room || room.kind !== 'room') throw new NotFoundError('聊天室不存在')
  broadcaster.toUser(
    target.id,
    frameOf(chatCommands.inviteToRoom, { room_id: room.id, room_name: room.name, from: userInfoOf(staff) }),
  )
}

/**
 * Sets how long clients show the win popup ({@link ChatSettings}`.winPopupSeconds`): the settings are read and
 * written in one transaction, so a change of another setting meanwhile is kept.
 */
export async function setWinPopupDuration(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  seconds: number,
): Promise<void> {
  requireStaff(staff)
  await stores.transaction(async (tx) =>
    tx.config.setConfig(CHAT_SETTINGS_KEY, {
      ...(await tx.config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY)),
      winPopupSeconds: seconds,
    }),
  )
  broadcaster.toAll(frameOf(chatCommands.winPopupDuration, { seconds }))
}

import { chatCommands } from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ChatUserRow } from '../store/chat'
import { CHAT_SETTINGS_KEY, type ChatSettings, requireStaff } from './config'
import { type ChatDeps, frameOf, userInfoOf } from './frames'

// The staff calls: each refuses a caller who is not staff (403), changes what it names and sends the
// matching command to the sockets concerned.

type Deps = Pick<ChatDeps, 'stores' | 'broadcaster'>

function targetUser(stores: Stores, chatUserId: number): ChatUserRow {
  const target = stores.chat.findUser(chatUserId)
  if (!target) throw new NotFoundError('用户不存在')
  return target
}

/** Switches a member's chat permission (`enable_chat`). */
export function enableChat(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  chatUserId: number,
  enable: 0 | 1,
) {
  requireStaff(staff)
  const target = targetUser(stores, chatUserId)
  if (target.userId === null) throw new RefusedError('SYS/BAD_REQUEST', '参数错误：user_id')
  stores.chat.setEnableChat(target.userId, enable)
  broadcaster.toUser(target.id, frameOf(chatCommands.chatEnabled, { enableChat: enable }))
}

/** Silences a chat user, or lets them speak again. */
export function silence(
  { stores, clock, broadcaster }: Pick<ChatDeps, 'stores' | 'clock' | 'broadcaster'>,
  staff: ChatUserRow,
  chatUserId: number,
  on: 0 | 1,
): void {
  requireStaff(staff)
  const target = targetUser(stores, chatUserId)
  stores.chat.setSilenced(target.id, on === 1, staff.id, clock.now())
  broadcaster.toUser(target.id, frameOf(chatCommands.silenced, { silenced: on === 1 }))
}

/** Clears a room's messages. */
export function clearMessages({ stores, broadcaster }: Deps, staff: ChatUserRow, roomId: number): void {
  requireStaff(staff)
  const room = stores.chat.room(roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  stores.chat.clearRoom(roomId)
  broadcaster.toRoom(roomId, frameOf(chatCommands.messagesCleared, { room_id: roomId }))
}

/** Opens or closes a room for speaking. */
export function enableRoom({ stores, broadcaster }: Deps, staff: ChatUserRow, roomId: number, enable: 0 | 1) {
  requireStaff(staff)
  if (!stores.chat.setRoomEnable(roomId, enable)) throw new NotFoundError('聊天室不存在')
  broadcaster.toAll(frameOf(chatCommands.roomEnabled, { room_id: roomId, enable_chat: enable }))
}

/** Invites a chat user to a public room. */
export function invite(
  { stores, broadcaster }: Deps,
  staff: ChatUserRow,
  chatUserId: number,
  roomId: number,
) {
  requireStaff(staff)
  const target = targetUser(stores, chatUserId)
  const room = stores.chat.room(roomId)
  if (!room || room.kind !== 'room') throw new NotFoundError('聊天室不存在')
  broadcaster.toUser(
    target.id,
    frameOf(chatCommands.inviteToRoom, { room_id: room.id, room_name: room.name, from: userInfoOf(staff) }),
  )
}

/** Sets how long clients show the win popup ({@link ChatSettings}`.winPopupSeconds`). */
export function setWinPopupDuration({ stores, broadcaster }: Deps, staff: ChatUserRow, seconds: number) {
  requireStaff(staff)
  stores.config.setConfig(CHAT_SETTINGS_KEY, {
    ...stores.config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY),
    winPopupSeconds: seconds,
  })
  broadcaster.toAll(frameOf(chatCommands.winPopupDuration, { seconds }))
}

import { chatCommands, winNoticeOf } from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { Stores } from '../store'
import type { ChatMessageRecord, ChatRoomRow, ChatUserRow } from '../store/chat'
import {
  assertAvailable,
  assertNotMaintenance,
  chatRefusals,
  chatSettingsOf,
  isStaff,
  maxMessageLength,
} from './config'
import { type ChatDeps, frameOf, messageOf } from './frames'
import { memberChatUser } from './identity'
import { assertMaySpeak, readableRoom } from './rooms'

/** Slow mode: a regular user's next message in a room waits `sec_per_mess` seconds. */
export function assertNotTooSoon(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  room: ChatRoomRow,
): void {
  if (room.secPerMess <= 0 || isStaff(user)) return
  const last = stores.chat.lastSentAt(room.id, user.id)
  const waitMs = last === undefined ? 0 : last + room.secPerMess * 1000 - clock.now()
  if (waitMs > 0) throw chatRefusals.slowMode(Math.ceil(waitMs / 1000))
}

/**
 * Broadcasts a stored message to its room, except to the sockets of members who muted its sender
 * (`chat/mutes.ts`); a private one also prompts the other member's sockets (unless they muted the sender).
 */
export function publish(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  message: ChatMessageRecord,
): void {
  const payload = messageOf(message)
  broadcaster.toRoom(message.roomId, frameOf(chatCommands.message, payload), message.sender.id)
  if (message.roomKind === 'private') {
    const prompt = frameOf(chatCommands.newPrivateMessage, { message: payload })
    const muters = stores.chatMutes.mutersOf(message.sender.id)
    for (const member of stores.chat.membersOf(message.roomId))
      if (member !== message.sender.id && !muters.has(member)) broadcaster.toUser(member, prompt)
  }
}

/** Checks a message body: text 1..max characters (stored as typed), an image one of our uploads. */
export function validBody(stores: Stores, type: string, body: string): string {
  if (type === 'image') {
    if (!/^\/api-messen\/chat\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/.test(body))
      throw chatRefusals.badImage()
    return body
  }
  if (type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '参数错误：type')
  if (body.trim() === '') throw chatRefusals.emptyText()
  const max = maxMessageLength(stores)
  if ([...body].length > max) throw chatRefusals.tooLong(max)
  return body
}

/** Stores a text or image message typed by a user and broadcasts it (the socket's SEND). */
export async function send(
  deps: ChatDeps,
  user: ChatUserRow,
  input: { roomId: number; type: string; body: string; ip: string },
) {
  const { stores, clock, limiter } = deps
  assertAvailable(stores)
  const room = stores.chat.room(input.roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  assertMaySpeak(deps, user, room)
  const body = validBody(stores, input.type, input.body)
  assertNotTooSoon(deps, user, room)
  if ((await limiter.take('chat', input.ip, `chat:${user.id}`)) !== undefined)
    throw chatRefusals.rateLimited()
  return deps.inRoomOrder(room.id, async () => {
    const message = await stores.transactionAsync(async (tx) =>
      tx.chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: input.type as 'text',
        body,
        at: clock.now(),
      }),
    )
    publish(deps, message)
    return message
  })
}

/**
 * A page of a room's messages the user may read (without the senders they muted, `chat/mutes.ts`), each as `payloadOf` sends it (a bet card message with its
 * card: `chat/betCards.ts`); refused in maintenance.
 */
export function history<P = ReturnType<typeof messageOf>>(
  stores: Stores,
  user: ChatUserRow,
  query: { roomId: number; page: number; limit: number },
  payloadOf: (message: ChatMessageRecord) => P = messageOf as never,
) {
  assertNotMaintenance(stores)
  readableRoom(stores, user, query.roomId)
  const { rows, total } = stores.chat.history(query.roomId, query.page, query.limit, user.id)
  return { rows: rows.map((row) => payloadOf(row)), total }
}

/** A message staff or its sender may change. */
function ownMessage(stores: Stores, user: ChatUserRow, messageId: number): ChatMessageRecord {
  const message = stores.chat.findMessage(messageId)
  if (!message || message.deleted) throw new NotFoundError('消息不存在')
  if (!isStaff(user) && message.sender.id !== user.id) throw chatRefusals.staffOnly()
  return message
}

/** Marks a message deleted (by staff or its sender) and sends the change to its room. */
export function deleteMessage(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  user: ChatUserRow,
  messageId: number,
): void {
  const message = ownMessage(stores, user, messageId)
  stores.chat.markDeleted(message.id)
  const updated = stores.chat.findMessage(message.id)!
  broadcaster.toRoom(updated.roomId, frameOf(chatCommands.messageUpdated, { message: messageOf(updated) }))
}

/** Changes a text message's body (by staff or its sender) and sends the change to its room. */
export function updateMessage(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  user: ChatUserRow,
  messageId: number,
  body: string,
) {
  const message = ownMessage(stores, user, messageId)
  if (message.type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '只能修改文字消息')
  stores.chat.updateBody(message.id, validBody(stores, 'text', body))
  const updated = messageOf(stores.chat.findMessage(message.id)!)
  broadcaster.toRoom(message.roomId, frameOf(chatCommands.messageUpdated, { message: updated }))
  return updated
}

/** Sends a win notice to a game's room for each payout at or above the configured threshold. */
export function announceWins(
  deps: Pick<ChatDeps, 'stores' | 'clock' | 'broadcaster'>,
  gameId: number,
  gameName: string,
  payouts: readonly { userId: number; payoutFen: number }[],
) {
  const { stores, broadcaster } = deps
  const room = stores.chat.roomOfGame(gameId)
  if (!room) return 0
  const threshold = chatSettingsOf(stores).winNoticeFen
  let sent = 0
  for (const p of payouts) {
    if (p.payoutFen < threshold) continue
    const user = memberChatUser(deps, p.userId)
    const notice = winNoticeOf({
      nickname: user.nickname,
      account: user.account ?? user.nickname,
      gameName,
      payoutFen: p.payoutFen,
    })
    broadcaster.toRoom(room.id, frameOf(chatCommands.winNotice, { room_id: room.id, ...notice }))
    sent++
  }
  return sent
}

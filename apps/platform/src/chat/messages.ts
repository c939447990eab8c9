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
export async function assertNotTooSoon(
  { stores, clock }: Pick<ChatDeps, 'stores' | 'clock'>,
  user: ChatUserRow,
  room: ChatRoomRow,
): Promise<void> {
  if (room.secPerMess <= 0 || isStaff(user)) return
  const last = await stores.chat.lastSentAt(room.id, user.id)
  const waitMs = last === undefined ? 0 : last + room.secPerMess * 1000 - clock.now()
  if (waitMs > 0) throw chatRefusals.slowMode(Math.ceil(waitMs / 1000))
}

/**
 * Broadcasts a stored message to its room, except to the sockets of members who muted its sender
 * (`chat/mutes.ts`, read here once per message); a private one also prompts the other member's sockets
 * (unless they muted the sender). Call it in the room's order (`ChatDeps.inRoomOrder`).
 */
export async function publish(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  message: ChatMessageRecord,
): Promise<void> {
  const payload = messageOf(message)
  const muters = await stores.chatMutes.mutersOf(message.sender.id)
  const members = message.roomKind === 'private' ? await stores.chat.membersOf(message.roomId) : []
  broadcaster.toRoom(message.roomId, frameOf(chatCommands.message, payload), muters)
  if (message.roomKind === 'private') {
    const prompt = frameOf(chatCommands.newPrivateMessage, { message: payload })
    for (const member of members)
      if (member !== message.sender.id && !muters.has(member)) broadcaster.toUser(member, prompt)
  }
}

/** Checks a message body: text 1..max characters (stored as typed), an image one of our uploads. */
export async function validBody(stores: Stores, type: string, body: string): Promise<string> {
  if (type === 'image') {
    if (!/^\/api-messen\/chat\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/.test(body))
      throw chatRefusals.badImage()
    return body
  }
  if (type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '参数错误：type')
  if (body.trim() === '') throw chatRefusals.emptyText()
  const max = await maxMessageLength(stores)
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
  await assertAvailable(stores)
  const room = await stores.chat.room(input.roomId)
  if (!room) throw new NotFoundError('聊天室不存在')
  await assertMaySpeak(deps, user, room)
  const body = await validBody(stores, input.type, input.body)
  await assertNotTooSoon(deps, user, room)
  if ((await limiter.take('chat', input.ip, `chat:${user.id}`)) !== undefined)
    throw chatRefusals.rateLimited()
  return deps.inRoomOrder(room.id, async () => {
    const message = await stores.transaction(async (tx) =>
      tx.chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: input.type as 'text',
        body,
        at: clock.now(),
      }),
    )
    await publish(deps, message)
    return message
  })
}

/**
 * A page of a room's messages the user may read (without the senders they muted, `chat/mutes.ts`), each as `payloadOf` sends it (a bet card message with its
 * card: `chat/betCards.ts`); refused in maintenance.
 */
export async function history<P = ReturnType<typeof messageOf>>(
  stores: Stores,
  user: ChatUserRow,
  query: { roomId: number; page: number; limit: number },
  payloadOf: (message: ChatMessageRecord) => P = messageOf as never,
) {
  await assertNotMaintenance(stores)
  await readableRoom(stores, user, query.roomId)
  const { rows, total } = await stores.chat.history(query.roomId, query.page, query.limit, user.id)
  const payloads: Awaited<P>[] = []
  for (const row of rows) payloads.push(await payloadOf(row))
  return { rows: payloads, total }
}

/** A message staff or its sender may change. */
async function ownMessage(stores: Stores, user: ChatUserRow, messageId: number): Promise<ChatMessageRecord> {
  const message = await stores.chat.findMessage(messageId)
  if (!message || message.deleted) throw new NotFoundError('消息不存在')
  if (!isStaff(user) && message.sender.id !== user.id) throw chatRefusals.staffOnly()
  return message
}

/** Marks a message deleted (by staff or its sender) and sends the change to its room. */
export async function deleteMessage(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  user: ChatUserRow,
  messageId: number,
): Promise<void> {
  const message = await ownMessage(stores, user, messageId)
  await stores.chat.markDeleted(message.id)
  const updated = (await stores.chat.findMessage(message.id))!
  broadcaster.toRoom(updated.roomId, frameOf(chatCommands.messageUpdated, { message: messageOf(updated) }))
}

/** Changes a text message's body (by staff or its sender) and sends the change to its room. */
export async function updateMessage(
  { stores, broadcaster }: Pick<ChatDeps, 'stores' | 'broadcaster'>,
  user: ChatUserRow,
  messageId: number,
  body: string,
) {
  const message = await ownMessage(stores, user, messageId)
  if (message.type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '只能修改文字消息')
  await stores.chat.updateBody(message.id, await validBody(stores, 'text', body))
  const updated = messageOf((await stores.chat.findMessage(message.id))!)
  broadcaster.toRoom(message.roomId, frameOf(chatCommands.messageUpdated, { message: updated }))
  return updated
}

/** Sends a win notice to a game's room for each payout at or above the configured threshold. */
export async function announceWins(
  deps: Pick<ChatDeps, 'stores' | 'clock' | 'broadcaster'>,
  gameId: number,
  gameName: string,
  payouts: readonly { userId: number; payoutFen: number }[],
) {
  const { stores, broadcaster } = deps
  const room = await stores.chat.roomOfGame(gameId)
  if (!room) return 0
  const threshold = (await chatSettingsOf(stores)).winNoticeFen
  let sent = 0
  for (const p of payouts) {
    if (p.payoutFen < threshold) continue
    const user = await memberChatUser(deps, p.userId)
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

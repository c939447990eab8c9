import { chatMuteTexts } from '@liuhe/domain'
import { NotFoundError, RefusedError } from '../errors'
import type { ChatUserRow } from '../store/chat'
import { assertAvailable, chatRefusals, isStaff } from './config'
import type { ChatDeps } from './frames'

/**
 * 屏蔽: a member mutes another member. The muter's room history and private chats leave the muted member's
 * messages and bet cards out (`store/chat.ts` `history`), as do the unread counts (`chat/reads.ts`) and the
 * last-message previews, and the socket hub does not send them the muted member's new messages
 * (`chat/socket.ts`). Only members mute;
 * staff, the customer-service account, guests and oneself cannot be muted (「不能屏蔽该用户」). Calls take the
 * `chat` rate limit's numbers under their own key, apart from sending.
 */
export async function setMuted(
  { stores, clock, limiter }: Pick<ChatDeps, 'stores' | 'clock' | 'limiter'>,
  user: ChatUserRow,
  input: { chatUserId: number; muted: boolean; ip: string },
) {
  await assertAvailable(stores)
  if (user.kind !== 'member') throw chatRefusals.forbidden()
  const target = await stores.chat.findUser(input.chatUserId)
  if (!target) throw new NotFoundError(chatMuteTexts.notFound)
  // Unmuting is always allowed (someone muted before they became staff can be let back in).
  if (input.muted && (target.id === user.id || target.kind !== 'member' || isStaff(target)))
    throw new RefusedError('CHAT/MUTE_INVALID', chatMuteTexts.invalid)
  if ((await limiter.take('chat', input.ip, `chat-mute:${user.id}`)) !== undefined)
    throw chatRefusals.rateLimited()
  await stores.chatMutes.set(user.id, target.id, input.muted, clock.now())
  return { user_id: target.id, muted: input.muted ? (1 as const) : (0 as const) }
}

/** The members a member muted, newest first (/setting 屏蔽列表). */
export async function mutedUsers({ stores }: Pick<ChatDeps, 'stores'>, user: ChatUserRow) {
  await assertAvailable(stores)
  if (user.kind !== 'member') throw chatRefusals.forbidden()
  return {
    list: (await stores.chatMutes.list(user.id)).map((row) => ({
      user_id: row.chatUserId,
      nickname: row.nickname,
      avatarId: row.avatarId,
      created_at: String(row.createdAt),
    })),
  }
}

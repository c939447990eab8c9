import { chatCommands } from '@liuhe/domain'
import type { Clock } from '../clock'
import type { RateLimiter } from '../http/rateLimit'
import type { Stores } from '../store'
import type { ChatMessageRecord, ChatUserRow } from '../store/chat'
import type { KeyedQueue } from './queue'

/** The socket URL the token calls hand out (served by `chat/socket.ts` on the platform's HTTP server). */
export const CHAT_SOCKET_PATH = '/ws-chat'

/** Where the chat modules send socket frames (implemented by `chat/socket.ts`). */
export interface ChatBroadcaster {
  /**
   * Sends a frame to every socket joined to a room, except the sockets of the chat users in `mutedBy`: those
   * who muted the sender of the message it carries (`chat/mutes.ts`), read by the caller once per message.
   */
  toRoom(roomId: number, frame: string, mutedBy?: ReadonlySet<number>): void
  /** Sends a frame to every socket of a chat user. */
  toUser(chatUserId: number, frame: string): void
  /** Sends a frame to every socket. */
  toAll(frame: string): void
  /** Sends a frame to the sockets of these tokens, then closes them. */
  endTokens(tokens: readonly string[], frame: string): void
  /** Closes the sockets of a chat user whose token no longer opens a session (its login ended). */
  endSessions(chatUserId: number): void
  /** How many distinct users are joined to a room. */
  peopleIn(roomId: number): number
}

/**
 * What the chat modules work with: the stores, the platform's clock, the rate limiter (sending), the socket
 * fan-out and the order of each room's messages. Each function takes the part it uses (`Pick<ChatDeps, …>`).
 */
export interface ChatDeps {
  stores: Stores
  clock: Clock
  limiter: RateLimiter
  broadcaster: ChatBroadcaster
  /**
   * Runs the steps that store a room's message and then send it, by room id, one after another in the order
   * they were asked for (made by `createChatService`): a transaction is async, so without it a message
   * stored later could go out first, and the room's sockets get its messages in the order of their sequence
   * numbers (`chat/socket.ts`).
   */
  inRoomOrder: KeyedQueue<number>
}

/** A frame as the sockets send it. */
export const frameOf = (command: number, content: unknown) => JSON.stringify({ command, content })

/** A chat user as messages carry it. */
export function userInfoOf(user: ChatUserRow) {
  return {
    user_id: user.id,
    nickname: user.nickname,
    chatLevel: user.chatLevel,
    avatarId: user.avatarId,
    isGuest: user.kind === 'guest' ? 1 : 0,
  }
}

/** A stored message in the shape of `chatMessageSchema` of `@liuhe/api`. */
export function messageOf(m: ChatMessageRecord) {
  return {
    id: m.id,
    seq: m.seq,
    room_id: m.roomId,
    channel: m.roomKind === 'private' ? ('private' as const) : ('room' as const),
    created_at: String(m.createdAt),
    command: chatCommands.message,
    deleted: m.deleted,
    content: {
      type: m.type,
      body: m.body,
      ...(m.hongbaoId === null ? {} : { hongbao_id: m.hongbaoId }),
      userinfo: userInfoOf(m.sender),
    },
  }
}

// The chat socket's frames and client. Like the game socket client it checks frames by hand instead of with
// zod, so that `@liuhe/api/sockets` stays small in the browser.

import { chatCommands } from '@liuhe/domain'
import { browserNetwork, type NetworkLike, retryWhenOnline } from './network'
import type { SocketLike } from './sockets'

// The command numbers are a rule the platform and the client share: they live in `@liuhe/domain` and are
// re-exported here under the names this package has always exported.
export { type ChatCommand, chatCommands } from '@liuhe/domain'

/** The maximum number of chat sockets one user may have open; the next one gets {@link chatCommands.tooManyTabs}. */
export const CHAT_MAX_SOCKETS_PER_USER = 5
/** Reconnect delay of the chat socket after a close that was not asked for. */
export const CHAT_RECONNECT_MS = 3_000
/** Heartbeat of the chat socket. */
export const CHAT_SOCKET_HEARTBEAT_MS = 15_000
/**
 * Close codes with which the server ends a chat socket for good: its token opens no session (4001), a newer
 * login took over (4002), its login ended by logout or a password change (4003). Reconnecting with the same
 * token cannot succeed, so the client does not try.
 */
export const CHAT_SESSION_CLOSE = { tokenInvalid: 4001, loggedInElsewhere: 4002, sessionEnded: 4003 } as const
/** The codes of {@link CHAT_SESSION_CLOSE}. */
export const CHAT_SESSION_CLOSE_CODES: readonly number[] = Object.values(CHAT_SESSION_CLOSE)
/** The toast of the too-many-tabs command. */
export const CHAT_TOO_MANY_TABS_TEXT = '您打开的界面过多，请关闭其他的再试试！'
/** The toast of the logged-in-elsewhere command. */
export const CHAT_LOGGED_IN_ELSEWHERE_TEXT = '您的账户已在其他设备上登录'

/** Kinds of chat message content. */
export const chatMessageTypes = ['text', 'image', 'hongbao', 'system', 'betcard'] as const
/** A kind of chat message content. */
export type ChatMessageType = (typeof chatMessageTypes)[number]

/** Who sent a message, as the message carries it. */
export interface ChatUserInfo {
  user_id: number
  nickname: string
  chatLevel: number
  avatarId: number
  /** 1 for a guest identity. */
  isGuest: number
}

/** A stored chat message. `created_at` is epoch milliseconds as a numeric string. */
export interface ChatMessageFrame {
  id: number
  /** Per-room sequence number: 1, 2, 3… in the order the room stored its messages. */
  seq: number
  room_id: number
  /** 'room' for a public room, 'private' for a one-to-one chat. */
  channel: 'room' | 'private'
  created_at: string
  command: number
  /** 1 when deleted by staff (content body emptied). */
  deleted: number
  content: {
    type: ChatMessageType
    /** Text as typed (never HTML), an image URL, or a red packet's greeting. */
    body: string
    /** The red packet's id for a `hongbao` message. */
    hongbao_id?: number
    /** The card of a `betcard` message (晒单), as `betCardSchema` of `./chat` reads it. */
    bet_card?: unknown
    userinfo: ChatUserInfo
  }
}

/** A frame the server sends. */
export interface ChatServerFrame {
  command: number
  content: unknown
}

/** Commands a client sends. `ref` is echoed in the ack so a client can await it. */
export type ChatClientFrame =
  | { command: 'JOIN'; room_id: number; ref?: string }
  | { command: 'LEAVE'; room_id: number; ref?: string }
  /** Marks the room read up to `message_id` (default: its newest message); the ack carries `last_read_id`. */
  | { command: 'READ'; room_id: number; message_id?: number; ref?: string }
  | { command: 'SEND'; room_id: number; type: 'text' | 'image'; body: string; ref?: string }
  | { command: 'PING'; ref?: string }

/** The ack of a client command. */
export interface ChatAck {
  ref: string
  ok: boolean
  /** Error code on refusal (`CHAT/SILENCED`, `CHAT/SLOW_MODE`, …). */
  code?: string
  /** Chinese refusal text. */
  msg?: string
  /** The stored message of an accepted SEND. */
  message?: ChatMessageFrame
  /** The room's last sequence number at JOIN. */
  seq?: number
  /** People in the room at JOIN. */
  online?: number
  /** The reader's mark after a READ: the id of the newest message read in the room. */
  last_read_id?: number
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Reads a chat socket frame; undefined when it is not one. */
export function parseChatFrame(text: string): ChatServerFrame | undefined {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(json) || typeof json.command !== 'number') return undefined
  return { command: json.command, content: json.content }
}

/** Checks that a value has the shape of a chat message; returns it typed, or undefined. */
export function readChatMessage(value: unknown): ChatMessageFrame | undefined {
  if (!isRecord(value) || !isRecord(value.content) || !isRecord(value.content.userinfo)) return undefined
  const ok =
    typeof value.id === 'number' &&
    typeof value.seq === 'number' &&
    typeof value.room_id === 'number' &&
    (value.channel === 'room' || value.channel === 'private') &&
    typeof value.created_at === 'string' &&
    typeof value.content.body === 'string' &&
    (chatMessageTypes as readonly unknown[]).includes(value.content.type)
  return ok ? (value as unknown as ChatMessageFrame) : undefined
}

/** The chat socket URL: the server's `socket_url` on `origin`, with `?token=…` and `&isGuest=1` for guests. */
export function chatSocketUrl(origin: string, socketUrl: string, token: string, isGuest: boolean): string {
  const base = /^wss?:\/\//.test(socketUrl)
    ? socketUrl
    : `${origin.replace(/^http/, 'ws').replace(/\/$/, '')}${socketUrl}`
  const url = new URL(base)
  url.searchParams.set('token', token)
  if (isGuest) url.searchParams.set('isGuest', '1')
  return url.toString()
}

/** Options of {@link connectChatSocket}. */
export interface ChatSocketOptions {
  /** Full socket URL (see {@link chatSocketUrl}). */
  url: string
  /** Rooms to join on every (re)connect. */
  rooms?: readonly number[]
  /** Every server frame. */
  onFrame: (frame: ChatServerFrame) => void
  /** Called on open and close. */
  onStatus?: (status: 'connecting' | 'open' | 'closed') => void
  /**
   * Called when the server acknowledged joining one of `rooms` (after every (re)connect): from then on the
   * socket receives the room's frames.
   */
  onJoined?: (roomId: number) => void
  /** Called once when the server refused the socket for too many tabs; no reconnect follows. */
  onTooManyTabs?: () => void
  /**
   * Called once when the server closed the socket with one of {@link CHAT_SESSION_CLOSE_CODES} (the session
   * ended: sign in again / fetch a new chat token); no reconnect follows.
   */
  onEnded?: (code: number) => void
  /** Creates the socket (default: the global `WebSocket`). */
  createSocket?: (url: string) => SocketLike
  /** Reconnect delay (default 3 s). */
  reconnectDelayMs?: number
  /** The device's network (default: the browser's); no reconnect is tried while it is offline. */
  network?: NetworkLike
}

/** A connected chat socket. */
export interface ChatSocketHandle {
  /** Sends a client command (dropped while not open). */
  send(frame: ChatClientFrame): boolean
  /** Closes on purpose: no reconnect. */
  close(): void
  /** True once the too-many-tabs command closed the socket. */
  readonly limited: boolean
  /** The close code once the server ended the socket's session ({@link CHAT_SESSION_CLOSE_CODES}). */
  readonly ended: number | undefined
}

/** The `ref` of the JOIN commands {@link connectChatSocket} sends: `join:` and the room id. */
const JOIN_REF = 'join:'

/** The room of an accepted JOIN's ack (one {@link connectChatSocket} sent); undefined for other frames. */
function joinedRoomOf(frame: ChatServerFrame): number | undefined {
  if (frame.command !== chatCommands.ack || !isRecord(frame.content) || frame.content.ok !== true)
    return undefined
  const ref = frame.content.ref
  if (typeof ref !== 'string' || !ref.startsWith(JOIN_REF)) return undefined
  const room = Number(ref.slice(JOIN_REF.length))
  return Number.isSafeInteger(room) ? room : undefined
}

/**
 * Opens the chat socket, joins `rooms` (reporting each accepted join to `onJoined`), pings every 15 s, and
 * reconnects 3 s after a close unless closed on purpose, by the too-many-tabs command (which sets
 * `limited`) or by the server ending its session (which sets `ended`); offline, it reconnects when the
 * network is back instead.
 */
export function connectChatSocket(options: ChatSocketOptions): ChatSocketHandle {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  let socket: SocketLike | undefined
  let stopped = false
  let limited = false
  let ended: number | undefined
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let cancelRetry: (() => void) | undefined
  const network = options.network ?? browserNetwork

  const open = () => {
    options.onStatus?.('connecting')
    const s = create(options.url)
    socket = s
    s.onopen = () => {
      options.onStatus?.('open')
      for (const room of options.rooms ?? [])
        s.send(JSON.stringify({ command: 'JOIN', room_id: room, ref: `${JOIN_REF}${room}` }))
      heartbeat = setInterval(() => s.send(JSON.stringify({ command: 'PING' })), CHAT_SOCKET_HEARTBEAT_MS)
    }
    s.onmessage = (event) => {
      const frame = parseChatFrame(typeof event.data === 'string' ? event.data : String(event.data))
      if (!frame) return
      const joined = joinedRoomOf(frame)
      if (joined !== undefined) options.onJoined?.(joined)
      if (frame.command === chatCommands.tooManyTabs) {
        limited = true
        stopped = true
        options.onTooManyTabs?.()
      }
      options.onFrame(frame)
    }
    s.onerror = () => s.close()
    s.onclose = (event) => {
      clearInterval(heartbeat)
      const code = isRecord(event) && typeof event.code === 'number' ? event.code : undefined
      const sessionEnded = !stopped && code !== undefined && CHAT_SESSION_CLOSE_CODES.includes(code)
      if (sessionEnded) {
        stopped = true
        ended = code
      }
      options.onStatus?.('closed')
      if (sessionEnded) options.onEnded?.(code)
      if (!stopped)
        cancelRetry = retryWhenOnline(network, options.reconnectDelayMs ?? CHAT_RECONNECT_MS, open)
    }
  }

  open()
  return {
    send(frame) {
      if (!socket || socket.readyState !== 1) return false
      socket.send(JSON.stringify(frame))
      return true
    },
    close() {
      stopped = true
      cancelRetry?.()
      clearInterval(heartbeat)
      socket?.close()
    },
    get limited() {
      return limited
    },
    get ended() {
      return ended
    },
  }
}

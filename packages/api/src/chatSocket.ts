// The chat socket's frames and client. Like the game socket client it checks frames by hand instead of with
// zod, so that `@liuhe/api/sockets` stays small in the browser.

import { browserNetwork, type NetworkLike, retryWhenOnline } from './network'
import type { SocketLike } from './sockets'

/**
 * Command numbers of the chat socket's server frames. `message` carries a stored chat message; the others
 * are the commands of the product spec (section 4). 70 is the hidden command: never shown in a list.
 */
export const chatCommands = {
  /** A chat message stored in a room (text, image, red packet or system notice). */
  message: 1,
  /** The user opened a newer chat session elsewhere: force logout and reload. */
  loggedInElsewhere: 10,
  /** The user's chat permission changed: `{ enableChat: 0 | 1 }`. */
  chatEnabled: 11,
  /** The user was silenced or unsilenced: `{ silenced: boolean }`. */
  silenced: 12,
  /** A room's messages were cleared: `{ room_id }`. */
  messagesCleared: 13,
  /** A stored message changed (edited or deleted): `{ message }`, deleted ones with `deleted: 1`. */
  messageUpdated: 14,
  /** A win notice for a game's room: `{ nickname, userName, gameName, reward }`. */
  winNotice: 15,
  /** How long the win popup shows: `{ seconds }`. */
  winPopupDuration: 16,
  /** A room's `enable_chat` changed: `{ room_id, enable_chat }`. */
  roomEnabled: 17,
  /** A new private message to this user: `{ message }`. */
  newPrivateMessage: 18,
  /** An invitation to a public room: `{ room_id, room_name, from }`. */
  inviteToRoom: 19,
  /** Too many sockets of one user are open: the server closes this one. */
  tooManyTabs: 20,
  /** A reply to a client command: `{ ref, ok, code?, msg?, ... }`. */
  ack: 30,
  /** Hidden frames (heartbeat answers); never shown. */
  hidden: 70,
} as const
/** A command number of the chat socket. */
export type ChatCommand = (typeof chatCommands)[keyof typeof chatCommands]

/** The maximum number of chat sockets one user may have open; the next one gets {@link chatCommands.tooManyTabs}. */
export const CHAT_MAX_SOCKETS_PER_USER = 5
/** Reconnect delay of the chat socket after a close that was not asked for. */
export const CHAT_RECONNECT_MS = 3_000
/** Heartbeat of the chat socket. */
export const CHAT_SOCKET_HEARTBEAT_MS = 15_000
/** The toast of the too-many-tabs command. */
export const CHAT_TOO_MANY_TABS_TEXT = '您打开的界面过多，请关闭其他的再试试！'
/** The toast of the logged-in-elsewhere command. */
export const CHAT_LOGGED_IN_ELSEWHERE_TEXT = '您的账户已在其他设备上登录'

/** Kinds of chat message content. */
export const chatMessageTypes = ['text', 'image', 'hongbao', 'system'] as const
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
  /** Called once when the server refused the socket for too many tabs; no reconnect follows. */
  onTooManyTabs?: () => void
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
}

/**
 * Opens the chat socket, joins `rooms`, pings every 15 s, and reconnects 3 s after a close unless closed on
 * purpose or by the too-many-tabs command (which sets `limited`); offline, it reconnects when the network is
 * back instead.
 */
export function connectChatSocket(options: ChatSocketOptions): ChatSocketHandle {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  let socket: SocketLike | undefined
  let stopped = false
  let limited = false
  let heartbeat: ReturnType<typeof setInterval> | undefined
  let cancelRetry: (() => void) | undefined
  const network = options.network ?? browserNetwork

  const open = () => {
    options.onStatus?.('connecting')
    const s = create(options.url)
    socket = s
    s.onopen = () => {
      options.onStatus?.('open')
      for (const room of options.rooms ?? []) s.send(JSON.stringify({ command: 'JOIN', room_id: room }))
      heartbeat = setInterval(() => s.send(JSON.stringify({ command: 'PING' })), CHAT_SOCKET_HEARTBEAT_MS)
    }
    s.onmessage = (event) => {
      const frame = parseChatFrame(typeof event.data === 'string' ? event.data : String(event.data))
      if (!frame) return
      if (frame.command === chatCommands.tooManyTabs) {
        limited = true
        stopped = true
        options.onTooManyTabs?.()
      }
      options.onFrame(frame)
    }
    s.onerror = () => s.close()
    s.onclose = () => {
      clearInterval(heartbeat)
      options.onStatus?.('closed')
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
  }
}

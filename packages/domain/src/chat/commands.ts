import { z } from 'zod'

/**
 * Command numbers of the chat socket's server frames, the one definition the platform (which sends them) and
 * the client (`@liuhe/api/sockets`, which reads them) share. `message` carries a stored chat message; the
 * others are the chat socket's commands (docs/product.md, "Chat"). 70 is the hidden command: never shown in
 * a list.
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
  /**
   * The people in a room now, `{ room_id, online }` ({@link roomOnlineFrameSchema}): sent to the room's
   * sockets when someone joins or leaves it (or another process reports its count), at most once a second.
   */
  roomOnline: 21,
  /** A reply to a client command: `{ ref, ok, code?, msg?, ... }`. */
  ack: 30,
  /** Hidden frames (heartbeat answers); never shown. */
  hidden: 70,
} as const

/** A command number of the chat socket. */
export type ChatCommand = (typeof chatCommands)[keyof typeof chatCommands]

/** Chat message command that is never shown. */
export const HIDDEN_CHAT_COMMAND = chatCommands.hidden

/** The content of a {@link chatCommands.roomOnline} frame: the people in a room now. */
export const roomOnlineFrameSchema = z.object({
  room_id: z.number().int().positive(),
  online: z.number().int().nonnegative(),
})
/** The people in a room now, as the chat socket pushes them. */
export type RoomOnlineFrame = z.infer<typeof roomOnlineFrameSchema>

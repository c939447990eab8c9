import { selectionSchema } from '@liuhe/domain'
import { z } from 'zod'
import { chatMessageTypes } from './chatSocket'
import { CHAT_TIMEOUT_MS, type Http, type RequestSpec } from './http'

/** The chat service's error codes (HTTP status in brackets). */
export const chatErrorCodes = {
  /** No permission to read a room's history or to chat there (403). */
  forbidden: 'CHAT/FORBIDDEN',
  /** Chat is not available (405): 聊天室目前不可用. */
  unavailable: 'CHAT/UNAVAILABLE',
  /** Chat maintenance: 系统在维护中，请稍等！ */
  maintenance: 'CHAT/MAINTENANCE',
  /** The chat token is missing, unknown or replaced by a newer session. */
  tokenInvalid: 'CHAT/TOKEN_INVALID',
  silenced: 'CHAT/SILENCED',
  slowMode: 'CHAT/SLOW_MODE',
  roomDisabled: 'CHAT/ROOM_DISABLED',
  /** Every share of a red packet is taken: 红包已抢完. */
  hongbaoEmpty: 'CHAT/HONGBAO_EMPTY',
  /** This user already grabbed the red packet. */
  hongbaoGrabbed: 'CHAT/HONGBAO_GRABBED',
  /** The red packet expired and its rest was refunded. */
  hongbaoExpired: 'CHAT/HONGBAO_EXPIRED',
} as const

/** Who sent a message. */
export const chatUserInfoSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  chatLevel: z.number().int(),
  avatarId: z.number().int(),
  isGuest: z.number().int(),
})

/** A bet card (晒单): the sharer's bets of one game, turn and play as placed — never a balance or payout. */
export const betCardSchema = z.object({
  message_id: z.number().int(),
  game_id: z.number().int(),
  game_name: z.string(),
  turn_num: z.string(),
  play_id: z.string(),
  play_name: z.string(),
  lines: z.array(
    z.object({
      selection: selectionSchema,
      /** The picks as the bet list shows them. */
      picks: z.string(),
      /** Stake per 注, 元. */
      stake: z.number(),
      bet_count: z.number().int(),
      /** The odds frozen when the bet was placed, as shown. */
      odds: z.string(),
    }),
  ),
  /** When the turn stopped taking bets, epoch ms. */
  bet_end_time: z.number(),
  state: z.enum(['open', 'closed', 'won', 'lost']),
  hidden: z.number().int(),
  seeded: z.number().int(),
})
/** A bet card. */
export type BetCardRow = z.infer<typeof betCardSchema>

/** A stored chat message (the socket's `message` frames carry the same shape). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  room_id: z.number().int(),
  channel: z.enum(['room', 'private']),
  created_at: z.string(),
  command: z.number().int(),
  deleted: z.number().int(),
  content: z.object({
    type: z.enum(chatMessageTypes),
    body: z.string(),
    hongbao_id: z.number().int().optional(),
    bet_card: betCardSchema.optional(),
    userinfo: chatUserInfoSchema,
  }),
})
/** A stored chat message. */
export type ChatMessageRow = z.infer<typeof chatMessageSchema>

/** A room's last message in the room list. */
export const lastMessageSchema = z
  .object({ type: z.enum(chatMessageTypes), body: z.string(), created_at: z.string(), nickname: z.string() })
  .nullable()

/** A public room. */
export const chatRoomSchema = z.object({
  room_id: z.number().int(),
  name: z.string(),
  /** The lottery game whose room this is; null for general rooms. */
  game_id: z.number().int().nullable(),
  total_people: z.number().int(),
  enable_chat: z.number().int(),
  /** Chat level a user needs to speak while `enable_chat` is 0 (staff: 2). */
  chat_level: z.number().int(),
  /** Slow mode: seconds between two messages of one user (0: off). */
  sec_per_mess: z.number().int(),
  last_message: lastMessageSchema,
})
/** A public room. */
export type ChatRoom = z.infer<typeof chatRoomSchema>

/** Rooms grouped by class group. */
export const chatRoomListSchema = z.object({
  class_groups: z.array(
    z.object({ id: z.number().int(), name: z.string(), chatroom: z.array(chatRoomSchema) }),
  ),
  /** The company's customer-service chat user: a guest's `guestInitRoom` friend. */
  service_id: z.number().int(),
})
/** Rooms grouped by class group. */
export type ChatRoomList = z.infer<typeof chatRoomListSchema>

/** A chat token and where the socket is. */
export const chatTokenSchema = z.object({
  token: z.string(),
  socket_url: z.string(),
  connection_id: z.string(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  chatLevel: z.number().int(),
  enableChat: z.number().int(),
})
/** A chat token and where the socket is. */
export type ChatToken = z.infer<typeof chatTokenSchema>

/** A guest identity (stored as user_guest_id, user_guest_name, user_guest_hash_id) with its chat token. */
export const guestIdentitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hash_id: z.string(),
  token: z.string(),
  socket_url: z.string(),
  connection_id: z.string(),
})
/** A guest identity. */
export type GuestIdentity = z.infer<typeof guestIdentitySchema>

/** A one-to-one chat: the friend and the private room. */
export const contactSchema = z.object({
  friend_id: z.number().int(),
  room_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  chatLevel: z.number().int(),
  remark: z.string(),
  last_message: lastMessageSchema,
})
/** A one-to-one chat. */
export type Contact = z.infer<typeof contactSchema>

/** A page of guest rooms. */
export const guestFriendsSchema = z.object({ items: z.array(contactSchema), total: z.number().int() })
/** A page of guest rooms. */
export type GuestFriends = z.infer<typeof guestFriendsSchema>

/** A page of history. */
export const chatRecordsSchema = z.object({ rows: z.array(chatMessageSchema), total: z.number().int() })
/** A page of history. */
export type ChatRecords = z.infer<typeof chatRecordsSchema>

/** A red packet and who grabbed what. */
export const hongbaoSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  sender: chatUserInfoSchema,
  greeting: z.string(),
  amount_fen: z.number().int(),
  count: z.number().int(),
  grabbed_count: z.number().int(),
  grabbed_fen: z.number().int(),
  /** 'open', 'empty' (every share taken) or 'refunded' (expired; the rest went back). */
  status: z.enum(['open', 'empty', 'refunded']),
  created_at: z.string(),
  expires_at: z.string(),
  /** The caller's share, when they grabbed one. */
  my_share_fen: z.number().int().nullable(),
  shares: z.array(z.object({ user: chatUserInfoSchema, amount_fen: z.number().int(), at: z.string() })),
})
/** A red packet and its history. */
export type Hongbao = z.infer<typeof hongbaoSchema>

/** The answer to a grab. */
export const hongbaoGrabSchema = z.object({
  hongbao_id: z.number().int(),
  amount_fen: z.number().int(),
  /** Balance after the grab, fen. */
  balance_fen: z.number().int(),
})

/** Form of {@link chatApi} `createAcceptContact`. */
export interface CreateAcceptContactForm {
  friend_id: number
  avatarId: number
  friend_avatarId: number
  nickname: string
  friend_nickname: string
}

/** Query of {@link chatApi} `records`. */
export interface ChatRecordsQuery {
  room_id: number
  page?: number
  /** At most 150. */
  limit?: number
  /** 2: a private chat; anything else: a public room. */
  talk_type?: number
}

/** Form of {@link chatApi} `sendHongbao`. */
export interface SendHongbaoForm {
  room_id: number
  /** Total, fen. */
  amount_fen: number
  count: number
  greeting?: string
  /** The same key twice sends once. */
  idempotency_key: string
}

const ok = z.object({ ok: z.literal(true) })

/** A 举报's answer: `already` 1 when the caller had reported the message before (nothing new recorded). */
const reportAnswerSchema = ok.extend({ already: z.union([z.literal(0), z.literal(1)]) })

/** A 屏蔽 / 取消屏蔽 answer: the chat id and whether the caller mutes them now. */
const muteAnswerSchema = z.object({ user_id: z.number().int(), muted: z.union([z.literal(0), z.literal(1)]) })

/** A member the caller muted (屏蔽), as `GET /api/chat/mutes` lists them. */
export const mutedUserSchema = z.object({
  /** Their chat id (a message's `userinfo.user_id`). */
  user_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  created_at: z.string(),
})
/** A muted member. */
export type MutedUser = z.infer<typeof mutedUserSchema>

const mutedUsersSchema = z.object({ list: z.array(mutedUserSchema) })

/** A read mark as `POST /api/chat/read` answers it: the id of the newest message read in the room. */
export const chatReadMarkSchema = z.object({ room_id: z.number().int(), last_read_id: z.number().int() })
/** A read mark. */
export type ChatReadMark = z.infer<typeof chatReadMarkSchema>

/**
 * The caller's unread counts (`GET /api/chat/unread`): one row per joined room (public rooms they marked
 * read once, their private rooms), and the sum.
 */
export const chatUnreadSchema = z.object({
  rooms: z.array(
    z.object({ room_id: z.number().int(), unread: z.number().int(), last_read_id: z.number().int() }),
  ),
  total: z.number().int(),
})
/** The caller's unread counts. */
export type ChatUnread = z.infer<typeof chatUnreadSchema>

/**
 * The chat service under `/api-messen`. Calls carry the chat token (`Bearer chat_login_token`) — or the
 * access token, which the service also accepts for members; token generation and the red packet calls that
 * move money (`sendHongbao`, `grabHongbao`) need the access token (a chat token is answered 401 `UC/NOT_LOGIN`).
 */
export function chatApi(http: Http) {
  const call = async <T>(spec: RequestSpec<T>): Promise<T> =>
    (await http.request({ ...spec, base: 'chat', timeoutMs: CHAT_TIMEOUT_MS })).data
  return {
    /** `GET /chat/token/generation/{id}`: a member's chat token (`id` = userId); ends their older sessions. */
    tokenGeneration: (userId: number) =>
      call({ path: `/chat/token/generation/${userId}`, schema: chatTokenSchema }),
    /** `GET /api/chat/refreshTokenChat`: a new chat token (store `tokenChat` as chat_login_token). */
    refreshToken: () =>
      call({ path: '/api/chat/refreshTokenChat', schema: z.object({ tokenChat: z.string() }) }),
    /** `GET /chat/guest/id-generation`: a new guest identity with its chat token. */
    guestIdGeneration: () => call({ path: '/chat/guest/id-generation', schema: guestIdentitySchema }),
    /** `POST /chat/guest/init-room`: the guest's private room with `friend_id` (customer service). */
    guestInitRoom: (form: { friend_id: number; remark?: string }) =>
      call({
        method: 'POST',
        path: '/chat/guest/init-room',
        form: { friend_id: form.friend_id, remark: form.remark ?? '' },
        schema: contactSchema,
      }),
    /** `GET /chat/guest/friends`: the caller's guest rooms (staff: every guest's), 20 a page. */
    guestFriends: (query: { page?: number; per_page?: number } = {}) =>
      call({
        path: '/chat/guest/friends',
        query: { page: query.page ?? 1, per_page: query.per_page ?? 20 },
        schema: guestFriendsSchema,
      }),
    /** `GET /chat/guest/friends/{id}`: one guest room by the friend's id. */
    guestFriend: (friendId: number) =>
      call({ path: `/chat/guest/friends/${friendId}`, schema: contactSchema }),
    /** `GET /chat/rooms`: public rooms by class group, with people counts and last messages. */
    rooms: () => call({ path: '/chat/rooms', schema: chatRoomListSchema }),
    /** `GET /chat/contact/list`: the caller's one-to-one chats. */
    contactList: () =>
      call({ path: '/chat/contact/list', schema: z.object({ contacts: z.array(contactSchema) }) }),
    /** `POST /chat/contact/apply/createaccept`: opens (or finds) the private chat with `friend_id`. */
    createAcceptContact: (form: CreateAcceptContactForm) =>
      call({
        method: 'POST',
        path: '/chat/contact/apply/createaccept',
        form: { ...form },
        schema: contactSchema,
      }),
    /** `GET /chat/contact/contactdetail`: one contact. */
    contactDetail: (friendId: number) =>
      call({ path: '/chat/contact/contactdetail', query: { friend_id: friendId }, schema: contactSchema }),
    /** `GET /api/v1/recordsList`: a page of a room's history, newest page first, rows ascending. */
    records: (query: ChatRecordsQuery) =>
      call({
        path: '/api/v1/recordsList',
        query: {
          room_id: query.room_id,
          page: query.page ?? 1,
          limit: query.limit ?? 150,
          talk_type: query.talk_type,
        },
        schema: chatRecordsSchema,
      }),
    /** `POST chat/uploadImage`: stores a PNG, JPEG, GIF or WebP image up to 2 MB; answers its URL. */
    uploadImage: (image: Blob, fileName = 'image.png') => {
      const body = new FormData()
      body.set('image', image, fileName)
      return call({
        method: 'POST',
        path: '/chat/uploadImage',
        multipart: body,
        schema: z.object({ url: z.string() }),
      })
    },
    /** `POST /api/chat/deletechat-message` (staff, or the sender): empties a message; rooms get `messageUpdated`. */
    deleteMessage: (messageId: number) =>
      call({
        method: 'POST',
        path: '/api/chat/deletechat-message',
        form: { message_id: messageId },
        schema: ok,
      }),
    /** `POST /api/chat/enableChat` (staff): a user's chat permission; they get `chatEnabled`. */
    enableChat: (form: { user_id: number; enable_chat: 0 | 1 }) =>
      call({ method: 'POST', path: '/api/chat/enableChat', form: { ...form }, schema: ok }),
    /** `POST /api/chat/silence` (staff): silences (1) or unsilences (0) a user. */
    silence: (form: { user_id: number; silenced: 0 | 1 }) =>
      call({ method: 'POST', path: '/api/chat/silence', form: { ...form }, schema: ok }),
    /** `POST /api/chat/clear-messages` (staff): clears a room. */
    clearMessages: (roomId: number) =>
      call({ method: 'POST', path: '/api/chat/clear-messages', form: { room_id: roomId }, schema: ok }),
    /** `POST /api/chat/update-message` (staff, or the sender): replaces a text message's body. */
    updateMessage: (form: { message_id: number; body: string }) =>
      call({
        method: 'POST',
        path: '/api/chat/update-message',
        form: { ...form },
        schema: chatMessageSchema,
      }),
    /** `POST /api/chat/room-enable` (staff): a room's `enable_chat`. */
    enableRoom: (form: { room_id: number; enable_chat: 0 | 1 }) =>
      call({ method: 'POST', path: '/api/chat/room-enable', form: { ...form }, schema: ok }),
    /** `POST /api/chat/invite` (staff): invites a user to a public room. */
    invite: (form: { user_id: number; room_id: number }) =>
      call({ method: 'POST', path: '/api/chat/invite', form: { ...form }, schema: ok }),
    /** `POST /api/chat/win-popup-duration` (staff): how long win popups show, 1–60 s. */
    winPopupDuration: (seconds: number) =>
      call({ method: 'POST', path: '/api/chat/win-popup-duration', form: { seconds }, schema: ok }),
    /** `POST /api/chat/hongbao/send` (access token only): debits the amount and posts the red packet in the room. */
    sendHongbao: (form: SendHongbaoForm) =>
      call({
        method: 'POST',
        path: '/api/chat/hongbao/send',
        form: { ...form, greeting: form.greeting ?? '' },
        schema: hongbaoSchema,
      }),
    /** `POST /api/chat/hongbao/grab` (access token only): takes the next share (once per user). */
    grabHongbao: (hongbaoId: number) =>
      call({
        method: 'POST',
        path: '/api/chat/hongbao/grab',
        form: { hongbao_id: hongbaoId },
        schema: hongbaoGrabSchema,
      }),
    /** `GET /api/chat/hongbao/{id}`: a red packet and who grabbed what. */
    hongbao: (hongbaoId: number) => call({ path: `/api/chat/hongbao/${hongbaoId}`, schema: hongbaoSchema }),
    /**
     * `POST /api/chat/bet-card/share` (access token only): shares the caller's own bets (order numbers of one
     * game, turn and play) as a card in the game's room; answers the card's message.
     */
    shareBetCard: (orderNos: readonly string[]) =>
      call({
        method: 'POST',
        path: '/api/chat/bet-card/share',
        json: { order_nos: orderNos },
        schema: chatMessageSchema,
      }),
    /** `GET /api/chat/bet-card/{messageId}`: a card to follow (跟单), with its state now. */
    betCard: (messageId: number) => call({ path: `/api/chat/bet-card/${messageId}`, schema: betCardSchema }),
    /**
     * `POST /api/chat/report`: 举报 of someone else's message in a room the caller may read (once counts;
     * `already` 1 when the caller reported it before).
     */
    reportMessage: (form: { message_id: number; reason?: string }) =>
      call({
        method: 'POST',
        path: '/api/chat/report',
        form: { message_id: form.message_id, reason: form.reason ?? '' },
        schema: reportAnswerSchema,
      }),
    /** `GET /api/chat/bet-card-privacy` (access token only): whether the caller hides their bet cards. */
    betCardPrivacy: () =>
      call({ path: '/api/chat/bet-card-privacy', schema: z.object({ hidden: z.number().int() }) }),
    /** `POST /api/chat/bet-card-privacy` (access token only): hides (1) or shows (0) the caller's bet cards. */
    setBetCardPrivacy: (hidden: 0 | 1) =>
      call({
        method: 'POST',
        path: '/api/chat/bet-card-privacy',
        form: { hidden },
        schema: z.object({ hidden: z.number().int() }),
      }),
    /** `POST /api/chat/mute` (members): 屏蔽 (1) or 取消屏蔽 (0) of another member by their chat id (`userinfo.user_id`). */
    setMuted: (form: { user_id: number; muted: 0 | 1 }) =>
      call({ method: 'POST', path: '/api/chat/mute', form, schema: muteAnswerSchema }),
    /** `GET /api/chat/mutes` (members): the members the caller muted, newest first. */
    mutedUsers: () => call({ path: '/api/chat/mutes', schema: mutedUsersSchema }),
    /**
     * `POST /api/chat/read`: marks a room read up to `message_id` (default: its newest message); a mark never
     * moves back. Every device of the caller then counts from it.
     */
    markRead: (form: { room_id: number; message_id?: number }) =>
      call({
        method: 'POST',
        path: '/api/chat/read',
        form: form.message_id === undefined ? { room_id: form.room_id } : { ...form },
        schema: chatReadMarkSchema,
      }),
    /**
     * `GET /api/chat/unread`: others' messages after the caller's mark among each joined room's latest 200
     * (no system lines, deleted messages or muted senders); rooms not joined have no row.
     */
    unread: () => call({ path: '/api/chat/unread', schema: chatUnreadSchema }),
  }
}
/** The chat client. */
export type ChatApi = ReturnType<typeof chatApi>

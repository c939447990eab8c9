import { randomBytes, randomInt } from 'node:crypto'
import {
  chatCommands,
  HONGBAO_DEFAULT_GREETING,
  HONGBAO_EXPIRY_MS,
  hongbaoError,
  hongbaoTexts,
  isChatMaintenance,
  RATE_LIMITED_MESSAGE,
  STAFF_CHAT_LEVEL,
  splitHongbao,
  winNoticeOf,
} from '@liuhe/domain'
import type { Clock } from '../clock'
import { HttpError } from '../envelope'
import { NotFoundError, RefusedError } from '../errors'
import type { RateLimiter } from '../http/rateLimit'
import { refuseChangedRequest, requestHash } from '../http/requestHash'
import { assertMayChat } from '../responsible/guard'
import type { Stores } from '../store'
import type { ChatMessageRecord, ChatRoomRow, ChatUserRow, ContactRow, HongbaoRow } from '../store/chat'
import { configKeys } from '../store/config'

/** Config key of the chat service's own settings ({@link ChatSettings}); absent: the defaults. */
export const CHAT_SETTINGS_KEY = configKeys.chatSettings

/** Settings of the chat service an operator (or a test, or the bench) may change. */
export interface ChatSettings {
  /** A payout of at least this many fen sends a win notice to the game's room. */
  winNoticeFen: number
  /** How long clients show the win popup, seconds. */
  winPopupSeconds: number
  /** Sockets one chat user may have open; one more gets the too-many-tabs command. */
  maxSocketsPerUser: number
  /** Largest image upload, bytes. */
  maxImageBytes: number
  /** A socket that sent nothing (clients ping every 15 s) for this long is dropped. */
  socketIdleSeconds: number
}

/** The defaults of {@link ChatSettings}. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  winNoticeFen: 10_000,
  winPopupSeconds: 5,
  maxSocketsPerUser: 5,
  maxImageBytes: 2 * 1024 * 1024,
  socketIdleSeconds: 45,
}

/** The socket URL the token calls hand out (served by `chat/socket.ts` on the platform's HTTP server). */
export const CHAT_SOCKET_PATH = '/ws-chat'

/** Chat refusal texts. */
export const chatRefusals = {
  unavailable: () => new HttpError(405, 'CHAT/UNAVAILABLE', '聊天室目前不可用'),
  maintenance: () => new RefusedError('CHAT/MAINTENANCE', '系统在维护中，请稍等！'),
  tokenInvalid: () => new HttpError(401, 'CHAT/TOKEN_INVALID', '聊天登录已失效，请重新进入'),
  forbidden: () => new HttpError(403, 'CHAT/FORBIDDEN', '您没有权限访问该聊天室'),
  noChat: () => new RefusedError('CHAT/FORBIDDEN', '您暂无聊天权限'),
  staffOnly: () => new HttpError(403, 'CHAT/FORBIDDEN', '仅客服可以进行该操作'),
  silenced: () => new RefusedError('CHAT/SILENCED', '您已被禁言'),
  roomDisabled: () => new RefusedError('CHAT/ROOM_DISABLED', '该聊天室已关闭发言'),
  slowMode: (seconds: number) => new RefusedError('CHAT/SLOW_MODE', `发言过快，请${seconds}秒后再试`),
  rateLimited: () => new RefusedError('SYS/TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE),
  emptyText: () => new RefusedError('SYS/BAD_REQUEST', '消息内容不能为空'),
  tooLong: (max: number) => new RefusedError('SYS/BAD_REQUEST', `消息不能超过${max}个字`),
  badImage: () => new RefusedError('SYS/BAD_REQUEST', '图片地址无效'),
  guestOnly: () => new RefusedError('CHAT/FORBIDDEN', '请先登录'),
}

/** Where the service sends socket frames (implemented by `chat/socket.ts`). */
export interface ChatBroadcaster {
  /** Sends a frame to every socket joined to a room. */
  toRoom(roomId: number, frame: string): void
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

const isStaff = (user: ChatUserRow) => user.chatLevel === STAFF_CHAT_LEVEL

/** The chat service: identities, tokens, rooms, messages, commands, red packets and win notices. */
export function createChatService(deps: {
  stores: Stores
  clock: Clock
  limiter: RateLimiter
  broadcaster: ChatBroadcaster
}) {
  const { stores, clock, limiter, broadcaster } = deps
  const { chat, config } = stores

  const settings = (): ChatSettings => ({
    ...DEFAULT_CHAT_SETTINGS,
    ...config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY),
  })
  const appConfig = () =>
    config.getConfig<{
      rech_level?: { vipLevel: number; enableChat?: number }[]
      chat_maintenance_config?: { configValue?: string }
    }>(configKeys.config) ?? {}

  /** Longest text message: `config_chat.json`'s `max_message_length` (the app reads the same), else 200. */
  const maxMessageLength = () =>
    Number(
      config.getConfig<{ max_message_length?: number }>(configKeys.configChat)?.max_message_length ?? 200,
    )

  /** 405 when chat is switched off (`config_chat.enable_chat` 0). */
  function assertAvailable(): void {
    const chatConfig = config.getConfig<{ enable_chat?: number }>(configKeys.configChat)
    if (chatConfig && Number(chatConfig.enable_chat ?? 1) === 0) throw chatRefusals.unavailable()
  }
  /** Refused while `chat_maintenance_config` is anything but '0'. */
  function assertNotMaintenance(): void {
    if (isChatMaintenance(appConfig().chat_maintenance_config?.configValue)) throw chatRefusals.maintenance()
  }

  /** Whether a user may chat at all: members need `enable_chat` and a VIP level whose rech_level allows it. */
  function mayChat(user: ChatUserRow): boolean {
    if (isStaff(user) || user.kind === 'service') return true
    if (user.kind === 'guest') return false
    if (user.enableChat === 0) return false
    const level = appConfig().rech_level?.find((l) => l.vipLevel === user.vipLevel)
    return Number(level?.enableChat ?? 1) !== 0
  }

  /** The member's chat identity, made on first use. */
  function memberChatUser(userId: number): ChatUserRow {
    const found = chat.findMemberUser(userId)
    if (found) return found
    const profile = stores.users.findUserProfile(userId)
    const account = profile.account
    chat.insertUser({
      kind: 'member',
      userId,
      hashId: randomBytes(12).toString('hex'),
      nickname: account,
      avatarId: profile.avatarId,
      at: clock.now(),
    })
    return chat.findMemberUser(userId)!
  }

  /** The chat user of a chat token, or of a member's access token; undefined for neither. */
  function userOfToken(token: string | undefined): { user: ChatUserRow; token: string } | undefined {
    if (!token) return undefined
    const chatToken = chat.findToken(token)
    if (chatToken) {
      if (chatToken.accessToken && !stores.users.findUserByToken(chatToken.accessToken, clock.now()))
        return undefined
      const user = chat.findUser(chatToken.chatUserId)
      return user && { user, token }
    }
    const member = stores.users.findUserByToken(token, clock.now())
    return member && { user: memberChatUser(member.userId), token }
  }

  /** The caller of a chat call: 401 CHAT/TOKEN_INVALID without a valid chat or access token. */
  function requireCaller(token: string | undefined): ChatUserRow {
    const found = userOfToken(token)
    if (!found) throw chatRefusals.tokenInvalid()
    return found.user
  }

  function requireStaff(user: ChatUserRow): void {
    if (!isStaff(user)) throw chatRefusals.staffOnly()
  }

  const tokenAnswer = (user: ChatUserRow, token: string) => ({
    token,
    socket_url: CHAT_SOCKET_PATH,
    connection_id: randomBytes(8).toString('hex'),
    user_id: user.id,
    nickname: user.nickname,
    avatarId: user.avatarId,
    chatLevel: user.chatLevel,
    enableChat: mayChat(user) ? 1 : 0,
  })

  /**
   * A member's chat token for the session of `accessToken`: the session's token when it has one, else a new
   * one. A new session ends the member's chat sessions of other logins (their sockets get
   * `loggedInElsewhere`).
   */
  function generateToken(accessToken: string | undefined, userId: number) {
    const member = accessToken ? stores.users.findUserByToken(accessToken, clock.now()) : undefined
    if (!member || !accessToken) throw chatRefusals.tokenInvalid()
    if (member.userId !== userId) throw chatRefusals.forbidden()
    const user = memberChatUser(userId)
    const existing = chat.sessionToken(user.id, accessToken)
    if (existing) return tokenAnswer(user, existing)
    const token = randomBytes(24).toString('hex')
    const ended = stores.transaction(() => {
      const revoked = chat.revokeOtherSessions(user.id, accessToken)
      chat.insertToken(token, user.id, accessToken, clock.now())
      return revoked
    })
    if (ended.length)
      broadcaster.endTokens(
        ended,
        frameOf(chatCommands.loggedInElsewhere, { msg: '您的账户已在其他设备上登录' }),
      )
    return tokenAnswer(user, token)
  }

  /**
   * Closes the member's chat sockets whose login ended (logout, a password change): called right after the
   * access tokens were revoked, so those sockets get no frame meant for the session any more.
   */
  function endSessionsOf(userId: number): void {
    const user = chat.findMemberUser(userId)
    if (user) broadcaster.endSessions(user.id)
  }

  /** A new chat token for the caller's session (the old one stays valid for its open sockets). */
  function refreshToken(token: string | undefined) {
    const found = userOfToken(token)
    if (!found) throw chatRefusals.tokenInvalid()
    const session = chat.findToken(found.token)
    const accessToken = session ? session.accessToken : found.token
    const fresh = randomBytes(24).toString('hex')
    chat.insertToken(fresh, found.user.id, found.user.kind === 'member' ? accessToken : null, clock.now())
    return { tokenChat: fresh }
  }

  /** A new guest identity with its chat token. */
  function generateGuest() {
    const token = randomBytes(24).toString('hex')
    const hashId = randomBytes(12).toString('hex')
    const id = stores.transaction(() => {
      const id = chat.insertUser({
        kind: 'guest',
        userId: null,
        hashId,
        nickname: `游客${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        avatarId: 1,
        at: clock.now(),
      })
      chat.insertToken(token, id, null, clock.now())
      return id
    })
    const user = chat.findUser(id)!
    return {
      id,
      name: user.nickname,
      hash_id: hashId,
      token,
      socket_url: CHAT_SOCKET_PATH,
      connection_id: randomBytes(8).toString('hex'),
    }
  }

  const lastMessageOf = (roomId: number) => {
    const last = chat.lastMessage(roomId)
    return last
      ? {
          type: last.type as 'text',
          body: last.body,
          created_at: String(last.createdAt),
          nickname: last.nickname,
        }
      : null
  }

  const contactOf = (c: ContactRow) => ({
    friend_id: c.friend.id,
    room_id: c.roomId,
    nickname: c.friend.nickname,
    avatarId: c.friend.avatarId,
    chatLevel: c.friend.chatLevel,
    remark: c.remark,
    last_message: lastMessageOf(c.roomId),
  })

  /** The game rooms of lottery games that have none yet (games seeded after migration 10). */
  function ensureGameRooms(): void {
    stores.transaction(() => {
      stores.lottery.listLotteryGames().forEach((game, i) => {
        chat.ensureGameRoom(`${game.gameName}聊天室`, game.gameId, 10 + i, clock.now())
      })
    })
  }

  /** The rooms by class group; refused in maintenance like the history (the app shows the notice). */
  function roomList() {
    assertNotMaintenance()
    const rooms = chat.publicRooms()
    return {
      class_groups: chat.classGroups().map((group) => ({
        id: group.id,
        name: group.name,
        chatroom: rooms.filter((r) => r.classGroupId === group.id).map(roomOf),
      })),
      service_id: chat.serviceUser().id,
    }
  }

  const roomOf = (r: ChatRoomRow) => ({
    room_id: r.id,
    name: r.name,
    game_id: r.gameId,
    total_people: broadcaster.peopleIn(r.id),
    enable_chat: r.enableChat,
    chat_level: r.chatLevel,
    sec_per_mess: r.secPerMess,
    last_message: lastMessageOf(r.id),
  })

  /** Whether a user may read (and join) a room: public rooms for chat members, private rooms for theirs. */
  function mayRead(user: ChatUserRow, room: ChatRoomRow): boolean {
    if (room.kind === 'room') return mayChat(user)
    if (chat.friendIn(room.id, user.id) !== undefined) return true
    // Staff answer the guests of the customer-service account.
    return isStaff(user) && chat.friendIn(room.id, chat.serviceUser().id) !== undefined
  }

  /** A room the user may read; 403 otherwise, 404 when it does not exist. */
  function readableRoom(user: ChatUserRow, roomId: number): ChatRoomRow {
    const room = chat.room(roomId)
    if (!room) throw new NotFoundError('聊天室不存在')
    if (!mayRead(user, room)) throw chatRefusals.forbidden()
    return room
  }

  /** Refusals before anything is written to a room: maintenance, permission, silence, a member's pause, room rules. */
  function assertMaySpeak(user: ChatUserRow, room: ChatRoomRow): void {
    assertNotMaintenance()
    if (!mayRead(user, room)) throw room.kind === 'room' ? chatRefusals.noChat() : chatRefusals.forbidden()
    if (chat.isSilenced(user.id)) throw chatRefusals.silenced()
    // A member in a cool-off or self-exclusion reads the chat but does not send (responsible/guard.ts).
    if (user.kind === 'member' && user.userId !== null) assertMayChat(stores, user.userId, clock.now())
    if (room.kind === 'room' && !isStaff(user)) {
      if (room.enableChat !== 1 || user.chatLevel < room.chatLevel) throw chatRefusals.roomDisabled()
    }
  }

  /** Slow mode: a regular user's next message in a room waits `sec_per_mess` seconds. */
  function assertNotTooSoon(user: ChatUserRow, room: ChatRoomRow): void {
    if (room.secPerMess <= 0 || isStaff(user)) return
    const last = chat.lastSentAt(room.id, user.id)
    const waitMs = last === undefined ? 0 : last + room.secPerMess * 1000 - clock.now()
    if (waitMs > 0) throw chatRefusals.slowMode(Math.ceil(waitMs / 1000))
  }

  /** Broadcasts a stored message to its room; a private one also prompts the other member's sockets. */
  function publish(message: ChatMessageRecord): void {
    const payload = messageOf(message)
    broadcaster.toRoom(message.roomId, frameOf(chatCommands.message, payload))
    if (message.roomKind === 'private') {
      const prompt = frameOf(chatCommands.newPrivateMessage, { message: payload })
      for (const member of chat.membersOf(message.roomId))
        if (member !== message.sender.id) broadcaster.toUser(member, prompt)
    }
  }

  /** Stores a text or image message typed by a user and broadcasts it (the socket's SEND). */
  function send(user: ChatUserRow, input: { roomId: number; type: string; body: string; ip: string }) {
    assertAvailable()
    const room = chat.room(input.roomId)
    if (!room) throw new NotFoundError('聊天室不存在')
    assertMaySpeak(user, room)
    const body = validBody(input.type, input.body)
    assertNotTooSoon(user, room)
    if (limiter.take('chat', input.ip, `chat:${user.id}`) !== undefined) throw chatRefusals.rateLimited()
    const message = stores.transaction(() =>
      chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: input.type as 'text',
        body,
        at: clock.now(),
      }),
    )
    publish(message)
    return message
  }

  /** Checks a message body: text 1..max characters (stored as typed), an image one of our uploads. */
  function validBody(type: string, body: string): string {
    if (type === 'image') {
      if (!/^\/api-messen\/chat\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp)$/.test(body))
        throw chatRefusals.badImage()
      return body
    }
    if (type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '参数错误：type')
    if (body.trim() === '') throw chatRefusals.emptyText()
    const max = maxMessageLength()
    if ([...body].length > max) throw chatRefusals.tooLong(max)
    return body
  }

  function history(user: ChatUserRow, query: { roomId: number; page: number; limit: number }) {
    assertNotMaintenance()
    readableRoom(user, query.roomId)
    const { rows, total } = chat.history(query.roomId, query.page, query.limit)
    return { rows: rows.map(messageOf), total }
  }

  /** The private room of the caller and a friend, made (for both) on first contact. */
  function openPrivate(user: ChatUserRow, friendId: number, remark: string): ContactRow {
    assertNotMaintenance()
    const friend = chat.findUser(friendId)
    if (!friend || friend.id === user.id) throw new NotFoundError('联系人不存在')
    // Guests talk to customer service only; members need chat permission, or to talk to customer service.
    const toService = friend.kind === 'service' || isStaff(friend)
    if (user.kind === 'guest' ? !toService : !mayChat(user) && !toService) throw chatRefusals.noChat()
    if (friend.kind === 'guest' && !isStaff(user)) throw chatRefusals.forbidden()
    const roomId = stores.transaction(
      () =>
        chat.privateRoomOf(user.id, friend.id)?.roomId ??
        chat.createPrivateRoom(user.id, friend.id, remark, '', clock.now()),
    )
    const found = chat.privateRoomOf(user.id, friend.id)!
    return { roomId, remark: found.remark, friend }
  }

  function contactDetail(user: ChatUserRow, friendId: number) {
    const found = chat.privateRoomOf(user.id, friendId)
    const friend = chat.findUser(friendId)
    if (!found || !friend) throw new NotFoundError('联系人不存在')
    return contactOf({ roomId: found.roomId, remark: found.remark, friend })
  }

  /** The guest rooms of the caller: a guest's own, staff see every guest of customer service. */
  function guestFriends(user: ChatUserRow, page: number, perPage: number) {
    const owner = isStaff(user) ? chat.serviceUser().id : user.id
    const { items, total } = isStaff(user)
      ? chat.guestRoomsOf(owner, page, perPage)
      : {
          items: chat.contactsOf(user.id).slice((page - 1) * perPage, page * perPage),
          total: chat.contactsOf(user.id).length,
        }
    return { items: items.map(contactOf), total }
  }

  function guestFriend(user: ChatUserRow, friendId: number) {
    if (isStaff(user)) {
      const found = chat.privateRoomOf(chat.serviceUser().id, friendId)
      const friend = chat.findUser(friendId)
      if (found && friend) return contactOf({ roomId: found.roomId, remark: found.remark, friend })
    }
    return contactDetail(user, friendId)
  }

  // ---- staff calls and their commands ----

  function targetUser(chatUserId: number): ChatUserRow {
    const target = chat.findUser(chatUserId)
    if (!target) throw new NotFoundError('用户不存在')
    return target
  }

  function enableChat(staff: ChatUserRow, chatUserId: number, enable: 0 | 1): void {
    requireStaff(staff)
    const target = targetUser(chatUserId)
    if (target.userId === null) throw new RefusedError('SYS/BAD_REQUEST', '参数错误：user_id')
    chat.setEnableChat(target.userId, enable)
    broadcaster.toUser(target.id, frameOf(chatCommands.chatEnabled, { enableChat: enable }))
  }

  function silence(staff: ChatUserRow, chatUserId: number, on: 0 | 1): void {
    requireStaff(staff)
    const target = targetUser(chatUserId)
    chat.setSilenced(target.id, on === 1, staff.id, clock.now())
    broadcaster.toUser(target.id, frameOf(chatCommands.silenced, { silenced: on === 1 }))
  }

  function clearMessages(staff: ChatUserRow, roomId: number): void {
    requireStaff(staff)
    const room = chat.room(roomId)
    if (!room) throw new NotFoundError('聊天室不存在')
    chat.clearRoom(roomId)
    broadcaster.toRoom(roomId, frameOf(chatCommands.messagesCleared, { room_id: roomId }))
  }

  /** A message staff or its sender may change. */
  function ownMessage(user: ChatUserRow, messageId: number): ChatMessageRecord {
    const message = chat.findMessage(messageId)
    if (!message || message.deleted) throw new NotFoundError('消息不存在')
    if (!isStaff(user) && message.sender.id !== user.id) throw chatRefusals.staffOnly()
    return message
  }

  function deleteMessage(user: ChatUserRow, messageId: number): void {
    const message = ownMessage(user, messageId)
    chat.markDeleted(message.id)
    const updated = chat.findMessage(message.id)!
    broadcaster.toRoom(updated.roomId, frameOf(chatCommands.messageUpdated, { message: messageOf(updated) }))
  }

  function updateMessage(user: ChatUserRow, messageId: number, body: string) {
    const message = ownMessage(user, messageId)
    if (message.type !== 'text') throw new RefusedError('SYS/BAD_REQUEST', '只能修改文字消息')
    chat.updateBody(message.id, validBody('text', body))
    const updated = messageOf(chat.findMessage(message.id)!)
    broadcaster.toRoom(message.roomId, frameOf(chatCommands.messageUpdated, { message: updated }))
    return updated
  }

  function enableRoom(staff: ChatUserRow, roomId: number, enable: 0 | 1): void {
    requireStaff(staff)
    if (!chat.setRoomEnable(roomId, enable)) throw new NotFoundError('聊天室不存在')
    broadcaster.toAll(frameOf(chatCommands.roomEnabled, { room_id: roomId, enable_chat: enable }))
  }

  function invite(staff: ChatUserRow, chatUserId: number, roomId: number): void {
    requireStaff(staff)
    const target = targetUser(chatUserId)
    const room = chat.room(roomId)
    if (!room || room.kind !== 'room') throw new NotFoundError('聊天室不存在')
    broadcaster.toUser(
      target.id,
      frameOf(chatCommands.inviteToRoom, { room_id: room.id, room_name: room.name, from: userInfoOf(staff) }),
    )
  }

  function setWinPopupDuration(staff: ChatUserRow, seconds: number): void {
    requireStaff(staff)
    config.setConfig(CHAT_SETTINGS_KEY, {
      ...config.getConfig<Partial<ChatSettings>>(CHAT_SETTINGS_KEY),
      winPopupSeconds: seconds,
    })
    broadcaster.toAll(frameOf(chatCommands.winPopupDuration, { seconds }))
  }

  // ---- red packets ----

  function hongbaoOf(h: HongbaoRow, viewer?: ChatUserRow) {
    const shares = chat.shares(h.id)
    const grabbed = shares.filter((s) => s.userId !== null)
    const grabbedFen = grabbed.reduce((sum, s) => sum + s.amountFen, 0)
    const mine = viewer?.userId == null ? undefined : grabbed.find((s) => s.userId === viewer.userId)
    return {
      id: h.id,
      room_id: h.roomId,
      sender: userInfoOf(chat.findUser(h.senderChatId)!),
      greeting: h.greeting,
      amount_fen: h.amountFen,
      count: h.count,
      grabbed_count: grabbed.length,
      grabbed_fen: grabbedFen,
      status:
        h.refundedAt !== null
          ? ('refunded' as const)
          : grabbed.length === h.count
            ? ('empty' as const)
            : ('open' as const),
      created_at: String(h.createdAt),
      expires_at: String(h.expiresAt),
      my_share_fen: mine?.amountFen ?? null,
      shares: grabbed
        .sort((a, b) => (a.grabbedAt ?? 0) - (b.grabbedAt ?? 0) || a.idx - b.idx)
        .map((s) => ({
          user: userInfoOf(chat.findUser(s.chatUserId!)!),
          amount_fen: s.amountFen,
          at: String(s.grabbedAt),
        })),
    }
  }

  /**
   * Sends a red packet: the split fixed now, the amount debited with its ledger row, the packet and its room
   * message stored — one transaction. The same idempotency key again answers the first packet unchanged, or
   * 422 when it comes with another room, amount, count or greeting (`refuseChangedRequest`).
   */
  function sendHongbao(
    user: ChatUserRow,
    form: { roomId: number; amountFen: number; count: number; greeting: string; key: string; ip: string },
  ) {
    assertAvailable()
    if (user.kind !== 'member' || user.userId === null) throw chatRefusals.guestOnly()
    const memberId = user.userId
    const hash = requestHash({
      roomId: form.roomId,
      amountFen: form.amountFen,
      count: form.count,
      greeting: form.greeting,
    })
    const previous = chat.hongbaoByKey(memberId, form.key)
    if (previous) {
      refuseChangedRequest(previous.requestHash, hash)
      return hongbaoOf(previous, user)
    }
    const error = hongbaoError({ amountFen: form.amountFen, count: form.count, greeting: form.greeting })
    if (error) throw new RefusedError('SYS/BAD_REQUEST', error)
    const room = chat.room(form.roomId)
    if (!room || room.kind !== 'room') throw new NotFoundError('聊天室不存在')
    assertMaySpeak(user, room)
    if (limiter.take('chat', form.ip, `chat:${user.id}`) !== undefined) throw chatRefusals.rateLimited()
    const shares = splitHongbao(form.amountFen, form.count, () => randomInt(0, 2 ** 32) / 2 ** 32)
    const now = clock.now()
    const { hongbao, message } = stores.transaction(() => {
      const id = chat.insertHongbao({
        roomId: room.id,
        senderChatId: user.id,
        userId: memberId,
        amountFen: form.amountFen,
        count: form.count,
        greeting: form.greeting || HONGBAO_DEFAULT_GREETING,
        idempotencyKey: form.key,
        requestHash: hash,
        createdAt: now,
        expiresAt: now + HONGBAO_EXPIRY_MS,
      })
      stores.wallet.post({
        userId: memberId,
        type: 'hongbaoSend',
        amountFen: -form.amountFen,
        ref: `hongbao:${id}`,
        at: now,
      })
      chat.insertShares(id, shares)
      const message = chat.insertMessage({
        roomId: room.id,
        senderId: user.id,
        type: 'hongbao',
        body: form.greeting || HONGBAO_DEFAULT_GREETING,
        hongbaoId: id,
        at: now,
      })
      return { hongbao: chat.findHongbao(id)!, message }
    })
    publish(message)
    return hongbaoOf(hongbao, user)
  }

  /** Grabs the next share of a red packet for a member: once per member, never more than the amount. */
  function grabHongbao(user: ChatUserRow, hongbaoId: number) {
    assertAvailable()
    assertNotMaintenance()
    if (user.kind !== 'member' || user.userId === null) throw chatRefusals.guestOnly()
    const memberId = user.userId
    const hongbao = chat.findHongbao(hongbaoId)
    if (!hongbao) throw new NotFoundError('红包不存在')
    const room = chat.room(hongbao.roomId)!
    if (!mayRead(user, room)) throw chatRefusals.noChat()
    const now = clock.now()
    return stores.transaction(() => {
      const fresh = chat.findHongbao(hongbaoId)!
      if (fresh.refundedAt !== null || now >= fresh.expiresAt)
        throw new RefusedError('CHAT/HONGBAO_EXPIRED', hongbaoTexts.expired)
      if (chat.shareOf(hongbaoId, memberId) !== undefined)
        throw new RefusedError('CHAT/HONGBAO_GRABBED', hongbaoTexts.grabbed)
      const amount = chat.grabShare({ hongbaoId, userId: memberId, chatUserId: user.id, at: now })
      if (amount === undefined) throw new RefusedError('CHAT/HONGBAO_EMPTY', hongbaoTexts.empty)
      const balance = stores.wallet.post({
        userId: memberId,
        type: 'hongbaoGrab',
        amountFen: amount,
        ref: `hongbao:${hongbaoId}`,
        at: now,
      })
      return { hongbao_id: hongbaoId, amount_fen: amount, balance_fen: balance }
    })
  }

  function hongbao(user: ChatUserRow, hongbaoId: number) {
    const found = chat.findHongbao(hongbaoId)
    if (!found) throw new NotFoundError('红包不存在')
    readableRoom(user, found.roomId)
    return hongbaoOf(found, user)
  }

  /**
   * Refunds the unclaimed rest of every red packet 24 h old (the scheduler's pass, on the platform's clock):
   * one ledger row each, in the same transaction as the packet's mark. Returns how many were refunded.
   */
  function refundExpired(): number {
    const now = clock.now()
    let refunded = 0
    for (const h of chat.dueForRefund(now)) {
      stores.transaction(() => {
        const rest = chat.unclaimedFen(h.id)
        if (!chat.markRefunded(h.id, rest, now)) return
        if (rest > 0)
          stores.wallet.post({
            userId: h.userId,
            type: 'hongbaoRefund',
            amountFen: rest,
            ref: `hongbao:${h.id}`,
            at: now,
          })
        refunded++
      })
    }
    return refunded
  }

  // ---- win notices ----

  /** Sends a win notice to a game's room for each payout at or above the configured threshold. */
  function announceWins(
    gameId: number,
    gameName: string,
    payouts: readonly { userId: number; payoutFen: number }[],
  ) {
    const room = chat.roomOfGame(gameId)
    if (!room) return 0
    const threshold = settings().winNoticeFen
    let sent = 0
    for (const p of payouts) {
      if (p.payoutFen < threshold) continue
      const user = memberChatUser(p.userId)
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

  return {
    settings,
    assertAvailable,
    assertNotMaintenance,
    mayChat,
    mayRead,
    userOfToken,
    requireCaller,
    generateToken,
    endSessionsOf,
    refreshToken,
    generateGuest,
    ensureGameRooms,
    roomList,
    readableRoom,
    send,
    history,
    openPrivate,
    contactOf,
    contacts: (user: ChatUserRow) => ({ contacts: chat.contactsOf(user.id).map(contactOf) }),
    contactDetail,
    guestFriends,
    guestFriend,
    enableChat,
    silence,
    clearMessages,
    deleteMessage,
    updateMessage,
    enableRoom,
    invite,
    setWinPopupDuration,
    sendHongbao,
    grabHongbao,
    hongbao,
    refundExpired,
    announceWins,
  }
}

/** The chat service of one platform. */
export type ChatService = ReturnType<typeof createChatService>

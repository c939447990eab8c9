import type { Db } from '../db'

/** A chat identity with what the rules need of its member account (null for guests and the service). */
export interface ChatUserRow {
  id: number
  kind: 'member' | 'guest' | 'service'
  userId: number | null
  hashId: string
  nickname: string
  avatarId: number
  /** The member's `users.chat_level` (2 = staff); the service account is staff; guests 0. */
  chatLevel: number
  /** The member's `users.enable_chat`; 1 for guests and the service. */
  enableChat: number
  vipLevel: number
  account: string | null
}

/** A room row. */
export interface ChatRoomRow {
  id: number
  kind: 'room' | 'private'
  classGroupId: number | null
  name: string
  gameId: number | null
  enableChat: number
  chatLevel: number
  secPerMess: number
  lastSeq: number
}

/** A stored message with its sender. */
export interface ChatMessageRecord {
  id: number
  roomId: number
  roomKind: 'room' | 'private'
  seq: number
  type: 'text' | 'image' | 'hongbao' | 'system' | 'betcard'
  body: string
  hongbaoId: number | null
  deleted: number
  createdAt: number
  sender: ChatUserRow
}

/** A red packet row. */
export interface HongbaoRow {
  id: number
  roomId: number
  senderChatId: number
  userId: number
  amountFen: number
  count: number
  greeting: string
  idempotencyKey: string
  createdAt: number
  expiresAt: number
  refundedFen: number | null
  refundedAt: number | null
}

/** A red packet share. */
export interface HongbaoShareRow {
  idx: number
  amountFen: number
  userId: number | null
  chatUserId: number | null
  grabbedAt: number | null
}

/** A private room as one of its members sees it. */
export interface ContactRow {
  roomId: number
  friend: ChatUserRow
  remark: string
}

const userColumns = `cu.id AS id, cu.kind AS kind, cu.user_id AS userId, cu.hash_id AS hashId,
  cu.nickname AS nickname, COALESCE(u.avatar_id, cu.avatar_id) AS avatarId,
  CASE cu.kind WHEN 'service' THEN 2 WHEN 'guest' THEN 0 ELSE u.chat_level END AS chatLevel,
  COALESCE(u.enable_chat, 1) AS enableChat, COALESCE(u.vip_level, 0) AS vipLevel, u.account AS account`
const userFrom = 'chat_users cu LEFT JOIN users u ON u.user_id = cu.user_id'
const roomColumns = `id, kind, class_group_id AS classGroupId, name, game_id AS gameId, enable_chat AS enableChat,
  chat_level AS chatLevel, sec_per_mess AS secPerMess, last_seq AS lastSeq`
const hongbaoColumns = `id, room_id AS roomId, sender_chat_id AS senderChatId, user_id AS userId,
  amount_fen AS amountFen, count, greeting, idempotency_key AS idempotencyKey, created_at AS createdAt,
  expires_at AS expiresAt, refunded_fen AS refundedFen, refunded_at AS refundedAt`

/** The chat service's tables (migration 10). */
export function createChatStore(db: Db) {
  const userById = db.prepare(`SELECT ${userColumns} FROM ${userFrom} WHERE cu.id = ?`)
  const userByMember = db.prepare(`SELECT ${userColumns} FROM ${userFrom} WHERE cu.user_id = ?`)
  const serviceUser = db.prepare(`SELECT ${userColumns} FROM ${userFrom} WHERE cu.kind = 'service' LIMIT 1`)
  const insertUser = db.prepare(
    `INSERT INTO chat_users (kind, user_id, hash_id, nickname, avatar_id, created_at)
     VALUES (@kind, @userId, @hashId, @nickname, @avatarId, @at)`,
  )
  const insertToken = db.prepare(
    'INSERT INTO chat_tokens (token, chat_user_id, access_token, created_at) VALUES (?, ?, ?, ?)',
  )
  const tokenRow = db.prepare(
    'SELECT chat_user_id AS chatUserId, access_token AS accessToken FROM chat_tokens WHERE token = ? AND revoked = 0',
  )
  const sessionToken = db.prepare(
    `SELECT token FROM chat_tokens WHERE chat_user_id = ? AND access_token = ? AND revoked = 0
     ORDER BY created_at DESC LIMIT 1`,
  )
  const revokeOthers = db.prepare(
    `UPDATE chat_tokens SET revoked = 1 WHERE chat_user_id = ? AND revoked = 0
       AND (access_token IS NULL OR access_token <> ?) RETURNING token`,
  )
  const room = db.prepare(`SELECT ${roomColumns} FROM chat_rooms WHERE id = ?`)
  const roomOfGame = db.prepare(`SELECT ${roomColumns} FROM chat_rooms WHERE game_id = ?`)
  const publicRooms = db.prepare(
    `SELECT ${roomColumns} FROM chat_rooms WHERE kind = 'room' ORDER BY sort, id`,
  )
  const classGroups = db.prepare('SELECT id, name FROM chat_class_groups ORDER BY sort, id')
  const insertGameRoom = db.prepare(
    `INSERT OR IGNORE INTO chat_rooms (kind, class_group_id, name, game_id, sec_per_mess, sort, created_at)
     VALUES ('room', 2, ?, ?, 3, ?, ?)`,
  )
  const setRoomEnable = db.prepare("UPDATE chat_rooms SET enable_chat = ? WHERE id = ? AND kind = 'room'")
  const lastMessage = db.prepare(
    `SELECT m.type, m.body, m.created_at AS createdAt, cu.nickname FROM chat_messages m
     JOIN chat_users cu ON cu.id = m.sender_id
     WHERE m.room_id = ? AND m.deleted = 0 AND m.cleared = 0
       AND m.sender_id NOT IN (SELECT muted_chat_id FROM chat_mutes WHERE chat_user_id = ?)
     ORDER BY m.seq DESC LIMIT 1`,
  )
  const bumpSeq = db.prepare(
    'UPDATE chat_rooms SET last_seq = last_seq + 1 WHERE id = ? RETURNING last_seq AS seq',
  )
  const insertMessage = db.prepare(
    `INSERT INTO chat_messages (room_id, seq, sender_id, type, body, hongbao_id, created_at, seeded)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const messageColumns = `m.id AS id, m.room_id AS roomId, r.kind AS roomKind, m.seq AS seq, m.type AS type,
    m.body AS body, m.hongbao_id AS hongbaoId, m.deleted AS deleted, m.created_at AS createdAt, m.sender_id AS senderId`
  const messageById = db.prepare(
    `SELECT ${messageColumns} FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id WHERE m.id = ? AND m.cleared = 0`,
  )
  const history = db.prepare(
    `SELECT ${messageColumns} FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
     WHERE m.room_id = ? AND m.deleted = 0 AND m.cleared = 0
       AND m.sender_id NOT IN (SELECT muted_chat_id FROM chat_mutes WHERE chat_user_id = ?)
     ORDER BY m.seq DESC LIMIT ? OFFSET ?`,
  )
  const historyCount = db.prepare(
    `SELECT COUNT(*) AS n FROM chat_messages WHERE room_id = ? AND deleted = 0 AND cleared = 0
       AND sender_id NOT IN (SELECT muted_chat_id FROM chat_mutes WHERE chat_user_id = ?)`,
  )
  const markDeleted = db.prepare(
    "UPDATE chat_messages SET deleted = 1, body = '' WHERE id = ? AND deleted = 0",
  )
  const updateBody = db.prepare(
    "UPDATE chat_messages SET body = ? WHERE id = ? AND deleted = 0 AND type = 'text'",
  )
  const clearRoom = db.prepare('UPDATE chat_messages SET cleared = 1 WHERE room_id = ? AND cleared = 0')
  const lastSentAt = db.prepare(
    'SELECT MAX(created_at) AS at FROM chat_messages WHERE room_id = ? AND sender_id = ?',
  )
  const silenced = db.prepare('SELECT 1 FROM chat_silenced WHERE chat_user_id = ?')
  const silence = db.prepare(
    'INSERT OR IGNORE INTO chat_silenced (chat_user_id, by_user_id, created_at) VALUES (?, ?, ?)',
  )
  const unsilence = db.prepare('DELETE FROM chat_silenced WHERE chat_user_id = ?')
  const setEnableChat = db.prepare('UPDATE users SET enable_chat = ? WHERE user_id = ?')
  const privateRoomOf = db.prepare(
    'SELECT room_id AS roomId, remark FROM chat_room_members WHERE chat_user_id = ? AND friend_id = ?',
  )
  const insertPrivateRoom = db.prepare(
    "INSERT INTO chat_rooms (kind, name, created_at) VALUES ('private', '', ?) RETURNING id",
  )
  const insertMember = db.prepare(
    'INSERT INTO chat_room_members (room_id, chat_user_id, friend_id, remark) VALUES (?, ?, ?, ?)',
  )
  const membership = db.prepare(
    'SELECT friend_id AS friendId FROM chat_room_members WHERE room_id = ? AND chat_user_id = ?',
  )
  const membersOf = db.prepare('SELECT chat_user_id AS chatUserId FROM chat_room_members WHERE room_id = ?')
  const contacts = db.prepare(
    `SELECT room_id AS roomId, friend_id AS friendId, remark FROM chat_room_members WHERE chat_user_id = ?
     ORDER BY room_id DESC`,
  )
  const guestRooms = db.prepare(
    `SELECT m.room_id AS roomId, m.friend_id AS friendId, m.remark AS remark FROM chat_room_members m
     JOIN chat_users g ON g.id = m.friend_id
     WHERE m.chat_user_id = ? AND g.kind = 'guest' ORDER BY m.room_id DESC LIMIT ? OFFSET ?`,
  )
  const guestRoomCount = db.prepare(
    `SELECT COUNT(*) AS n FROM chat_room_members m JOIN chat_users g ON g.id = m.friend_id
     WHERE m.chat_user_id = ? AND g.kind = 'guest'`,
  )
  const insertHongbao = db.prepare(
    `INSERT INTO chat_hongbao (room_id, sender_chat_id, user_id, amount_fen, count, greeting, idempotency_key,
       request_hash, created_at, expires_at)
     VALUES (@roomId, @senderChatId, @userId, @amountFen, @count, @greeting, @idempotencyKey, @requestHash,
       @createdAt, @expiresAt)
     RETURNING id`,
  )
  const hongbaoById = db.prepare(`SELECT ${hongbaoColumns} FROM chat_hongbao WHERE id = ?`)
  const hongbaoByKey = db.prepare(
    `SELECT ${hongbaoColumns}, request_hash AS requestHash FROM chat_hongbao
     WHERE user_id = ? AND idempotency_key = ?`,
  )
  const insertShare = db.prepare(
    'INSERT INTO chat_hongbao_shares (hongbao_id, idx, amount_fen) VALUES (?, ?, ?)',
  )
  const grabShare = db.prepare(
    `UPDATE chat_hongbao_shares SET user_id = @userId, chat_user_id = @chatUserId, grabbed_at = @at
     WHERE hongbao_id = @hongbaoId AND idx = (
       SELECT MIN(idx) FROM chat_hongbao_shares WHERE hongbao_id = @hongbaoId AND user_id IS NULL)
     RETURNING amount_fen AS amountFen`,
  )
  const shareOf = db.prepare(
    'SELECT amount_fen AS amountFen FROM chat_hongbao_shares WHERE hongbao_id = ? AND user_id = ?',
  )
  const shares = db.prepare(
    `SELECT idx, amount_fen AS amountFen, user_id AS userId, chat_user_id AS chatUserId, grabbed_at AS grabbedAt
     FROM chat_hongbao_shares WHERE hongbao_id = ? ORDER BY idx`,
  )
  const dueForRefund = db.prepare(
    `SELECT ${hongbaoColumns} FROM chat_hongbao WHERE refunded_at IS NULL AND expires_at <= ? ORDER BY id`,
  )
  const markRefunded = db.prepare(
    'UPDATE chat_hongbao SET refunded_fen = ?, refunded_at = ? WHERE id = ? AND refunded_at IS NULL',
  )
  const unclaimed = db.prepare(
    'SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM chat_hongbao_shares WHERE hongbao_id = ? AND user_id IS NULL',
  )

  const findUser = (id: number) => userById.get(id) as ChatUserRow | undefined
  const toMessage = (row: (Omit<ChatMessageRecord, 'sender'> & { senderId: number }) | undefined) => {
    if (!row) return undefined
    const { senderId, ...rest } = row
    return { ...rest, sender: findUser(senderId)! } satisfies ChatMessageRecord
  }

  return {
    findUser,
    findMemberUser: (userId: number) => userByMember.get(userId) as ChatUserRow | undefined,
    serviceUser: () => serviceUser.get() as ChatUserRow,
    insertUser(user: {
      kind: ChatUserRow['kind']
      userId: number | null
      hashId: string
      nickname: string
      avatarId: number
      at: number
    }): number {
      return Number(insertUser.run(user).lastInsertRowid)
    },
    insertToken(token: string, chatUserId: number, accessToken: string | null, at: number): void {
      insertToken.run(token, chatUserId, accessToken, at)
    },
    findToken: (token: string) =>
      tokenRow.get(token) as { chatUserId: number; accessToken: string | null } | undefined,
    sessionToken: (chatUserId: number, accessToken: string) =>
      (sessionToken.get(chatUserId, accessToken) as { token: string } | undefined)?.token,
    /** Revokes the user's chat tokens of other sessions; returns them. */
    revokeOtherSessions: (chatUserId: number, accessToken: string) =>
      (revokeOthers.all(chatUserId, accessToken) as { token: string }[]).map((r) => r.token),
    room: (id: number) => room.get(id) as ChatRoomRow | undefined,
    roomOfGame: (gameId: number) => roomOfGame.get(gameId) as ChatRoomRow | undefined,
    publicRooms: () => publicRooms.all() as ChatRoomRow[],
    classGroups: () => classGroups.all() as { id: number; name: string }[],
    ensureGameRoom(name: string, gameId: number, sort: number, at: number): void {
      insertGameRoom.run(name, gameId, sort, at)
    },
    setRoomEnable: (roomId: number, enable: number) => setRoomEnable.run(enable, roomId).changes > 0,
    /** A room's last message as `viewerId` reads it: not one of a sender they muted (`chat/mutes.ts`). */
    lastMessage: (roomId: number, viewerId = 0) =>
      lastMessage.get(roomId, viewerId) as
        | { type: string; body: string; createdAt: number; nickname: string }
        | undefined,
    /** Stores a message with the room's next sequence number (call inside a transaction). */
    insertMessage(input: {
      roomId: number
      senderId: number
      type: ChatMessageRecord['type']
      body: string
      hongbaoId?: number | null
      at: number
      /** The seed's history (`chat/seedHistory.ts`), kept apart from real messages. */
      seeded?: boolean
    }): ChatMessageRecord {
      const { seq } = bumpSeq.get(input.roomId) as { seq: number }
      const id = Number(
        insertMessage.run(
          input.roomId,
          seq,
          input.senderId,
          input.type,
          input.body,
          input.hongbaoId ?? null,
          input.at,
          input.seeded ? 1 : 0,
        ).lastInsertRowid,
      )
      return toMessage(messageById.get(id) as never)!
    },
    findMessage: (id: number) => toMessage(messageById.get(id) as never),
    /**
     * A page of a room's messages as `viewerId` reads them: without the messages of the senders they muted
     * (migration 22, `chat/mutes.ts`).
     */
    history(
      roomId: number,
      page: number,
      limit: number,
      viewerId = 0,
    ): { rows: ChatMessageRecord[]; total: number } {
      const rows = (history.all(roomId, viewerId, limit, (page - 1) * limit) as never[]).map(
        (r) => toMessage(r)!,
      )
      return { rows: rows.reverse(), total: (historyCount.get(roomId, viewerId) as { n: number }).n }
    },
    markDeleted: (id: number) => markDeleted.run(id).changes > 0,
    updateBody: (id: number, body: string) => updateBody.run(body, id).changes > 0,
    clearRoom: (roomId: number) => clearRoom.run(roomId).changes,
    lastSentAt: (roomId: number, senderId: number) =>
      (lastSentAt.get(roomId, senderId) as { at: number | null }).at ?? undefined,
    isSilenced: (chatUserId: number) => silenced.get(chatUserId) !== undefined,
    setSilenced(chatUserId: number, on: boolean, byUserId: number, at: number): void {
      if (on) silence.run(chatUserId, byUserId, at)
      else unsilence.run(chatUserId)
    },
    setEnableChat: (userId: number, enable: number) => setEnableChat.run(enable, userId).changes > 0,
    privateRoomOf: (chatUserId: number, friendId: number) =>
      privateRoomOf.get(chatUserId, friendId) as { roomId: number; remark: string } | undefined,
    /** Creates a private room of two chat users (call inside a transaction). */
    createPrivateRoom(a: number, b: number, remarkA: string, remarkB: string, at: number): number {
      const { id } = insertPrivateRoom.get(at) as { id: number }
      insertMember.run(id, a, b, remarkA)
      insertMember.run(id, b, a, remarkB)
      return id
    },
    /** The friend a member of a private room chats with; undefined when not a member. */
    friendIn: (roomId: number, chatUserId: number) =>
      (membership.get(roomId, chatUserId) as { friendId: number } | undefined)?.friendId,
    membersOf: (roomId: number) =>
      (membersOf.all(roomId) as { chatUserId: number }[]).map((m) => m.chatUserId),
    contactsOf(chatUserId: number): ContactRow[] {
      return (contacts.all(chatUserId) as { roomId: number; friendId: number; remark: string }[]).map(
        (r) => ({
          roomId: r.roomId,
          remark: r.remark,
          friend: findUser(r.friendId)!,
        }),
      )
    },
    guestRoomsOf(chatUserId: number, page: number, perPage: number): { items: ContactRow[]; total: number } {
      const rows = guestRooms.all(chatUserId, perPage, (page - 1) * perPage) as {
        roomId: number
        friendId: number
        remark: string
      }[]
      return {
        items: rows.map((r) => ({ roomId: r.roomId, remark: r.remark, friend: findUser(r.friendId)! })),
        total: (guestRoomCount.get(chatUserId) as { n: number }).n,
      }
    },
    /** `requestHash`: the hash of the send request that used the key (src/http/requestHash.ts). */
    insertHongbao: (row: Omit<HongbaoRow, 'id' | 'refundedFen' | 'refundedAt'> & { requestHash: string }) =>
      (insertHongbao.get(row) as { id: number }).id,
    insertShares(hongbaoId: number, amounts: readonly number[]): void {
      for (const [idx, amount] of amounts.entries()) insertShare.run(hongbaoId, idx, amount)
    },
    findHongbao: (id: number) => hongbaoById.get(id) as HongbaoRow | undefined,
    hongbaoByKey: (userId: number, key: string) =>
      hongbaoByKey.get(userId, key) as (HongbaoRow & { requestHash: string | null }) | undefined,
    /** Takes the next free share for a user; undefined when none is left. */
    grabShare: (input: { hongbaoId: number; userId: number; chatUserId: number; at: number }) =>
      (grabShare.get(input) as { amountFen: number } | undefined)?.amountFen,
    shareOf: (hongbaoId: number, userId: number) =>
      (shareOf.get(hongbaoId, userId) as { amountFen: number } | undefined)?.amountFen,
    shares: (hongbaoId: number) => shares.all(hongbaoId) as HongbaoShareRow[],
    dueForRefund: (now: number) => dueForRefund.all(now) as HongbaoRow[],
    unclaimedFen: (hongbaoId: number) => (unclaimed.get(hongbaoId) as { fen: number }).fen,
    markRefunded: (id: number, fen: number, at: number) => markRefunded.run(fen, at, id).changes > 0,
  }
}

/** The chat store of one database. */
export type ChatStore = ReturnType<typeof createChatStore>

import { expressionBuilder } from 'kysely'
import { lockedForUpdate, lockWithinTransaction, type Queries } from '../storage/queries'
import type { Database } from '../storage/schema'
import { inTransaction } from '../storage/transactions'

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

/**
 * Expressions over a chat identity (`chat_users as cu`) and its member account (`users as u`, LEFT JOINed:
 * null for guests and the service), outside any one query.
 */
const cuU = expressionBuilder<{ cu: Database['chat_users']; u: Database['users'] }, 'cu' | 'u'>()

/** The columns of a {@link ChatUserRow}, over `chat_users cu LEFT JOIN users u ON u.user_id = cu.user_id`. */
const userColumns = [
  cuU.ref('cu.id').as('id'),
  cuU.ref('cu.kind').$castTo<ChatUserRow['kind']>().as('kind'),
  cuU.ref('cu.user_id').as('userId'),
  cuU.ref('cu.hash_id').as('hashId'),
  cuU.ref('cu.nickname').as('nickname'),
  cuU.fn.coalesce('u.avatar_id', 'cu.avatar_id').$castTo<number>().as('avatarId'),
  cuU
    .case('cu.kind')
    .when('service')
    .then(cuU.lit(2))
    .when('guest')
    .then(cuU.lit(0))
    .else(cuU.ref('u.chat_level'))
    .end()
    .$castTo<number>()
    .as('chatLevel'),
  cuU.fn.coalesce('u.enable_chat', cuU.lit(1)).$castTo<number>().as('enableChat'),
  cuU.fn.coalesce('u.vip_level', cuU.lit(0)).$castTo<number>().as('vipLevel'),
  cuU.ref('u.account').$castTo<string | null>().as('account'),
] as const

/** The columns of a {@link ChatRoomRow}. */
const roomColumns = [
  'id',
  'kind',
  'class_group_id as classGroupId',
  'name',
  'game_id as gameId',
  'enable_chat as enableChat',
  'chat_level as chatLevel',
  'sec_per_mess as secPerMess',
  'last_seq as lastSeq',
] as const

/** The columns of a {@link HongbaoRow}. */
const hongbaoColumns = [
  'id',
  'room_id as roomId',
  'sender_chat_id as senderChatId',
  'user_id as userId',
  'amount_fen as amountFen',
  'count',
  'greeting',
  'idempotency_key as idempotencyKey',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'refunded_fen as refundedFen',
  'refunded_at as refundedAt',
] as const

/** A message row with its sender's columns ({@link userColumns}; the message's own id as `messageId`). */
type MessageRow = Omit<ChatMessageRecord, 'id' | 'sender'> & ChatUserRow & { messageId: number }

/** A {@link MessageRow} as a {@link ChatMessageRecord}. */
const toMessage = (row: MessageRow): ChatMessageRecord => {
  const { messageId, roomId, roomKind, seq, type, body, hongbaoId, deleted, createdAt, ...sender } = row
  return { id: messageId, roomId, roomKind, seq, type, body, hongbaoId, deleted, createdAt, sender }
}

/** A contact row with its friend's columns ({@link userColumns}) as a {@link ContactRow}. */
const toContact = ({ roomId, remark, ...friend }: ChatUserRow & { roomId: number; remark: string }) => ({
  roomId,
  remark,
  friend,
})

/** The chat service's tables (migration 10). */
export function createChatStore(db: Queries) {
  /** Chat identities with their member accounts ({@link userColumns}). */
  const users = () =>
    db.selectFrom('chat_users as cu').leftJoin('users as u', 'u.user_id', 'cu.user_id').select(userColumns)
  const rooms = () => db.selectFrom('chat_rooms').select(roomColumns).$narrowType<Pick<ChatRoomRow, 'kind'>>()
  /** Messages (not cleared) with their room's kind and their sender ({@link MessageRow}), read through `q`. */
  const messages = (q: Queries = db) =>
    q
      .selectFrom('chat_messages as m')
      .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
      .innerJoin('chat_users as cu', 'cu.id', 'm.sender_id')
      .leftJoin('users as u', 'u.user_id', 'cu.user_id')
      .select([
        'm.id as messageId',
        'm.room_id as roomId',
        'r.kind as roomKind',
        'm.seq as seq',
        'm.type as type',
        'm.body as body',
        'm.hongbao_id as hongbaoId',
        'm.deleted as deleted',
        'm.created_at as createdAt',
      ])
      .select(userColumns)
      .$narrowType<Pick<MessageRow, 'roomKind' | 'type'>>()
      .where('m.cleared', '=', 0)
  /** The ids of the senders `viewerId` muted (migration 22, `chat/mutes.ts`). */
  const mutedBy = (viewerId: number) =>
    db.selectFrom('chat_mutes').select('muted_chat_id').where('chat_user_id', '=', viewerId)
  /** A private room's member rows of `chatUserId` with the friend's columns ({@link userColumns}). */
  const contactRows = (chatUserId: number) =>
    db
      .selectFrom('chat_room_members as m')
      .innerJoin('chat_users as cu', 'cu.id', 'm.friend_id')
      .leftJoin('users as u', 'u.user_id', 'cu.user_id')
      .select(['m.room_id as roomId', 'm.remark as remark'])
      .select(userColumns)
      .where('m.chat_user_id', '=', chatUserId)
  /** A message (not cleared) by id, read through `q`. */
  const findMessage = async (id: number, q: Queries = db): Promise<ChatMessageRecord | undefined> => {
    const row = await messages(q).where('m.id', '=', id).executeTakeFirst()
    return row && toMessage(row)
  }

  return {
    findUser: (id: number): Promise<ChatUserRow | undefined> =>
      users().where('cu.id', '=', id).executeTakeFirst(),
    findMemberUser: (userId: number): Promise<ChatUserRow | undefined> =>
      users().where('cu.user_id', '=', userId).executeTakeFirst(),
    serviceUser: async (): Promise<ChatUserRow> =>
      (await users()
        .where('cu.kind', '=', 'service')
        .orderBy('cu.id')
        .limit(1)
        .executeTakeFirst()) as ChatUserRow,
    async insertUser(user: {
      kind: ChatUserRow['kind']
      userId: number | null
      hashId: string
      nickname: string
      avatarId: number
      at: number
    }): Promise<number> {
      const { id } = await db
        .insertInto('chat_users')
        .values({
          kind: user.kind,
          user_id: user.userId,
          hash_id: user.hashId,
          nickname: user.nickname,
          avatar_id: user.avatarId,
          created_at: user.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(id)
    },
    /**
     * A member's chat identity unless they have one: an identity made meanwhile (another request, another
     * process) is kept, this one not written (`chat_users.user_id` is UNIQUE).
     */
    async ensureMemberUser(user: {
      userId: number
      hashId: string
      nickname: string
      avatarId: number
      at: number
    }): Promise<void> {
      await db
        .insertInto('chat_users')
        .values({
          kind: 'member',
          user_id: user.userId,
          hash_id: user.hashId,
          nickname: user.nickname,
          avatar_id: user.avatarId,
          created_at: user.at,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
    },
    async insertToken(
      token: string,
      chatUserId: number,
      accessToken: string | null,
      at: number,
    ): Promise<void> {
      await db
        .insertInto('chat_tokens')
        .values({ token, chat_user_id: chatUserId, access_token: accessToken, created_at: at })
        .execute()
    },
    findToken: (token: string): Promise<{ chatUserId: number; accessToken: string | null } | undefined> =>
      db
        .selectFrom('chat_tokens')
        .select(['chat_user_id as chatUserId', 'access_token as accessToken'])
        .where('token', '=', token)
        .where('revoked', '=', 0)
        .executeTakeFirst(),
    /** The newest chat token of the session of `accessToken` (tokens made in one millisecond: by token). */
    sessionToken: async (chatUserId: number, accessToken: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('chat_tokens')
          .select('token')
          .where('chat_user_id', '=', chatUserId)
          .where('access_token', '=', accessToken)
          .where('revoked', '=', 0)
          .orderBy('created_at', 'desc')
          .orderBy('token', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.token,
    /** Revokes the user's chat tokens of other sessions; returns them. */
    revokeOtherSessions: async (chatUserId: number, accessToken: string): Promise<string[]> =>
      (
        await db
          .updateTable('chat_tokens')
          .set({ revoked: 1 })
          .where('chat_user_id', '=', chatUserId)
          .where('revoked', '=', 0)
          .where((eb) => eb.or([eb('access_token', 'is', null), eb('access_token', '<>', accessToken)]))
          .returning('token')
          .execute()
      ).map((r) => r.token),
    room: (id: number): Promise<ChatRoomRow | undefined> => rooms().where('id', '=', id).executeTakeFirst(),
    roomOfGame: (gameId: number): Promise<ChatRoomRow | undefined> =>
      rooms().where('game_id', '=', gameId).executeTakeFirst(),
    publicRooms: (): Promise<ChatRoomRow[]> =>
      rooms().where('kind', '=', 'room').orderBy('sort').orderBy('id').execute(),
    classGroups: (): Promise<{ id: number; name: string }[]> =>
      db.selectFrom('chat_class_groups').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    /** The room of a game, unless it has one. */
    async ensureGameRoom(name: string, gameId: number, sort: number, at: number): Promise<void> {
      await db
        .insertInto('chat_rooms')
        .values({
          kind: 'room',
          class_group_id: 2,
          name,
          game_id: gameId,
          sec_per_mess: 3,
          sort,
          created_at: at,
        })
        .onConflict((oc) => oc.column('game_id').doNothing())
        .execute()
    },
    setRoomEnable: async (roomId: number, enable: number): Promise<boolean> => {
      const { numUpdatedRows } = await db
        .updateTable('chat_rooms')
        .set({ enable_chat: enable })
        .where('id', '=', roomId)
        .where('kind', '=', 'room')
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
    /** A room's last message as `viewerId` reads it: not one of a sender they muted (`chat/mutes.ts`). */
    lastMessage: (
      roomId: number,
      viewerId = 0,
    ): Promise<{ type: string; body: string; createdAt: number; nickname: string } | undefined> =>
      db
        .selectFrom('chat_messages as m')
        .innerJoin('chat_users as cu', 'cu.id', 'm.sender_id')
        .select(['m.type', 'm.body', 'm.created_at as createdAt', 'cu.nickname'])
        .where('m.room_id', '=', roomId)
        .where('m.deleted', '=', 0)
        .where('m.cleared', '=', 0)
        .where('m.sender_id', 'not in', mutedBy(viewerId))
        .orderBy('m.seq', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /**
     * Stores a message with the room's next sequence number, both in one transaction (the caller's, when it
     * is one): the room's row is locked from the bump to the commit, so concurrent messages of a room get
     * distinct, increasing numbers.
     */
    insertMessage(input: {
      roomId: number
      senderId: number
      type: ChatMessageRecord['type']
      body: string
      hongbaoId?: number | null
      at: number
      /** The seed's history (`chat/seedHistory.ts`), kept apart from real messages. */
      seeded?: boolean
    }): Promise<ChatMessageRecord> {
      return inTransaction(db, async (trx) => {
        const { seq } = await trx
          .updateTable('chat_rooms')
          .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
          .where('id', '=', input.roomId)
          .returning('last_seq as seq')
          .executeTakeFirstOrThrow()
        const { id } = await trx
          .insertInto('chat_messages')
          .values({
            room_id: input.roomId,
            seq,
            sender_id: input.senderId,
            type: input.type,
            body: input.body,
            hongbao_id: input.hongbaoId ?? null,
            created_at: input.at,
            seeded: input.seeded ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return (await findMessage(Number(id), trx))!
      })
    },
    findMessage: (id: number) => findMessage(id),
    /**
     * A page of a room's messages as `viewerId` reads them: without the messages of the senders they muted
     * (migration 22, `chat/mutes.ts`).
     */
    async history(
      roomId: number,
      page: number,
      limit: number,
      viewerId = 0,
    ): Promise<{ rows: ChatMessageRecord[]; total: number }> {
      const rows = await messages()
        .where('m.room_id', '=', roomId)
        .where('m.deleted', '=', 0)
        .where('m.sender_id', 'not in', mutedBy(viewerId))
        .orderBy('m.seq', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute()
      const { n } = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('room_id', '=', roomId)
        .where('deleted', '=', 0)
        .where('cleared', '=', 0)
        .where('sender_id', 'not in', mutedBy(viewerId))
        .executeTakeFirstOrThrow()
      return { rows: rows.map(toMessage).reverse(), total: Number(n) }
    },
    markDeleted: async (id: number): Promise<boolean> => {
      const { numUpdatedRows } = await db
        .updateTable('chat_messages')
        .set({ deleted: 1, body: '' })
        .where('id', '=', id)
        .where('deleted', '=', 0)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
    updateBody: async (id: number, body: string): Promise<boolean> => {
      const { numUpdatedRows } = await db
        .updateTable('chat_messages')
        .set({ body })
        .where('id', '=', id)
        .where('deleted', '=', 0)
        .where('type', '=', 'text')
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
    /** Clears a room's messages; answers how many. */
    clearRoom: async (roomId: number): Promise<number> => {
      const { numUpdatedRows } = await db
        .updateTable('chat_messages')
        .set({ cleared: 1 })
        .where('room_id', '=', roomId)
        .where('cleared', '=', 0)
        .executeTakeFirst()
      return Number(numUpdatedRows)
    },
    lastSentAt: async (roomId: number, senderId: number): Promise<number | undefined> => {
      const { at } = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('room_id', '=', roomId)
        .where('sender_id', '=', senderId)
        .executeTakeFirstOrThrow()
      return at ?? undefined
    },
    isSilenced: async (chatUserId: number): Promise<boolean> =>
      (await db
        .selectFrom('chat_silenced')
        .select('chat_user_id')
        .where('chat_user_id', '=', chatUserId)
        .executeTakeFirst()) !== undefined,
    async setSilenced(chatUserId: number, on: boolean, byUserId: number, at: number): Promise<void> {
      if (on)
        await db
          .insertInto('chat_silenced')
          .values({ chat_user_id: chatUserId, by_user_id: byUserId, created_at: at })
          .onConflict((oc) => oc.column('chat_user_id').doNothing())
          .execute()
      else await db.deleteFrom('chat_silenced').where('chat_user_id', '=', chatUserId).execute()
    },
    setEnableChat: async (userId: number, enable: number): Promise<boolean> => {
      const { numUpdatedRows } = await db
        .updateTable('users')
        .set({ enable_chat: enable })
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
    privateRoomOf: (
      chatUserId: number,
      friendId: number,
    ): Promise<{ roomId: number; remark: string } | undefined> =>
      db
        .selectFrom('chat_room_members')
        .select(['room_id as roomId', 'remark'])
        .where('chat_user_id', '=', chatUserId)
        .where('friend_id', '=', friendId)
        .executeTakeFirst(),
    /**
     * Inside a transaction, before {@link privateRoomOf} and {@link createPrivateRoom}: waits until no other
     * transaction opens a room of the pair `a`, `b` (either way round), and holds that until this one ends (on
     * PostgreSQL; a SQLite transaction holds the write lock anyway), so a pair's first contacts at once make
     * one room.
     */
    lockPrivatePair: (a: number, b: number): Promise<void> =>
      lockWithinTransaction(db, `chat_private:${Math.min(a, b)}:${Math.max(a, b)}`),
    /** Creates a private room of two chat users: the room and both members in one transaction. */
    createPrivateRoom(a: number, b: number, remarkA: string, remarkB: string, at: number): Promise<number> {
      return inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('chat_rooms')
          .values({ kind: 'private', name: '', created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('chat_room_members')
          .values([
            { room_id: id, chat_user_id: a, friend_id: b, remark: remarkA },
            { room_id: id, chat_user_id: b, friend_id: a, remark: remarkB },
          ])
          .execute()
        return Number(id)
      })
    },
    /** The friend a member of a private room chats with; undefined when not a member. */
    friendIn: async (roomId: number, chatUserId: number): Promise<number | undefined> =>
      (
        await db
          .selectFrom('chat_room_members')
          .select('friend_id')
          .where('room_id', '=', roomId)
          .where('chat_user_id', '=', chatUserId)
          .executeTakeFirst()
      )?.friend_id,
    /** The chat users of a private room, by id. */
    membersOf: async (roomId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('chat_room_members')
          .select('chat_user_id')
          .where('room_id', '=', roomId)
          .orderBy('chat_user_id')
          .execute()
      ).map((m) => m.chat_user_id),
    /** A chat user's private rooms, newest first. */
    contactsOf: async (chatUserId: number): Promise<ContactRow[]> =>
      (await contactRows(chatUserId).orderBy('m.room_id', 'desc').execute()).map(toContact),
    /** A page of the private rooms of `chatUserId` with guests, newest first, and how many there are. */
    async guestRoomsOf(
      chatUserId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: ContactRow[]; total: number }> {
      const rows = await contactRows(chatUserId)
        .where('cu.kind', '=', 'guest')
        .orderBy('m.room_id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute()
      const { n } = await db
        .selectFrom('chat_room_members as m')
        .innerJoin('chat_users as g', 'g.id', 'm.friend_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.chat_user_id', '=', chatUserId)
        .where('g.kind', '=', 'guest')
        .executeTakeFirstOrThrow()
      return { items: rows.map(toContact), total: Number(n) }
    },
    /** `requestHash`: the hash of the send request that used the key (src/http/requestHash.ts). */
    insertHongbao: async (
      row: Omit<HongbaoRow, 'id' | 'refundedFen' | 'refundedAt'> & { requestHash: string },
    ): Promise<number> => {
      const { id } = await db
        .insertInto('chat_hongbao')
        .values({
          room_id: row.roomId,
          sender_chat_id: row.senderChatId,
          user_id: row.userId,
          amount_fen: row.amountFen,
          count: row.count,
          greeting: row.greeting,
          idempotency_key: row.idempotencyKey,
          request_hash: row.requestHash,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(id)
    },
    async insertShares(hongbaoId: number, amounts: readonly number[]): Promise<void> {
      if (amounts.length === 0) return
      await db
        .insertInto('chat_hongbao_shares')
        .values(amounts.map((amount, idx) => ({ hongbao_id: hongbaoId, idx, amount_fen: amount })))
        .execute()
    },
    findHongbao: (id: number): Promise<HongbaoRow | undefined> =>
      db.selectFrom('chat_hongbao').select(hongbaoColumns).where('id', '=', id).executeTakeFirst(),
    /**
     * {@link findHongbao} in a transaction that goes on to change the packet (a grab, a refund): on PostgreSQL
     * its row stays locked until the transaction ends, so grabs and the refund of one packet run one after
     * another there, as every transaction does on SQLite (storage/queries.ts `lockedForUpdate`).
     */
    lockHongbao: (id: number): Promise<HongbaoRow | undefined> =>
      lockedForUpdate(
        db,
        db.selectFrom('chat_hongbao').select(hongbaoColumns).where('id', '=', id),
      ).executeTakeFirst(),
    /**
     * Inside a transaction, before {@link hongbaoByKey} and the send's writes: waits until no other
     * transaction sends a packet of `userId` with `key`, and holds that until this one ends (on PostgreSQL; a
     * SQLite transaction holds the write lock anyway). A retry racing its first try then finds the first
     * packet, where it would fail on the key's UNIQUE constraint.
     */
    lockSendKey: (userId: number, key: string): Promise<void> =>
      lockWithinTransaction(db, `chat_hongbao:${userId}:${key}`),
    hongbaoByKey: (
      userId: number,
      key: string,
    ): Promise<(HongbaoRow & { requestHash: string | null }) | undefined> =>
      db
        .selectFrom('chat_hongbao')
        .select(hongbaoColumns)
        .select('request_hash as requestHash')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    /**
     * Takes the next free share (lowest index) for a user; undefined when none is left. A share already
     * taken is never taken again, and a member holds at most one share of a packet (its UNIQUE key).
     */
    grabShare: async (input: {
      hongbaoId: number
      userId: number
      chatUserId: number
      at: number
    }): Promise<number | undefined> =>
      (
        await db
          .updateTable('chat_hongbao_shares')
          .set({ user_id: input.userId, chat_user_id: input.chatUserId, grabbed_at: input.at })
          .where('hongbao_id', '=', input.hongbaoId)
          .where('user_id', 'is', null)
          .where('idx', '=', (eb) =>
            eb
              .selectFrom('chat_hongbao_shares as free')
              .select((inner) => inner.fn.min('free.idx').as('idx'))
              .where('free.hongbao_id', '=', input.hongbaoId)
              .where('free.user_id', 'is', null),
          )
          .returning('amount_fen as amountFen')
          .executeTakeFirst()
      )?.amountFen,
    shareOf: async (hongbaoId: number, userId: number): Promise<number | undefined> =>
      (
        await db
          .selectFrom('chat_hongbao_shares')
          .select('amount_fen')
          .where('hongbao_id', '=', hongbaoId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.amount_fen,
    shares: (hongbaoId: number): Promise<HongbaoShareRow[]> =>
      db
        .selectFrom('chat_hongbao_shares')
        .select([
          'idx',
          'amount_fen as amountFen',
          'user_id as userId',
          'chat_user_id as chatUserId',
          'grabbed_at as grabbedAt',
        ])
        .where('hongbao_id', '=', hongbaoId)
        .orderBy('idx')
        .execute(),
    dueForRefund: (now: number): Promise<HongbaoRow[]> =>
      db
        .selectFrom('chat_hongbao')
        .select(hongbaoColumns)
        .where('refunded_at', 'is', null)
        .where('expires_at', '<=', now)
        .orderBy('id')
        .execute(),
    unclaimedFen: async (hongbaoId: number): Promise<number> => {
      const { fen } = await db
        .selectFrom('chat_hongbao_shares')
        .select((eb) =>
          eb.cast<number>(eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)), 'bigint').as('fen'),
        )
        .where('hongbao_id', '=', hongbaoId)
        .where('user_id', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(fen)
    },
    markRefunded: async (id: number, fen: number, at: number): Promise<boolean> => {
      const { numUpdatedRows } = await db
        .updateTable('chat_hongbao')
        .set({ refunded_fen: fen, refunded_at: at })
        .where('id', '=', id)
        .where('refunded_at', 'is', null)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
  }
}

/** The chat store of one database. */
export type ChatStore = ReturnType<typeof createChatStore>

import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { type ChatUserRow, createChatStore } from './chat'

/** A member account with the chat's columns set. */
async function member(
  db: Queries,
  account: string,
  more: { avatar_id?: number; chat_level?: number; enable_chat?: number; vip_level?: number } = {},
): Promise<number> {
  return (
    await db
      .insertInto('users')
      .values({
        account,
        password_hash: 'x',
        created_at: 0,
        avatar_id: 3,
        chat_level: 0,
        enable_chat: 1,
        vip_level: 2,
        ...more,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
  ).user_id
}

describeEachEngine('the chat store', (db, engine) => {
  /** The migration's public room and customer-service identity. */
  const general = 1
  const serviceId = 1
  let alice = { userId: 0, chatId: 0 }
  let bob = { userId: 0, chatId: 0 }
  let staff = { userId: 0, chatId: 0 }
  let guest = 0

  beforeAll(async () => {
    const chat = createChatStore(db())
    const chatMember = async (account: string, more: Parameters<typeof member>[2] = {}) => {
      const userId = await member(db(), account, more)
      const chatId = await chat.insertUser({
        kind: 'member',
        userId,
        hashId: `hash-${account}`,
        nickname: account,
        avatarId: 9,
        at: 1,
      })
      return { userId, chatId }
    }
    alice = await chatMember('alice01', { vip_level: 4 })
    bob = await chatMember('bob01', { avatar_id: 5, enable_chat: 0 })
    staff = await chatMember('staff01', { chat_level: 2 })
    guest = await chat.insertUser({
      kind: 'guest',
      userId: null,
      hashId: 'hash-guest',
      nickname: '游客000001',
      avatarId: 7,
      at: 2,
    })
  })

  it('reads identities with what the rules need of their accounts', async () => {
    const chat = createChatStore(db())
    expect(await chat.findUser(alice.chatId)).toEqual({
      id: alice.chatId,
      kind: 'member',
      userId: alice.userId,
      hashId: 'hash-alice01',
      nickname: 'alice01',
      avatarId: 3,
      chatLevel: 0,
      enableChat: 1,
      vipLevel: 4,
      account: 'alice01',
    } satisfies ChatUserRow)
    expect(await chat.findUser(bob.chatId)).toMatchObject({ avatarId: 5, enableChat: 0 })
    expect(await chat.findMemberUser(staff.userId)).toMatchObject({ id: staff.chatId, chatLevel: 2 })
    expect(await chat.findUser(guest)).toEqual({
      id: guest,
      kind: 'guest',
      userId: null,
      hashId: 'hash-guest',
      nickname: '游客000001',
      avatarId: 7,
      chatLevel: 0,
      enableChat: 1,
      vipLevel: 0,
      account: null,
    } satisfies ChatUserRow)
    expect(await chat.serviceUser()).toMatchObject({
      id: serviceId,
      kind: 'service',
      chatLevel: 2,
      userId: null,
    })
    expect(await chat.findUser(999_999)).toBeUndefined()
    expect(await chat.findMemberUser(999_999)).toBeUndefined()
  })

  it('makes a member’s identity once, however many ask at once', async () => {
    const chat = createChatStore(db())
    const userId = await member(db(), 'carol01')
    await Promise.all(
      ['c1', 'c2', 'c3'].map((hashId, i) =>
        chat.ensureMemberUser({ userId, hashId, nickname: `carol${i}`, avatarId: 1, at: i }),
      ),
    )
    const made = await db()
      .selectFrom('chat_users')
      .select(['hash_id', 'kind'])
      .where('user_id', '=', userId)
      .execute()
    expect(made).toHaveLength(1)
    expect(made[0]?.kind).toBe('member')
    await chat.ensureMemberUser({ userId, hashId: 'c4', nickname: 'again', avatarId: 1, at: 9 })
    expect((await chat.findMemberUser(userId))?.hashId).toBe(made[0]?.hash_id)
    // One identity per member: a plain insert of a second is refused.
    await expect(
      chat.insertUser({ kind: 'member', userId, hashId: 'c5', nickname: 'x', avatarId: 1, at: 0 }),
    ).rejects.toThrow()
  })

  it('keeps tokens by session: the newest of a session, the others revoked', async () => {
    const chat = createChatStore(db())
    await chat.insertToken('t-a1', alice.chatId, 'access-1', 100)
    await chat.insertToken('t-a2', alice.chatId, 'access-1', 200)
    await chat.insertToken('t-a3', alice.chatId, 'access-2', 150)
    await chat.insertToken('t-a4', alice.chatId, null, 150)
    await chat.insertToken('t-g', guest, null, 100)
    expect(await chat.findToken('t-a1')).toEqual({ chatUserId: alice.chatId, accessToken: 'access-1' })
    expect(await chat.findToken('t-g')).toEqual({ chatUserId: guest, accessToken: null })
    expect(await chat.findToken('nope')).toBeUndefined()
    expect(await chat.sessionToken(alice.chatId, 'access-1')).toBe('t-a2')
    expect(await chat.sessionToken(alice.chatId, 'access-9')).toBeUndefined()
    // Two tokens of one session made in the same millisecond: the same one every time.
    await chat.insertToken('t-a5', alice.chatId, 'access-1', 200)
    expect(await chat.sessionToken(alice.chatId, 'access-1')).toBe('t-a5')
    expect((await chat.revokeOtherSessions(alice.chatId, 'access-1')).sort()).toEqual(['t-a3', 't-a4'])
    expect(await chat.revokeOtherSessions(alice.chatId, 'access-1')).toEqual([])
    expect(await chat.findToken('t-a3')).toBeUndefined()
    expect(await chat.findToken('t-a1')).toBeDefined()
    expect(await chat.findToken('t-g')).toBeDefined()
  })

  it('lists rooms and class groups in their order, and makes a game’s room once', async () => {
    const chat = createChatStore(db())
    expect(await chat.classGroups()).toEqual([
      { id: 1, name: '综合大厅' },
      { id: 2, name: '彩种聊天室' },
    ])
    await chat.ensureGameRoom('澳门聊天室', 110, 11, 5)
    await chat.ensureGameRoom('香港聊天室', 70, 10, 5)
    await chat.ensureGameRoom('澳门聊天室（又一次）', 110, 12, 6)
    const rooms = await chat.publicRooms()
    expect(rooms.map((r) => [r.name, r.gameId])).toEqual([
      ['六合综合聊天室', null],
      ['香港聊天室', 70],
      ['澳门聊天室', 110],
    ])
    expect(rooms[0]).toEqual({
      id: general,
      kind: 'room',
      classGroupId: 1,
      name: '六合综合聊天室',
      gameId: null,
      enableChat: 1,
      chatLevel: 0,
      secPerMess: 3,
      lastSeq: 0,
    })
    const macau = await chat.roomOfGame(110)
    expect(macau).toMatchObject({ kind: 'room', classGroupId: 2, secPerMess: 3, gameId: 110 })
    expect(await chat.room(macau!.id)).toEqual(macau)
    expect(await chat.roomOfGame(1)).toBeUndefined()
    expect(await chat.room(999_999)).toBeUndefined()
    expect(await chat.setRoomEnable(macau!.id, 0)).toBe(true)
    expect((await chat.room(macau!.id))?.enableChat).toBe(0)
    expect(await chat.setRoomEnable(999_999, 0)).toBe(false)
    await chat.setRoomEnable(macau!.id, 1)
  })

  it('numbers a room’s messages and pages them as a reader sees them', async () => {
    const chat = createChatStore(db())
    await chat.ensureGameRoom('六合彩聊天室', 1001, 20, 0)
    const room = (await chat.roomOfGame(1001))!.id
    expect(await chat.history(room, 1, 10, alice.chatId)).toEqual({ rows: [], total: 0 })
    expect(await chat.lastMessage(room, alice.chatId)).toBeUndefined()
    expect(await chat.lastSentAt(room, alice.chatId)).toBeUndefined()
    const sent = []
    for (const [i, sender] of [alice.chatId, bob.chatId, alice.chatId, guest, bob.chatId].entries())
      sent.push(
        await chat.insertMessage({
          roomId: room,
          senderId: sender,
          type: 'text',
          body: `m${i}`,
          at: 1000 + i,
        }),
      )
    expect(sent.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5])
    expect(sent[0]).toEqual({
      id: sent[0]!.id,
      roomId: room,
      roomKind: 'room',
      seq: 1,
      type: 'text',
      body: 'm0',
      hongbaoId: null,
      deleted: 0,
      createdAt: 1000,
      sender: await chat.findUser(alice.chatId),
    })
    expect((await chat.room(room))?.lastSeq).toBe(5)
    expect(await chat.findMessage(sent[3]!.id)).toEqual(sent[3])
    expect(await chat.lastSentAt(room, alice.chatId)).toBe(1002)

    // Pages run newest first; each page reads oldest first.
    const page1 = await chat.history(room, 1, 2, alice.chatId)
    expect(page1.total).toBe(5)
    expect(page1.rows.map((m) => m.body)).toEqual(['m3', 'm4'])
    expect((await chat.history(room, 3, 2)).rows.map((m) => m.body)).toEqual(['m0'])
    expect((await chat.history(room, 4, 2)).rows).toEqual([])

    // A deleted message leaves the history; a changed one keeps its place.
    expect(await chat.markDeleted(sent[4]!.id)).toBe(true)
    expect(await chat.markDeleted(sent[4]!.id)).toBe(false)
    expect(await chat.findMessage(sent[4]!.id)).toMatchObject({ deleted: 1, body: '' })
    expect(await chat.updateBody(sent[4]!.id, 'x')).toBe(false)
    expect(await chat.updateBody(sent[3]!.id, '改过')).toBe(true)
    expect(await chat.lastMessage(room, alice.chatId)).toEqual({
      type: 'text',
      body: '改过',
      createdAt: 1003,
      nickname: '游客000001',
    })

    // A reader who muted the guest reads neither its lines nor its last message.
    await db()
      .insertInto('chat_mutes')
      .values({ chat_user_id: alice.chatId, muted_chat_id: guest, created_at: 0 })
      .execute()
    const muted = await chat.history(room, 1, 10, alice.chatId)
    expect(muted).toMatchObject({ total: 3 })
    expect(muted.rows.map((m) => m.body)).toEqual(['m0', 'm1', 'm2'])
    expect((await chat.lastMessage(room, alice.chatId))?.body).toBe('m2')
    expect((await chat.history(room, 1, 10, bob.chatId)).total).toBe(4)
    await db().deleteFrom('chat_mutes').execute()

    // Cleared: gone for everyone, the numbering goes on.
    expect(await chat.clearRoom(room)).toBe(5)
    expect(await chat.clearRoom(room)).toBe(0)
    expect(await chat.history(room, 1, 10)).toEqual({ rows: [], total: 0 })
    expect(await chat.findMessage(sent[0]!.id)).toBeUndefined()
    expect(await chat.lastMessage(room)).toBeUndefined()
    const after = await chat.insertMessage({
      roomId: room,
      senderId: serviceId,
      type: 'system',
      body: 's',
      at: 9,
    })
    expect(after).toMatchObject({ seq: 6, sender: { id: serviceId, kind: 'service' } })
  })

  it('gives concurrent messages of a room distinct, gapless numbers', async () => {
    const chat = createChatStore(db())
    await chat.ensureGameRoom('并发聊天室', 1002, 21, 0)
    const room = (await chat.roomOfGame(1002))!.id
    const stored = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        chat.insertMessage({ roomId: room, senderId: alice.chatId, type: 'text', body: `c${i}`, at: i }),
      ),
    )
    expect(stored.map((m) => m.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
    expect((await chat.room(room))?.lastSeq).toBe(12)
    // Inside a caller's transaction the message is its: undone with it.
    await expect(
      inTransaction(db(), async (trx) => {
        await createChatStore(trx).insertMessage({
          roomId: room,
          senderId: bob.chatId,
          type: 'text',
          body: 'no',
          at: 1,
        })
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect((await chat.room(room))?.lastSeq).toBe(12)
    expect((await chat.history(room, 1, 50)).total).toBe(12)
  })

  it('silences, and switches a member’s chat', async () => {
    const chat = createChatStore(db())
    expect(await chat.isSilenced(bob.chatId)).toBe(false)
    await chat.setSilenced(bob.chatId, true, staff.userId, 5)
    await chat.setSilenced(bob.chatId, true, staff.userId, 6)
    expect(await chat.isSilenced(bob.chatId)).toBe(true)
    await chat.setSilenced(bob.chatId, false, staff.userId, 7)
    expect(await chat.isSilenced(bob.chatId)).toBe(false)
    expect(await chat.setEnableChat(bob.userId, 1)).toBe(true)
    expect((await chat.findUser(bob.chatId))?.enableChat).toBe(1)
    expect(await chat.setEnableChat(999_999, 1)).toBe(false)
  })

  it('keeps private rooms: both members, contacts newest first, a page of guests', async () => {
    const chat = createChatStore(db())
    const ab = await chat.createPrivateRoom(alice.chatId, bob.chatId, '小B', '', 10)
    const guestRoom = await chat.createPrivateRoom(serviceId, guest, '', '客服', 11)
    const other = await chat.insertUser({
      kind: 'guest',
      userId: null,
      hashId: 'hash-g2',
      nickname: 'g2',
      avatarId: 1,
      at: 3,
    })
    const guestRoom2 = await chat.createPrivateRoom(serviceId, other, '', '', 12)
    const serviceAlice = await chat.createPrivateRoom(serviceId, alice.chatId, '', '', 13)
    // One pair has one room.
    await expect(chat.createPrivateRoom(alice.chatId, bob.chatId, '', '', 14)).rejects.toThrow()
    expect((await chat.room(ab))?.kind).toBe('private')
    expect(await chat.privateRoomOf(alice.chatId, bob.chatId)).toEqual({ roomId: ab, remark: '小B' })
    expect(await chat.privateRoomOf(bob.chatId, alice.chatId)).toEqual({ roomId: ab, remark: '' })
    expect(await chat.privateRoomOf(bob.chatId, guest)).toBeUndefined()
    expect(await chat.friendIn(ab, alice.chatId)).toBe(bob.chatId)
    expect(await chat.friendIn(ab, staff.chatId)).toBeUndefined()
    expect(await chat.membersOf(ab)).toEqual([alice.chatId, bob.chatId].sort((a, b) => a - b))
    expect(await chat.membersOf(general)).toEqual([])
    const contacts = await chat.contactsOf(serviceId)
    expect(contacts.map((c) => c.roomId)).toEqual([serviceAlice, guestRoom2, guestRoom])
    expect(contacts[2]).toEqual({ roomId: guestRoom, remark: '', friend: await chat.findUser(guest) })
    expect(await chat.contactsOf(staff.chatId)).toEqual([])
    const guests = await chat.guestRoomsOf(serviceId, 1, 1)
    expect(guests.total).toBe(2)
    expect(guests.items).toEqual([{ roomId: guestRoom2, remark: '', friend: await chat.findUser(other) }])
    expect((await chat.guestRoomsOf(serviceId, 2, 1)).items.map((c) => c.roomId)).toEqual([guestRoom])
    expect(await chat.guestRoomsOf(serviceId, 3, 1)).toEqual({ items: [], total: 2 })
    expect(await chat.guestRoomsOf(alice.chatId, 1, 10)).toEqual({ items: [], total: 0 })
  })

  it('opens one private room for a pair however many first contacts come at once, from either side', async () => {
    const open = (a: number, b: number) =>
      inTransaction(db(), async (trx) => {
        const chat = createChatStore(trx)
        await chat.lockPrivatePair(a, b)
        return (await chat.privateRoomOf(a, b))?.roomId ?? chat.createPrivateRoom(a, b, '', '', 20)
      })
    const rooms = await Promise.all([
      open(staff.chatId, bob.chatId),
      open(bob.chatId, staff.chatId),
      open(staff.chatId, bob.chatId),
    ])
    expect(new Set(rooms).size).toBe(1)
    expect(await createChatStore(db()).membersOf(rooms[0]!)).toEqual(
      [staff.chatId, bob.chatId].sort((a, b) => a - b),
    )
    await expect(createChatStore(db()).lockPrivatePair(1, 2)).rejects.toThrow('inside a transaction only')
  })

  /** A packet of alice's in the general room, its shares stored. */
  const packet = async (key: string, shares: number[], at = 100) => {
    const chat = createChatStore(db())
    const amountFen = shares.reduce((a, b) => a + b, 0)
    const id = await chat.insertHongbao({
      roomId: general,
      senderChatId: alice.chatId,
      userId: alice.userId,
      amountFen,
      count: shares.length,
      greeting: '恭喜发财',
      idempotencyKey: key,
      requestHash: `hash-${key}`,
      createdAt: at,
      expiresAt: at + 1000,
    })
    await chat.insertShares(id, shares)
    return { id, amountFen }
  }

  it('stores a red packet, hands its shares out lowest first, once each, and refunds the rest once', async () => {
    const chat = createChatStore(db())
    const { id, amountFen } = await packet('key-one', [30, 50, 20])
    const row = await chat.findHongbao(id)
    expect(row).toEqual({
      id,
      roomId: general,
      senderChatId: alice.chatId,
      userId: alice.userId,
      amountFen: 100,
      count: 3,
      greeting: '恭喜发财',
      idempotencyKey: 'key-one',
      createdAt: 100,
      expiresAt: 1100,
      refundedFen: null,
      refundedAt: null,
    })
    expect(await chat.hongbaoByKey(alice.userId, 'key-one')).toEqual({ ...row, requestHash: 'hash-key-one' })
    expect(await chat.hongbaoByKey(bob.userId, 'key-one')).toBeUndefined()
    expect(await chat.findHongbao(999_999)).toBeUndefined()
    expect(await chat.unclaimedFen(id)).toBe(amountFen)

    expect(await chat.grabShare({ hongbaoId: id, userId: bob.userId, chatUserId: bob.chatId, at: 200 })).toBe(
      30,
    )
    expect(await chat.shareOf(id, bob.userId)).toBe(30)
    expect(await chat.shareOf(id, staff.userId)).toBeUndefined()
    // A member holds one share of a packet.
    await expect(
      chat.grabShare({ hongbaoId: id, userId: bob.userId, chatUserId: bob.chatId, at: 201 }),
    ).rejects.toThrow()
    expect(
      await chat.grabShare({ hongbaoId: id, userId: staff.userId, chatUserId: staff.chatId, at: 202 }),
    ).toBe(50)
    expect(await chat.shares(id)).toEqual([
      { idx: 0, amountFen: 30, userId: bob.userId, chatUserId: bob.chatId, grabbedAt: 200 },
      { idx: 1, amountFen: 50, userId: staff.userId, chatUserId: staff.chatId, grabbedAt: 202 },
      { idx: 2, amountFen: 20, userId: null, chatUserId: null, grabbedAt: null },
    ])
    expect(await chat.unclaimedFen(id)).toBe(20)

    expect(await chat.dueForRefund(1099)).toEqual([])
    const { id: later } = await packet('key-two', [5], 500)
    expect((await chat.dueForRefund(1100)).map((h) => h.id)).toEqual([id])
    expect((await chat.dueForRefund(2000)).map((h) => h.id)).toEqual([id, later])
    expect(await chat.markRefunded(id, 20, 1100)).toBe(true)
    expect(await chat.markRefunded(id, 20, 1101)).toBe(false)
    expect(await chat.findHongbao(id)).toMatchObject({ refundedFen: 20, refundedAt: 1100 })
    expect((await chat.dueForRefund(2000)).map((h) => h.id)).toEqual([later])

    expect(
      await chat.grabShare({ hongbaoId: later, userId: bob.userId, chatUserId: bob.chatId, at: 600 }),
    ).toBe(5)
    expect(
      await chat.grabShare({ hongbaoId: later, userId: staff.userId, chatUserId: staff.chatId, at: 601 }),
    ).toBeUndefined()
    expect(await chat.unclaimedFen(later)).toBe(0)
    await expect(packet('key-two', [1])).rejects.toThrow()
  })

  it('sends one packet per key however many tries of it come at once', async () => {
    const send = () =>
      inTransaction(db(), async (trx) => {
        const chat = createChatStore(trx)
        await chat.lockSendKey(alice.userId, 'key-retry')
        const before = await chat.hongbaoByKey(alice.userId, 'key-retry')
        if (before) return before.id
        return chat.insertHongbao({
          roomId: general,
          senderChatId: alice.chatId,
          userId: alice.userId,
          amountFen: 10,
          count: 1,
          greeting: '',
          idempotencyKey: 'key-retry',
          requestHash: 'h',
          createdAt: 0,
          expiresAt: 1,
        })
      })
    const ids = await Promise.all([send(), send(), send(), send()])
    expect(new Set(ids).size).toBe(1)
    await expect(createChatStore(db()).lockSendKey(alice.userId, 'k')).rejects.toThrow()
  })

  it('hands concurrent grabs one share per member while shares last, never more than the packet', async () => {
    const shares = [11, 12, 13, 14, 15, 16, 17, 18]
    const { id, amountFen } = await packet('key-race', shares)
    const grabbers: { userId: number; chatId: number }[] = []
    for (let i = 0; i < 10; i++) {
      const userId = await member(db(), `race${engine}${i}`)
      const chatId = await createChatStore(db()).insertUser({
        kind: 'member',
        userId,
        hashId: `hash-race-${i}`,
        nickname: `race${i}`,
        avatarId: 1,
        at: 0,
      })
      grabbers.push({ userId, chatId })
    }
    /** The grab as chat/redPackets.ts runs it: the packet locked, then the member's check and the take. */
    const grab = (g: { userId: number; chatId: number }) =>
      inTransaction(db(), async (trx) => {
        const chat = createChatStore(trx)
        await chat.lockHongbao(id)
        if ((await chat.shareOf(id, g.userId)) !== undefined) return 'grabbed'
        return (
          (await chat.grabShare({ hongbaoId: id, userId: g.userId, chatUserId: g.chatId, at: 300 })) ??
          'empty'
        )
      })
    const tally = (results: (number | string)[]) => ({
      taken: results.filter((r): r is number => typeof r === 'number'),
      grabbed: results.filter((r) => r === 'grabbed').length,
      empty: results.filter((r) => r === 'empty').length,
    })
    // Five members twice each at once, with shares to spare: each gets one, and is told so the second time.
    const first = tally(await Promise.all([...grabbers.slice(0, 5), ...grabbers.slice(0, 5)].map(grab)))
    expect(first.taken).toHaveLength(5)
    expect(first).toMatchObject({ grabbed: 5, empty: 0 })
    // Five more twice each: the three shares left go to three of them, the rest find the packet empty.
    const second = tally(await Promise.all([...grabbers.slice(5), ...grabbers.slice(5)].map(grab)))
    expect(second.taken).toHaveLength(3)
    expect(second.grabbed + second.empty).toBe(7)
    expect(second.empty).toBeGreaterThanOrEqual(4)
    const taken = [...first.taken, ...second.taken]
    expect(taken.sort((a, b) => a - b)).toEqual(shares)
    expect(taken.reduce((a, b) => a + b, 0)).toBe(amountFen)
    const chat = createChatStore(db())
    const holders = (await chat.shares(id)).map((s) => s.userId)
    expect(new Set(holders).size).toBe(shares.length)
    expect(holders).not.toContain(null)
    expect(await chat.unclaimedFen(id)).toBe(0)
    expect(await chat.lockHongbao(999_999)).toBeUndefined()
  })
})

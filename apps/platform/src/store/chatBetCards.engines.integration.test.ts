import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { createChatStore } from './chat'
import { type BetCardRow, createChatBetCardStore } from './chatBetCards'

describeEachEngine('the chat bet card store', (db) => {
  let alice = 0
  let bob = 0
  let aliceChat = 0
  let bobChat = 0
  /** A message of alice's in the general room (migration 10's), to hang a card on. */
  const message = async (body = '晒单', seeded = false) =>
    (
      await createChatStore(db()).insertMessage({
        roomId: 1,
        senderId: aliceChat,
        type: 'betcard',
        body,
        at: 10,
        seeded,
      })
    ).id
  const card = (messageId: number, orderNos: string[], more: Partial<BetCardRow> = {}): BetCardRow => ({
    messageId,
    userId: alice,
    gameId: 110,
    turnNum: '2025001',
    playId: 'sm.tema.a',
    orderNos,
    lines: [
      { selection: { kind: 'single', cell: '07' }, stakeFen: 1000, betCount: 1, odds: 48_800 as never },
    ],
    betEndTime: 5000,
    seeded: false,
    createdAt: 10,
    ...more,
  })
  /** A bet of `userId`'s with a status (0 pending, 1 settled, 2 cancelled) and a result. */
  const bet = (orderNo: string, userId: number, status: number, result: number | null) =>
    db()
      .insertInto('bets')
      .values({
        order_no: orderNo,
        user_id: userId,
        game_id: 110,
        turn_num: '2025001',
        play_id: 'sm.tema.a',
        selection: '{}',
        bet_count: 1,
        stake_fen: 1000,
        amount_fen: 1000,
        odds: '{}',
        status,
        result,
        bet_end_time: 5000,
        created_at: 1,
        form_key: `form-${orderNo}`,
      })
      .execute()

  beforeAll(async () => {
    const user = async (account: string) =>
      (
        await db()
          .insertInto('users')
          .values({ account, password_hash: 'x', created_at: 0 })
          .returning('user_id')
          .executeTakeFirstOrThrow()
      ).user_id
    // The bets' game (bets.game_id references games).
    await db()
      .insertInto('games')
      .values({ game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' })
      .execute()
    alice = await user('alice01')
    bob = await user('bob01')
    const chat = createChatStore(db())
    aliceChat = await chat.insertUser({
      kind: 'member',
      userId: alice,
      hashId: 'ha',
      nickname: 'a',
      avatarId: 1,
      at: 0,
    })
    bobChat = await chat.insertUser({
      kind: 'member',
      userId: bob,
      hashId: 'hb',
      nickname: 'b',
      avatarId: 1,
      at: 0,
    })
  })

  it('stores a card as placed and reads it back; none for a message without one', async () => {
    const store = createChatBetCardStore(db())
    const id = await message()
    const stored = card(id, ['A001', 'A002'])
    await store.insert(stored)
    expect(await store.find(id)).toEqual(stored)
    expect(await store.find(999_999)).toBeUndefined()
    expect(await store.settlementOf(999_999)).toBe('cancelled')
    // One card per message.
    await expect(store.insert(stored)).rejects.toThrow()
  })

  it('judges a card by its bets: pending while any is, won when any won or pushed, lost, or cancelled', async () => {
    const store = createChatBetCardStore(db())
    const judged = async (orderNos: string[]) => {
      const id = await message()
      await store.insert(card(id, orderNos))
      return store.settlementOf(id)
    }
    await bet('P001', alice, 0, null)
    await bet('W001', alice, 1, 1)
    await bet('H001', alice, 1, 2)
    await bet('L001', alice, 1, 0)
    await bet('L002', alice, 1, 0)
    await bet('C001', alice, 2, null)
    await bet('B001', bob, 1, 1)
    expect(await judged(['W001', 'P001'])).toBe('pending')
    expect(await judged(['L001', 'W001'])).toBe('won')
    expect(await judged(['H001', 'L002'])).toBe('won')
    expect(await judged(['L001', 'L002', 'C001'])).toBe('lost')
    expect(await judged(['C001'])).toBe('cancelled')
    // Only the sharer's own bets count.
    expect(await judged(['B001'])).toBe('cancelled')
    expect(await judged(['NONE'])).toBe('cancelled')
    expect(await judged([])).toBe('cancelled')
  })

  it('answers a seeded card’s result as judged at seed time, and counts seeded messages', async () => {
    const store = createChatBetCardStore(db())
    const before = await store.seededMessages()
    const won = await message('seeded', true)
    await store.insert({ ...card(won, [], { seeded: true }), seededResult: 'won' })
    const open = await message('seeded', true)
    await store.insert(card(open, [], { seeded: true }))
    expect(await store.settlementOf(won)).toBe('won')
    expect(await store.settlementOf(open)).toBe('pending')
    expect((await store.find(won))?.seeded).toBe(true)
    expect(await store.seededMessages()).toBe(before + 2)
  })

  it('keeps a member’s choice to hide their cards', async () => {
    const store = createChatBetCardStore(db())
    expect(await store.isHidden(alice)).toBe(false)
    await store.setHidden(alice, true, 1)
    expect(await store.isHidden(alice)).toBe(true)
    expect(await store.isHidden(bob)).toBe(false)
    await store.setHidden(alice, false, 2)
    expect(await store.isHidden(alice)).toBe(false)
    await store.setHidden(alice, true, 3)
    expect(await db().selectFrom('chat_bet_card_prefs').selectAll().execute()).toEqual([
      { user_id: alice, hidden: 1, updated_at: 3 },
    ])
  })

  it('records a member’s report of a message once', async () => {
    const store = createChatBetCardStore(db())
    const id = await message()
    expect(await store.report(id, bobChat, '广告', 5)).toBe(true)
    expect(await store.report(id, bobChat, '又一次', 6)).toBe(false)
    expect(await store.report(id, aliceChat, '', 7)).toBe(true)
    const rows = await db()
      .selectFrom('chat_reports')
      .select(['reporter_chat_id', 'reason'])
      .where('message_id', '=', id)
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { reporter_chat_id: bobChat, reason: '广告' },
      { reporter_chat_id: aliceChat, reason: '' },
    ])
  })
})

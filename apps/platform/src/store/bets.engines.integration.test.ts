import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createBetStore, type NewBet } from './bets'

/** A 特码 bet of `userId` on turn `turnNum`: 1 注 of `stakeFen`. */
const bet = (
  orderNo: string,
  userId: number,
  turnNum: string,
  more: Partial<Pick<NewBet, 'stakeFen' | 'createdAt' | 'gameId' | 'betCount'>> = {},
): NewBet => ({
  orderNo,
  userId,
  gameId: more.gameId ?? 110,
  turnNum,
  playId: 'sm.tema.a',
  selection: { kind: 'single', cell: '07' },
  betCount: more.betCount ?? 1,
  stakeFen: more.stakeFen ?? 1_000,
  amountFen: (more.stakeFen ?? 1_000) * (more.betCount ?? 1),
  odds: 49_000,
  model: 1,
  betEndTime: 500,
  createdAt: more.createdAt ?? 100,
  formKey: `form-${orderNo}`,
})

const settled = (result: number, payoutFen: number) => ({
  result,
  payoutFen,
  openNum: '01,02,03,04,05,06,07',
  at: 900,
})

describeEachEngine('the bet store', (db) => {
  let alice = 0
  let bob = 0

  beforeAll(async () => {
    const users = await db()
      .insertInto('users')
      .values([
        { account: 'alice01', password_hash: 'x', created_at: 0 },
        { account: 'bob0001', password_hash: 'x', created_at: 0 },
      ])
      .returning('user_id')
      .execute()
    alice = users[0]!.user_id
    bob = users[1]!.user_id
    await db()
      .insertInto('games')
      .values([
        { game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' },
        { game_id: 70, game_name: '香港六合彩', category: 'LOTTERY', type: 'LOTTERY' },
      ])
      .execute()
  })

  it('answers nothing and zeros for a member without bets', async () => {
    const bets = createBetStore(db())
    expect(await bets.findBet('B-none')).toBeUndefined()
    expect(await bets.formAnswer(alice, 'k')).toBeUndefined()
    expect(await bets.stakedOnTurn(alice, 110, '2026001')).toBe(0)
    expect(await bets.betsToSettle(110, '2026001')).toEqual([])
    expect(await bets.drawnTurnsWithPendingBets()).toEqual([])
    expect(await bets.turnSummary(alice, 110, '2026001')).toEqual({
      bets: 0,
      pending: 0,
      won: 0,
      tied: 0,
      payoutFen: 0,
    })
    expect(await bets.memberTurnPaid(alice, 110, '2026001', 0)).toEqual({ paidFen: 0, won: false, later: 0 })
    expect(await bets.pageOfBets({ userId: alice, fromMs: 0, toMs: 1e6, limit: 10, offset: 0 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await bets.betsBetween(alice, 0, 1e6)).toEqual([])
    // Past 2^53 (and past BIGINT) a game id names no bet on either engine.
    expect(await bets.turnSummary(alice, 1e20, '2026001')).toMatchObject({ bets: 0 })
    expect(
      await bets.pageOfBets({ userId: alice, gameId: 1e20, fromMs: 0, toMs: 1e6, limit: 10, offset: 0 }),
    ).toEqual({ rows: [], total: 0 })
  })

  it('stores bets with ids in placing order, adds them to the turn’s stake and reads one back whole', async () => {
    const bets = createBetStore(db())
    await bets.insertBet(bet('A001', alice, '2026001'))
    await bets.insertBet({
      ...bet('A002', alice, '2026001', { stakeFen: 200, betCount: 4 }),
      selection: { kind: 'cells', cells: ['01', '02', '03', '04'] },
    })
    await bets.insertBet(bet('A003', alice, '2026002'))
    expect(await bets.stakedOnTurn(alice, 110, '2026001')).toBe(1_800)
    expect(await bets.stakedOnTurn(alice, 110, '2026002')).toBe(1_000)
    const first = await bets.findBet('A001')
    const second = await bets.findBet('A002')
    expect(second!.id).toBeGreaterThan(first!.id)
    expect(second).toEqual({
      id: second!.id,
      orderNo: 'A002',
      userId: alice,
      gameId: 110,
      turnNum: '2026001',
      playId: 'sm.tema.a',
      selection: { kind: 'cells', cells: ['01', '02', '03', '04'] },
      betCount: 4,
      stakeFen: 200,
      amountFen: 800,
      odds: 49_000,
      model: 1,
      status: 0,
      result: null,
      payoutFen: 0,
      openNum: '',
      betEndTime: 500,
      createdAt: 100,
      settledAt: null,
    })
    // An order number is a bet's own.
    await expect(bets.insertBet(bet('A001', bob, '2026001'))).rejects.toThrow()
    expect(await bets.stakedOnTurn(bob, 110, '2026001')).toBe(0)
  })

  it('keeps a form’s answer once under its key', async () => {
    const bets = createBetStore(db())
    await bets.saveFormAnswer(alice, 'form-1', { orders: ['A001'], money: 9.5 }, 100, 'hash-1')
    expect(await bets.formAnswer(alice, 'form-1')).toEqual({
      answer: { orders: ['A001'], money: 9.5 },
      requestHash: 'hash-1',
    })
    expect(await bets.formAnswer(bob, 'form-1')).toBeUndefined()
    await expect(bets.saveFormAnswer(alice, 'form-1', {}, 200, 'hash-2')).rejects.toThrow()
    expect((await bets.formAnswer(alice, 'form-1'))?.requestHash).toBe('hash-1')
  })

  it('reads a turn’s pending bets in id order, in pages after an id, and settles each once', async () => {
    const bets = createBetStore(db())
    for (let i = 1; i <= 5; i++) await bets.insertBet(bet(`S00${i}`, i % 2 ? alice : bob, '2026010'))
    const all = await bets.betsToSettle(110, '2026010')
    expect(all.map((b) => b.orderNo)).toEqual(['S001', 'S002', 'S003', 'S004', 'S005'])
    expect(all[0]).toEqual({
      id: all[0]!.id,
      orderNo: 'S001',
      userId: alice,
      playId: 'sm.tema.a',
      selection: { kind: 'single', cell: '07' },
      stakeFen: 1_000,
      betCount: 1,
      odds: 49_000,
    })
    const page = await bets.betsToSettle(110, '2026010', { afterId: all[1]!.id, limit: 2 })
    expect(page.map((b) => b.orderNo)).toEqual(['S003', 'S004'])
    expect(await bets.markSettled(all[0]!.id, settled(1, 49_000))).toBe(true)
    expect(await bets.markSettled(all[0]!.id, settled(0, 0))).toBe(false)
    expect(await bets.markSettled(all[2]!.id, settled(0, 0))).toBe(true)
    expect((await bets.findBet('S001'))!).toMatchObject({
      status: 1,
      result: 1,
      payoutFen: 49_000,
      openNum: '01,02,03,04,05,06,07',
      settledAt: 900,
    })
    expect((await bets.betsToSettle(110, '2026010')).map((b) => b.orderNo)).toEqual(['S002', 'S004', 'S005'])
    // Alice: S001 paid, S003 lost, S005 still pending after S003.
    expect(await bets.memberTurnPaid(alice, 110, '2026010', all[2]!.id)).toEqual({
      paidFen: 49_000,
      won: true,
      later: 1,
    })
    expect(await bets.memberTurnPaid(alice, 110, '2026010', all[4]!.id)).toMatchObject({ later: 0 })
    expect(await bets.memberTurnPaid(bob, 110, '2026010', all[4]!.id)).toEqual({
      paidFen: 0,
      won: false,
      later: 0,
    })
    expect(await bets.turnSummary(alice, 110, '2026010')).toEqual({
      bets: 3,
      pending: 1,
      won: 1,
      tied: 0,
      payoutFen: 49_000,
    })
  })

  it('lists the drawn turns that still have pending bets, by game and turn', async () => {
    await db()
      .insertInto('draws')
      .values([
        { game_id: 110, turn_num: '2026010', open_time: 1, open_num: '' },
        { game_id: 110, turn_num: '2026001', open_time: 1, open_num: '' },
        { game_id: 70, turn_num: '2026010', open_time: 1, open_num: '' },
      ])
      .execute()
    expect(await createBetStore(db()).drawnTurnsWithPendingBets()).toEqual([
      { gameId: 110, turnNum: '2026001' },
      { gameId: 110, turnNum: '2026010' },
    ])
  })

  it('cancels a pending bet once, taking it off its turn’s stake and out of the summary', async () => {
    const bets = createBetStore(db())
    expect(await bets.markCancelled('A002', 300)).toBe(true)
    expect(await bets.markCancelled('A002', 400)).toBe(false)
    expect(await bets.markCancelled('S001', 400)).toBe(false)
    expect(await bets.markCancelled('B-none', 400)).toBe(false)
    expect(await bets.findBet('A002')).toMatchObject({ status: 2, settledAt: 300 })
    expect(await bets.stakedOnTurn(alice, 110, '2026001')).toBe(1_000)
    expect(await bets.turnSummary(alice, 110, '2026001')).toMatchObject({ bets: 1, pending: 1 })
  })

  it('pages a member’s bets newest first (placed at the same time: the later one first), with filters', async () => {
    const bets = createBetStore(db())
    await bets.insertBet(bet('P001', bob, '2026020', { createdAt: 5_000 }))
    await bets.insertBet(bet('P000', bob, '2026020', { createdAt: 5_000 }))
    await bets.insertBet(bet('P002', bob, '2026020', { createdAt: 6_000, gameId: 70 }))
    await bets.insertBet(bet('P003', bob, '2026020', { createdAt: 7_000 }))
    const query = { userId: bob, fromMs: 5_000, toMs: 7_000, limit: 2, offset: 0 }
    const first = await bets.pageOfBets(query)
    expect(first.total).toBe(3)
    expect(first.rows.map((b) => b.orderNo)).toEqual(['P002', 'P000'])
    expect((await bets.pageOfBets({ ...query, offset: 2 })).rows.map((b) => b.orderNo)).toEqual(['P001'])
    expect((await bets.pageOfBets({ ...query, gameId: 110, limit: 9 })).rows.map((b) => b.orderNo)).toEqual([
      'P000',
      'P001',
    ])
    await bets.markCancelled('P000', 5_500)
    const pending = await bets.pageOfBets({ ...query, status: 0, limit: 9 })
    expect(pending).toMatchObject({ total: 2 })
    expect(pending.rows.map((b) => b.orderNo)).toEqual(['P002', 'P001'])
    expect(await bets.betsBetween(bob, 5_000, 7_001)).toEqual([
      { createdAt: 5_000, amountFen: 1_000, payoutFen: 0, status: 0 },
      { createdAt: 6_000, amountFen: 1_000, payoutFen: 0, status: 0 },
      { createdAt: 7_000, amountFen: 1_000, payoutFen: 0, status: 0 },
    ])
  })

  it('adds concurrent bets of one turn to its stake exactly', async () => {
    const place = (i: number) =>
      inTransaction(db(), (trx) =>
        createBetStore(trx).insertBet(bet(`C${String(i).padStart(3, '0')}`, alice, '2026030')),
      )
    await Promise.all(Array.from({ length: 12 }, (_, i) => place(i)))
    expect(await createBetStore(db()).stakedOnTurn(alice, 110, '2026030')).toBe(12_000)
  })

  it('checks one member’s forms one after another: two at once never both pass the turn’s limit or a key', async () => {
    /** A form of 1,000 fen on `turnNum` under key `key`, refused past 1,500 fen on the turn: what it answers. */
    const form = (key: string, orderNo: string, turnNum: string) =>
      inTransaction(db(), async (trx: Queries) => {
        const bets = createBetStore(trx)
        await bets.lockMemberForms(bob)
        const before = await bets.formAnswer(bob, key)
        if (before) return `again:${String(before.answer)}`
        if ((await bets.stakedOnTurn(bob, 110, turnNum)) + 1_000 > 1_500) return 'refused'
        await bets.insertBet(bet(orderNo, bob, turnNum))
        await bets.saveFormAnswer(bob, key, orderNo, 0, key)
        return orderNo
      })
    const limited = await Promise.all([form('k1', 'L001', '2026040'), form('k2', 'L002', '2026040')])
    expect(limited.filter((answer) => answer === 'refused')).toHaveLength(1)
    expect(await createBetStore(db()).stakedOnTurn(bob, 110, '2026040')).toBe(1_000)
    const repeated = await Promise.all([form('k3', 'L003', '2026041'), form('k3', 'L004', '2026041')])
    const placed = repeated.find((answer) => !answer.startsWith('again:'))!
    expect(repeated.sort()).toEqual([placed, `again:${placed}`].sort())
    expect(await createBetStore(db()).stakedOnTurn(bob, 110, '2026041')).toBe(1_000)
    await expect(createBetStore(db()).lockMemberForms(bob)).rejects.toThrow(/inside a transaction/)
  })

  it('settles many bets by outcome in a few statements, answering those that were still pending', async () => {
    const bets = createBetStore(db())
    for (let i = 1; i <= 4; i++) await bets.insertBet(bet(`M00${i}`, i % 2 ? alice : bob, '2026060'))
    const ids = (await bets.betsToSettle(110, '2026060')).map((b) => b.id)
    expect(await bets.markSettled(ids[3]!, settled(0, 0))).toBe(true)
    const marked = await bets.markSettledMany(
      [
        { id: ids[0]!, result: 1, payoutFen: 49_000 },
        { id: ids[1]!, result: 0, payoutFen: 0 },
        { id: ids[2]!, result: 1, payoutFen: 49_000 },
        { id: ids[3]!, result: 1, payoutFen: 49_000 },
      ],
      { openNum: '07', at: 950 },
    )
    expect([...marked].sort((a, b) => a - b)).toEqual(ids.slice(0, 3))
    expect(await bets.markSettledMany([], { openNum: '07', at: 950 })).toEqual(new Set())
    const rows = await Promise.all(['M001', 'M002', 'M003', 'M004'].map((no) => bets.findBet(no)))
    expect(rows.map((b) => [b!.status, b!.result, b!.payoutFen, b!.openNum, b!.settledAt])).toEqual([
      [1, 1, 49_000, '07', 950],
      [1, 0, 0, '07', 950],
      [1, 1, 49_000, '07', 950],
      [1, 0, 0, '01,02,03,04,05,06,07', 900],
    ])
    const paid = await bets.membersTurnPaid([alice, bob, alice], 110, '2026060', 0)
    expect(paid).toEqual(
      new Map([
        [alice, { paidFen: 98_000, won: true, later: 0 }],
        [bob, { paidFen: 0, won: false, later: 0 }],
      ]),
    )
    expect(await bets.membersTurnPaid([], 110, '2026060', 0)).toEqual(new Map())
  })

  it('settles a bet once when two settlements mark it at once', async () => {
    const bets = createBetStore(db())
    await bets.insertBet(bet('D001', alice, '2026050'))
    const { id } = (await bets.findBet('D001'))!
    const mark = () => inTransaction(db(), (trx) => createBetStore(trx).markSettled(id, settled(1, 49_000)))
    expect((await Promise.all([mark(), mark()])).sort()).toEqual([false, true])
  })
})

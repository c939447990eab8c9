import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine, newUser } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createWithdrawalStore, type NewWithdrawal, type PayoutAccount } from './withdrawals'

const card: PayoutAccount = {
  kind: 'bank',
  bankName: '工商银行',
  accountName: '张三',
  cardNo: '6222000011112222',
}

const withdrawal = (userId: number, orderNo: string, more: Partial<NewWithdrawal> = {}): NewWithdrawal => ({
  orderNo,
  userId,
  ...card,
  amountFen: 10_000,
  feeFen: 100,
  deductFen: 0,
  idemKey: null,
  requestHash: null,
  createdAt: 1_000,
  autoApproveAt: 5_000,
  ...more,
})

describeEachEngine('the withdrawal store', (db) => {
  beforeAll(async () => {
    await db()
      .insertInto('games')
      .values({ game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' })
      .execute()
  })

  it('stores a withdrawal and finds it by number and by idempotency key; the key is unique per member', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'wd01')
    const other = await newUser(db(), 'wd02')
    const id = await store.insertWithdrawal(withdrawal(userId, 'W1', { idemKey: 'k1', requestHash: 'h1' }))
    expect(id).toEqual(expect.any(Number))
    const row = {
      id,
      orderNo: 'W1',
      userId,
      ...card,
      amountFen: 10_000,
      feeFen: 100,
      deductFen: 0,
      status: 'pending',
      reason: '',
      createdAt: 1_000,
      autoApproveAt: 5_000,
      decidedAt: null,
    }
    expect(await store.findWithdrawal('W1')).toEqual(row)
    expect(await store.findWithdrawalByKey(userId, 'k1')).toEqual({ ...row, requestHash: 'h1' })
    expect(await store.findWithdrawalByKey(userId, 'k2')).toBeUndefined()
    expect(await store.findWithdrawalByKey(other, 'k1')).toBeUndefined()
    expect(await store.findWithdrawal('W404')).toBeUndefined()
    await expect(store.insertWithdrawal(withdrawal(userId, 'W2', { idemKey: 'k1' }))).rejects.toThrow()
    // Another member may use the same key; no key at all is never a repeat.
    await store.insertWithdrawal(withdrawal(other, 'W3', { idemKey: 'k1' }))
    await store.insertWithdrawal(withdrawal(userId, 'W4'))
    await store.insertWithdrawal(withdrawal(userId, 'W5'))
  })

  it('pages a member’s withdrawals newest first, by status, and sums the day’s requests without the rejected', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'wdpage01')
    for (const [no, at, amountFen] of [
      ['WA', 100, 1_000],
      ['WB', 300, 2_000],
      ['WC', 300, 3_000],
      ['WD', 200, 4_000],
    ] as const) {
      await store.insertWithdrawal(
        withdrawal(userId, no, { createdAt: at, amountFen, autoApproveAt: at + 1_000_000 }),
      )
    }
    expect(await store.reject('WC', '信息有误', 400)).toMatchObject({
      orderNo: 'WC',
      status: 'rejected',
      reason: '信息有误',
      decidedAt: 400,
    })
    const page = await store.pageOfWithdrawals({ userId, limit: 2, offset: 0 })
    expect(page.total).toBe(4)
    // Same time: the later stored first.
    expect(page.rows.map((r) => r.orderNo)).toEqual(['WC', 'WB'])
    expect(
      (await store.pageOfWithdrawals({ userId, limit: 2, offset: 2 })).rows.map((r) => r.orderNo),
    ).toEqual(['WD', 'WA'])
    const rejected = await store.pageOfWithdrawals({ userId, status: 'rejected', limit: 10, offset: 0 })
    expect(rejected).toEqual({ rows: [expect.objectContaining({ orderNo: 'WC' })], total: 1 })
    expect(await store.pageOfWithdrawals({ userId, status: 'approved', limit: 10, offset: 0 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await store.requestedSince(userId, 200)).toEqual({ count: 2, totalFen: 6_000 })
    expect(await store.requestedSince(userId, 0)).toEqual({ count: 3, totalFen: 7_000 })
    expect(await store.requestedSince(userId, 10_000)).toEqual({ count: 0, totalFen: 0 })
  })

  it('approves what is due at its review time, once; a decided withdrawal is not rejected', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'wdapprove01')
    await store.insertWithdrawal(withdrawal(userId, 'WX2', { autoApproveAt: 2_000_000 }))
    await store.insertWithdrawal(withdrawal(userId, 'WX1', { autoApproveAt: 1_000_000, amountFen: 500 }))
    await store.insertWithdrawal(withdrawal(userId, 'WX3', { autoApproveAt: 9_000_000 }))
    const due = (await store.approveDue(2_000_000)).filter((a) => a.userId === userId)
    expect(due).toEqual([
      { userId, orderNo: 'WX2', amountFen: 10_000, at: 2_000_000 },
      { userId, orderNo: 'WX1', amountFen: 500, at: 1_000_000 },
    ])
    expect((await store.approveDue(2_000_000)).filter((a) => a.userId === userId)).toEqual([])
    expect(await store.findWithdrawal('WX1')).toMatchObject({ status: 'approved', decidedAt: 1_000_000 })
    expect(await store.reject('WX1', 'late', 3_000_000)).toBeUndefined()
    expect(await store.reject('W404', 'none', 3_000_000)).toBeUndefined()
  })

  it('rejects a pending withdrawal once under concurrent decisions', async () => {
    const userId = await newUser(db(), 'wdrace01')
    await createWithdrawalStore(db()).insertWithdrawal(withdrawal(userId, 'WR1', { autoApproveAt: 10 ** 12 }))
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        inTransaction(db(), (trx) => createWithdrawalStore(trx).reject('WR1', `r${i}`, i)),
      ),
    )
    expect(answers.filter((a) => a !== undefined)).toHaveLength(1)
  })

  it('saves cards oldest first, finds them by id and number, and updates only the member’s own', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'card01')
    const other = await newUser(db(), 'card02')
    expect(await store.cardsOf(userId)).toEqual([])
    const first = await store.insertCard(userId, card, 10)
    const usdt = { kind: 'usdt' as const, bankName: 'USDT-TRC20', accountName: '', cardNo: 'TXYZ' }
    const second = await store.insertCard(userId, usdt, 20)
    expect((await store.cardsOf(userId)).map((c) => c.id)).toEqual([first, second])
    expect(await store.findCard(userId, second)).toEqual({
      id: second,
      userId,
      ...usdt,
      createdAt: 20,
      updatedAt: 20,
    })
    expect(await store.findCard(other, second)).toBeUndefined()
    expect(await store.findCardByNumber(userId, card.cardNo)).toMatchObject({ id: first })
    expect(await store.findCardByNumber(userId, 'nope')).toBeUndefined()
    await store.updateCard(other, first, { ...card, accountName: '李四' }, 30)
    expect(await store.findCard(userId, first)).toMatchObject({ accountName: '张三', updatedAt: 10 })
    await store.updateCard(userId, first, { ...card, accountName: '李四' }, 30)
    expect(await store.findCard(userId, first)).toMatchObject({
      accountName: '李四',
      createdAt: 10,
      updatedAt: 30,
    })
  })

  it('records turnover requirements, closes them by a withdrawal and opens them again', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'req01')
    const req = { userId, type: 'recharge' as const, ref: 'R1', amountFen: 1_000, multiple: 1, at: 100 }
    await store.addRequirement(req)
    await store.addRequirement({ ...req, ref: 'R2', amountFen: 2_000, multiple: 2, at: 200 })
    // A multiple of 0 asks for nothing: no row.
    await store.addRequirement({ ...req, ref: 'R3', multiple: 0 })
    const open = await store.openRequirements(userId)
    expect(open).toEqual([
      { id: expect.any(Number), type: 'recharge', amountFen: 1_000, multiple: 1, createdAt: 100 },
      { id: expect.any(Number), type: 'recharge', amountFen: 2_000, multiple: 2, createdAt: 200 },
    ])
    const withdrawalId = await store.insertWithdrawal(withdrawal(userId, 'WQ1'))
    await store.clearRequirements(userId, withdrawalId)
    expect(await store.openRequirements(userId)).toEqual([])
    await store.reopenRequirements(withdrawalId)
    expect(await store.openRequirements(userId)).toEqual(open)
  })

  it('reads a member’s settled bets since a time as valid turnover, in settlement order', async () => {
    const store = createWithdrawalStore(db())
    const userId = await newUser(db(), 'valid01')
    const bet = (
      orderNo: string,
      status: number,
      stakeFen: number,
      betCount: number,
      settledAt: number | null,
    ) => ({
      order_no: orderNo,
      user_id: userId,
      game_id: 110,
      turn_num: 'T1',
      play_id: 'sm.tema.a',
      selection: '{}',
      bet_count: betCount,
      stake_fen: stakeFen,
      amount_fen: stakeFen * betCount,
      odds: '48800',
      bet_end_time: 0,
      created_at: 0,
      form_key: orderNo,
      status,
      settled_at: settledAt,
    })
    await db()
      .insertInto('bets')
      .values([
        bet('VB1', 1, 100, 2, 300),
        bet('VB2', 1, 50, 1, 100),
        bet('VB3', 0, 999, 1, null),
        bet('VB4', 2, 999, 1, 200),
        bet('VB5', 1, 70, 1, 50),
      ])
      .execute()
    expect(await store.validBetsSince(userId, 100)).toEqual([
      { validFen: 50, settledAt: 100 },
      { validFen: 200, settledAt: 300 },
    ])
    expect(await store.validBetsSince(userId, 1_000)).toEqual([])
  })
})

import { expect, it } from 'vitest'
import { describeEachEngine, newUser } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createRechargeStore, type NewRechargeOrder } from './recharge'

const order = (userId: number, orderNo: string, more: Partial<NewRechargeOrder> = {}): NewRechargeOrder => ({
  orderNo,
  userId,
  channelId: 'alipay',
  kind: 'eWallet',
  amountFen: 10_000,
  idemKey: null,
  requestHash: null,
  createdAt: 1_000,
  expiresAt: 1_000_000,
  ...more,
})

describeEachEngine('the recharge store', (db) => {
  it('stores an order and finds it by number and by idempotency key; the key is unique per member', async () => {
    const store = createRechargeStore(db())
    const userId = await newUser(db(), 'rc01')
    const other = await newUser(db(), 'rc02')
    await store.insertOrder(order(userId, 'R1', { idemKey: 'k1', requestHash: 'h1' }))
    const row = {
      orderNo: 'R1',
      userId,
      channelId: 'alipay',
      kind: 'eWallet',
      amountFen: 10_000,
      status: 'pending',
      payerName: '',
      providerRef: '',
      createdAt: 1_000,
      expiresAt: 1_000_000,
      paidAt: null,
      creditedAt: null,
      closedAt: null,
    }
    expect(await store.findOrder('R1')).toEqual(row)
    expect(await store.findOrderByKey(userId, 'k1')).toEqual({ ...row, requestHash: 'h1' })
    expect(await store.findOrderByKey(other, 'k1')).toBeUndefined()
    expect(await store.findOrder('R404')).toBeUndefined()
    await expect(store.insertOrder(order(userId, 'R2', { idemKey: 'k1' }))).rejects.toThrow()
    await store.insertOrder(order(other, 'R3', { idemKey: 'k1' }))
  })

  it('pages a member’s orders newest first (then by order number), by status, and counts the pending', async () => {
    const store = createRechargeStore(db())
    const userId = await newUser(db(), 'rcpage01')
    for (const [no, at] of [
      ['RP-A', 100],
      ['RP-C', 300],
      ['RP-B', 300],
      ['RP-D', 200],
    ] as const) {
      await store.insertOrder(order(userId, no, { createdAt: at }))
    }
    expect(await store.pendingCount(userId)).toBe(4)
    expect(await store.markCancelled('RP-D', 400)).toBe(true)
    expect(await store.markCancelled('RP-D', 500)).toBe(false)
    const page = await store.pageOfOrders({ userId, limit: 3, offset: 0 })
    expect(page.total).toBe(4)
    expect(page.rows.map((r) => r.orderNo)).toEqual(['RP-C', 'RP-B', 'RP-D'])
    expect((await store.pageOfOrders({ userId, limit: 3, offset: 3 })).rows.map((r) => r.orderNo)).toEqual([
      'RP-A',
    ])
    expect(await store.pageOfOrders({ userId, status: 'cancelled', limit: 10, offset: 0 })).toEqual({
      rows: [expect.objectContaining({ orderNo: 'RP-D', status: 'cancelled', closedAt: 400 })],
      total: 1,
    })
    expect(await store.pageOfOrders({ userId, status: 'credited', limit: 10, offset: 0 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await store.pendingCount(userId)).toBe(3)
  })

  it('expires what is due, marks bank transfers paid and credits once', async () => {
    const store = createRechargeStore(db())
    const userId = await newUser(db(), 'rcstate01')
    await store.insertOrder(order(userId, 'RS1', { expiresAt: 5_000 }))
    await store.insertOrder(
      order(userId, 'RS2', { kind: 'bank', channelId: 'bank-transfer', expiresAt: 9_000 }),
    )
    await store.expireDue(5_000)
    expect(await store.findOrder('RS1')).toMatchObject({ status: 'expired', closedAt: 5_000 })
    expect(await store.findOrder('RS2')).toMatchObject({ status: 'pending', closedAt: null })
    expect(await store.markPaid('RS1', '张三', 6_000)).toBe(false)
    expect(await store.markPaid('RS2', '张三', 6_000)).toBe(true)
    expect(await store.markPaid('RS2', '李四', 6_500)).toBe(false)
    expect(await store.findOrder('RS2')).toMatchObject({ status: 'paid', payerName: '张三', paidAt: 6_000 })
    // Credited: keeps the time it was paid, or takes the credit's time when it had none.
    expect(await store.markCredited('RS2', '', 7_000)).toBe(true)
    expect(await store.findOrder('RS2')).toMatchObject({
      status: 'credited',
      paidAt: 6_000,
      creditedAt: 7_000,
    })
    expect(await store.markCredited('RS1', 'SIM1', 8_000)).toBe(true)
    expect(await store.findOrder('RS1')).toMatchObject({
      status: 'credited',
      providerRef: 'SIM1',
      paidAt: 8_000,
    })
    expect(await store.markCredited('RS1', 'SIM2', 9_000)).toBe(false)
    expect(await store.markCancelled('RS1', 9_000)).toBe(false)
    expect(await store.markCredited('R404', '', 9_000)).toBe(false)
  })

  it('credits an order once and takes a nonce once under concurrent notifications', async () => {
    const userId = await newUser(db(), 'rcrace01')
    await createRechargeStore(db()).insertOrder(order(userId, 'RR1'))
    const credited = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        inTransaction(db(), (trx) => createRechargeStore(trx).markCredited('RR1', `P${i}`, i)),
      ),
    )
    expect(credited.filter(Boolean)).toHaveLength(1)
    const nonces = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        inTransaction(db(), (trx) => createRechargeStore(trx).useNonce('N-same', 'RR1', i)),
      ),
    )
    expect(nonces.filter(Boolean)).toHaveLength(1)
    const store = createRechargeStore(db())
    expect(await store.useNonce('N-same', 'RR1', 9)).toBe(false)
    expect(await store.useNonce('N-other', 'RR1', 9)).toBe(true)
  })
})

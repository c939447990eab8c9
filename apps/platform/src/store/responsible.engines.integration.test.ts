import { emptyLimits, type LimitSettings } from '@liuhe/domain'
import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createResponsibleStore } from './responsible'

/** A new user (its id). */
const newUser = async (db: Queries, account: string) =>
  (
    await db
      .insertInto('users')
      .values({ account, password_hash: 'x', created_at: 0 })
      .returning('user_id')
      .executeTakeFirstOrThrow()
  ).user_id

/** A recharge order of `userId` (every column named: SQLite writes NULL for one a multi-row insert leaves out). */
const order = (userId: number, orderNo: string, amountFen: number, status: string, createdAt: number) => ({
  order_no: orderNo,
  user_id: userId,
  channel_id: 'alipay',
  kind: 'online',
  amount_fen: amountFen,
  status,
  created_at: createdAt,
  expires_at: createdAt + 1_000,
})

/** A ledger row of `userId`. */
const entry = (userId: number, type: string, amountFen: number, createdAt: number) => ({
  user_id: userId,
  wallet: 'main',
  type,
  amount_fen: amountFen,
  balance_fen: 0,
  ref: '',
  created_at: createdAt,
})

/** Limits with a daily loss limit of `fen`. */
const dailyLoss = (fen: number): LimitSettings => {
  const limits = emptyLimits()
  limits.loss.day = { amountFen: fen }
  return limits
}

describeEachEngine('the responsible-gambling store', (db) => {
  it('answers the defaults for a member who set nothing, locked or not', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg00')
    const defaults = { adultConfirmedAt: null, limits: emptyLimits(), block: null, realityCheckMinutes: 60 }
    expect(await store.settingsOf(userId)).toEqual(defaults)
    expect(await inTransaction(db(), (trx) => createResponsibleStore(trx).lockedSettingsOf(userId))).toEqual(
      defaults,
    )
  })

  it('keeps the first 18+ confirmation, and each setting apart', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg01')
    await store.confirmAdult(userId, 100)
    await store.confirmAdult(userId, 200)
    expect((await store.settingsOf(userId)).adultConfirmedAt).toBe(100)

    const other = await newUser(db(), 'rg02')
    // A first save of any setting creates the row with the defaults for the rest.
    await store.saveRealityCheck(other, 30, 5)
    expect(await store.settingsOf(other)).toEqual({
      adultConfirmedAt: null,
      limits: emptyLimits(),
      block: null,
      realityCheckMinutes: 30,
    })
    await store.saveLimits(other, dailyLoss(50_000), 6)
    await store.saveBlock(other, { kind: 'coolOff', startedAt: 7, until: 9_000 }, 7)
    await store.confirmAdult(other, 8)
    expect(await store.settingsOf(other)).toEqual({
      adultConfirmedAt: 8,
      limits: dailyLoss(50_000),
      block: { kind: 'coolOff', startedAt: 7, until: 9_000 },
      realityCheckMinutes: 30,
    })
    await store.saveBlock(other, { kind: 'selfExclusion', startedAt: 10, until: null }, 10)
    expect(
      await inTransaction(db(), (trx) => createResponsibleStore(trx).lockedSettingsOf(other)),
    ).toMatchObject({
      block: { kind: 'selfExclusion', startedAt: 10, until: null },
      limits: dailyLoss(50_000),
    })
    const row = await db()
      .selectFrom('responsible_settings')
      .select('updated_at')
      .where('user_id', '=', other)
      .executeTakeFirstOrThrow()
    expect(row.updated_at).toBe(10)
  })

  it('reads stored limits over the defaults (a member who set some of them)', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg03')
    await db()
      .insertInto('responsible_settings')
      .values({
        user_id: userId,
        limits: JSON.stringify({ deposit: { week: { amountFen: 700 } } }),
        updated_at: 0,
      })
      .execute()
    const expected = emptyLimits()
    expected.deposit.week = { amountFen: 700 }
    expect((await store.settingsOf(userId)).limits).toEqual(expected)
  })

  it('sums deposits of a period: orders not cancelled or expired, from its start to before its end', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg04')
    const other = await newUser(db(), 'rg05')
    expect(await store.depositsBetween(userId, 0, 10_000)).toBe(0)
    await db()
      .insertInto('recharge_orders')
      .values([
        order(userId, 'R1', 1_000, 'pending', 1_000),
        order(userId, 'R2', 2_000, 'paid', 1_500),
        order(userId, 'R3', 4_000, 'credited', 1_999),
        order(userId, 'R4', 8_000, 'cancelled', 1_200),
        order(userId, 'R5', 16_000, 'expired', 1_300),
        order(userId, 'R6', 32_000, 'credited', 2_000),
        order(userId, 'R7', 64_000, 'credited', 999),
        order(other, 'R8', 128_000, 'credited', 1_500),
      ])
      .execute()
    const fen = await store.depositsBetween(userId, 1_000, 2_000)
    expect(fen).toBe(7_000)
    expect(typeof fen).toBe('number')
    expect(await store.depositsBetween(userId, 0, 10_000)).toBe(103_000)
    expect(await store.depositsBetween(userId, 5_000, 6_000)).toBe(0)
  })

  it('sums the net result of betting: stakes, payouts and refunds of lottery and casino only', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg06')
    expect(await store.netBetween(userId, 0, 10_000)).toBe(0)
    await db()
      .insertInto('ledger')
      .values([
        entry(userId, 'bet', -5_000, 1_000),
        entry(userId, 'payout', 1_200, 1_100),
        entry(userId, 'refund', 300, 1_200),
        entry(userId, 'casinoBet', -700, 1_300),
        entry(userId, 'casinoPayout', 100, 1_400),
        entry(userId, 'recharge', 99_999, 1_500),
        entry(userId, 'withdraw', -50_000, 1_600),
        entry(userId, 'bet', -1_000, 2_000),
      ])
      .execute()
    const fen = await store.netBetween(userId, 1_000, 2_000)
    expect(fen).toBe(-4_100)
    expect(typeof fen).toBe('number')
    expect(await store.netBetween(userId, 1_000, 2_001)).toBe(-5_100)
    expect(await store.netBetween(userId, 1_001, 1_300)).toBe(1_500)
  })

  it('checks two bets of one member at the same time one after the other against the loss limit', async () => {
    const store = createResponsibleStore(db())
    const userId = await newUser(db(), 'rg07')
    await store.confirmAdult(userId, 0)
    await store.saveLimits(userId, dailyLoss(1_000), 0)
    // What responsible/guard.ts assertMayBet does before the bet's stake is written, in the bet's transaction.
    const bet = (stakeFen: number) =>
      inTransaction(db(), async (trx) => {
        const responsible = createResponsibleStore(trx)
        const { limits } = await responsible.lockedSettingsOf(userId)
        const lost = -(await responsible.netBetween(userId, 0, 10_000))
        await new Promise((resolve) => setTimeout(resolve, 20))
        if (lost + stakeFen > limits.loss.day.amountFen!) return false
        await trx
          .insertInto('ledger')
          .values(entry(userId, 'bet', -stakeFen, 100))
          .execute()
        return true
      })
    const placed = await Promise.all([bet(600), bet(600)])
    expect(placed.filter(Boolean)).toHaveLength(1)
    expect(await store.netBetween(userId, 0, 10_000)).toBe(-600)
  })

  it('takes two first changes of a member with no settings yet one after the other', async () => {
    const userId = await newUser(db(), 'rg08')
    // What routes/responsible.ts does to change a limit, in its transaction: read locked, then save on it.
    const tighten = (byFen: number) =>
      inTransaction(db(), async (trx) => {
        const responsible = createResponsibleStore(trx)
        const { limits } = await responsible.lockedSettingsOf(userId)
        await new Promise((resolve) => setTimeout(resolve, 20))
        const next = dailyLoss((limits.loss.day.amountFen ?? 0) + byFen)
        await responsible.saveLimits(userId, next, 1)
      })
    await Promise.all([tighten(1_000), tighten(2_000)])
    const { limits } = await createResponsibleStore(db()).settingsOf(userId)
    expect(limits.loss.day.amountFen).toBe(3_000)
  })
})

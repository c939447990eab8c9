import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine, newUser } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createRewardStore, type NewBonusReward } from './rewards'

/** A bets row of `userId` (status 1: settled). */
const bet = (
  userId: number,
  orderNo: string,
  playId: string,
  stakeFen: number,
  betCount = 1,
  status = 1,
) => ({
  order_no: orderNo,
  user_id: userId,
  game_id: 110,
  turn_num: 'T1',
  play_id: playId,
  selection: '{}',
  bet_count: betCount,
  stake_fen: stakeFen,
  amount_fen: stakeFen * betCount,
  odds: '48800',
  bet_end_time: 0,
  created_at: 0,
  form_key: orderNo,
  status,
  settled_at: status === 1 ? 10 : null,
})

const reward = (userId: number, more: Partial<NewBonusReward> = {}): NewBonusReward => ({
  userId,
  promotionId: 7,
  title: '首充礼金',
  amountFen: 1_800,
  multiple: 3,
  createdAt: 100,
  expiresAt: 10_000,
  ...more,
})

describeEachEngine('the reward store', (db, engine) => {
  beforeAll(async () => {
    await db()
      .insertInto('games')
      .values({ game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' })
      .execute()
  })

  it('sums a member’s settled bets not rebated yet by play, and a claim rebates exactly those', async () => {
    const store = createRewardStore(db())
    const userId = await newUser(db(), 'wash01')
    const other = await newUser(db(), 'wash02')
    expect(await store.unwashedByPlay(userId)).toEqual([])
    expect(await store.lastClaimAt(userId)).toBeNull()
    await db()
      .insertInto('bets')
      .values([
        bet(userId, 'WB1', 'sm.tema.a', 100, 2),
        bet(userId, 'WB2', 'sm.zhengma', 300),
        bet(userId, 'WB3', 'sm.tema.a', 50),
        bet(userId, 'WB4', 'sm.tema.a', 999, 1, 0),
        bet(other, 'WB5', 'sm.tema.a', 777),
      ])
      .execute()
    expect(await store.unwashedByPlay(userId)).toEqual([
      { playId: 'sm.tema.a', validFen: 250 },
      { playId: 'sm.zhengma', validFen: 300 },
    ])
    const betIds = (await store.unwashedBets(userId)).map((b) => b.id)
    expect(betIds).toHaveLength(3)
    const claim = { userId, validFen: 550, amountFen: 5, rate: 1, at: 1_000, betIds }
    const id = await store.recordClaim(claim)
    expect(id).toEqual(expect.any(Number))
    expect(await store.unwashedByPlay(userId)).toEqual([])
    expect(await store.unwashedByPlay(other)).toEqual([{ playId: 'sm.tema.a', validFen: 777 }])
    const washed = await db()
      .selectFrom('bets')
      .select(['order_no', 'rebate_claim_id'])
      .where('user_id', '=', userId)
      .orderBy('order_no')
      .execute()
    expect(washed).toEqual([
      { order_no: 'WB1', rebate_claim_id: id },
      { order_no: 'WB2', rebate_claim_id: id },
      { order_no: 'WB3', rebate_claim_id: id },
      { order_no: 'WB4', rebate_claim_id: null },
    ])
    expect(await store.lastClaimAt(userId)).toBe(1_000)
    await store.recordClaim({ ...claim, validFen: 0, amountFen: 0, at: 2_000, betIds: [] })
    await store.recordClaim({ ...claim, validFen: 0, amountFen: 0, at: 1_500, betIds: [] })
    expect(await store.lastClaimAt(userId)).toBe(2_000)
  })

  it(`lets one of two concurrent claims rebate the bets; the other finds none (${engine})`, async () => {
    const userId = await newUser(db(), 'washrace01')
    await db()
      .insertInto('bets')
      .values([bet(userId, 'WR1', 'sm.tema.a', 400), bet(userId, 'WR2', 'sm.tema.a', 600)])
      .execute()
    const claim = () =>
      inTransaction(db(), async (trx) => {
        const store = createRewardStore(trx)
        const bets = await store.unwashedBets(userId)
        const validFen = bets.reduce((sum, b) => sum + b.validFen, 0)
        if (validFen === 0) return 0
        const betIds = bets.map((b) => b.id)
        await store.recordClaim({ userId, validFen, amountFen: validFen / 100, rate: 1, at: 5, betIds })
        return validFen
      })
    const claimed = await Promise.all([claim(), claim(), claim()])
    expect(claimed.sort((a, b) => a - b)).toEqual([0, 0, 1_000])
    const claims = await db()
      .selectFrom('rebate_claims')
      .select('valid_bet_fen')
      .where('user_id', '=', userId)
      .execute()
    expect(claims).toEqual([{ valid_bet_fen: 1_000 }])
  })

  // Another transaction settling a bet while a claim is open: on SQLite it waits for the claim (the write lock),
  // so only PostgreSQL lets the two interleave.
  if (engine === 'postgres')
    it('marks only the bets a claim read: one settled while the claim was open waits for the next claim', async () => {
      const userId = await newUser(db(), 'washlate01')
      await db()
        .insertInto('bets')
        .values([bet(userId, 'WL1', 'sm.tema.a', 400), bet(userId, 'WL2', 'sm.tema.a', 600, 1, 0)])
        .execute()
      const validFen = await inTransaction(db(), async (trx) => {
        const store = createRewardStore(trx)
        const bets = await store.unwashedBets(userId)
        // WL2 is settled and committed by another connection after the claim read the bets, before it records.
        await db().updateTable('bets').set({ status: 1 }).where('order_no', '=', 'WL2').execute()
        const claimed = bets.reduce((sum, b) => sum + b.validFen, 0)
        await store.recordClaim({
          userId,
          validFen: claimed,
          amountFen: claimed / 100,
          rate: 1,
          at: 7,
          betIds: bets.map((b) => b.id),
        })
        return claimed
      })
      expect(validFen).toBe(400)
      expect(await createRewardStore(db()).unwashedByPlay(userId)).toEqual([
        { playId: 'sm.tema.a', validFen: 600 },
      ])
    })

  it('grants rewards, lists them newest first, and marks one claimed once and only before it expires', async () => {
    const store = createRewardStore(db())
    const userId = await newUser(db(), 'bonus01')
    const other = await newUser(db(), 'bonus02')
    expect(await store.rewardsOf(userId)).toEqual([])
    const old = await store.grant(reward(userId, { createdAt: 100 }))
    const newer = await store.grant(
      reward(userId, { createdAt: 200, promotionId: null, title: '签到', expiresAt: 300 }),
    )
    const sameTime = await store.grant(reward(userId, { createdAt: 200 }))
    expect((await store.rewardsOf(userId)).map((r) => r.id)).toEqual([sameTime, newer, old])
    expect(await store.findReward(userId, newer)).toEqual({
      id: newer,
      userId,
      promotionId: null,
      title: '签到',
      amountFen: 1_800,
      multiple: 3,
      createdAt: 200,
      expiresAt: 300,
      claimedAt: null,
    })
    expect(await store.findReward(other, newer)).toBeUndefined()
    expect(await store.markClaimed(newer, 300)).toBe(false)
    expect(await store.markClaimed(old, 250)).toBe(true)
    expect(await store.markClaimed(old, 260)).toBe(false)
    expect(await store.findReward(userId, old)).toMatchObject({ claimedAt: 250 })
    const claims = await Promise.all(
      [1, 2, 3].map((i) =>
        inTransaction(db(), (trx) => createRewardStore(trx).markClaimed(sameTime, 250 + i)),
      ),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
  })
})

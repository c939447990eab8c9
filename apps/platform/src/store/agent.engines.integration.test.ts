import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createAgentStore } from './agent'

const DAY = 86_400_000
/** The report's range: [FROM, TO). */
const FROM = 10 * DAY
const TO = 17 * DAY

/** Inserts a user; answers its id. */
async function addUser(
  db: Queries,
  account: string,
  more: {
    agentId?: number
    intrCode?: string
    isDl?: number
    rebate?: number
    moneyFen?: number
    liveMoneyFen?: number
    rechMoneyFen?: number
    createdAt?: number
  } = {},
): Promise<number> {
  const { user_id } = await db
    .insertInto('users')
    .values({
      account,
      password_hash: 'x',
      created_at: more.createdAt ?? 0,
      agent_id: more.agentId ?? null,
      intr_code: more.intrCode ?? null,
      is_dl: more.isDl ?? 0,
      rebate: more.rebate ?? 8,
      money_fen: more.moneyFen ?? 0,
      live_money_fen: more.liveMoneyFen ?? 0,
      rech_money_fen: more.rechMoneyFen ?? 0,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow()
  return user_id
}

const fields = (type: 0 | 1, rebate: number, remark = '') => ({ type, rebate, remark })

describeEachEngine('the agent store', (db, engine) => {
  let agent = 0
  let other = 0

  beforeAll(async () => {
    agent = await addUser(db(), 'agent01', { isDl: 1, rebate: 8 })
    other = await addUser(db(), 'agent02', { isDl: 1, rebate: 8 })
    await db().insertInto('intr_codes').values({ code: '8866001', agent_id: agent }).execute()
    await db()
      .insertInto('games')
      .values({ game_id: 110, game_name: '澳门六合彩', category: 'LOTTERY', type: 'LOTTERY' })
      .execute()
  })

  describe('links', () => {
    it('stores, pages, changes and removes an agent’s links, scoped to the agent', async () => {
      const store = createAgentStore(db())
      expect(await store.linksOf(agent, { limit: 10, offset: 0 })).toEqual({ rows: [], total: 0 })
      const first = await store.createLink(agent, '52013140', fields(0, 6.5, '朋友圈'), 1_000)
      const second = await store.createLink(agent, '52013141', fields(1, 7), 2_000)
      const others = await store.createLink(other, '52013142', fields(0, 1), 3_000)
      expect(second).toBeGreaterThan(first)
      await addUser(db(), 'joined1', { agentId: agent, intrCode: '52013140' })
      await addUser(db(), 'joined2', { agentId: agent, intrCode: '52013140' })
      // The code of the link, but another agent's sub-user: not counted.
      await addUser(db(), 'joined3', { agentId: other, intrCode: '52013140' })

      const page = await store.linksOf(agent, { limit: 10, offset: 0 })
      expect(page.total).toBe(2)
      expect(page.rows).toEqual([
        {
          id: second,
          code: '52013141',
          type: 1,
          rebate: 7,
          remark: '',
          registCount: 0,
          createdAt: 2_000,
          updatedAt: 2_000,
        },
        {
          id: first,
          code: '52013140',
          type: 0,
          rebate: 6.5,
          remark: '朋友圈',
          registCount: 2,
          createdAt: 1_000,
          updatedAt: 1_000,
        },
      ])
      expect(await store.linksOf(agent, { limit: 1, offset: 1 })).toEqual({ rows: [page.rows[1]], total: 2 })
      expect(await store.linksOf(agent, { limit: 10, offset: 0, id: first })).toEqual({
        rows: [page.rows[1]],
        total: 1,
      })
      expect(await store.linksOf(agent, { limit: 10, offset: 0, id: others })).toEqual({ rows: [], total: 0 })
      expect(await store.linkCount(agent)).toBe(2)
      expect(await store.linkCount(other)).toBe(1)

      expect(await store.updateLink(agent, first, fields(1, 7.5, '代理招募'), 5_000)).toBe(true)
      expect(await store.updateLink(agent, others, fields(1, 7.5, '改'), 5_000)).toBe(false)
      expect((await store.linksOf(agent, { limit: 1, offset: 0, id: first })).rows[0]).toMatchObject({
        type: 1,
        rebate: 7.5,
        remark: '代理招募',
        createdAt: 1_000,
        updatedAt: 5_000,
      })
      expect((await store.linksOf(other, { limit: 1, offset: 0 })).rows[0]).toMatchObject({ remark: '' })
      expect(await store.removeLink(agent, others)).toBe(false)
      expect(await store.removeLink(agent, second)).toBe(true)
      expect(await store.removeLink(agent, second)).toBe(false)
      expect(await store.linkCount(agent)).toBe(1)
      // The schema's checks hold on both engines.
      await expect(store.createLink(agent, '52013149', fields(0, -1), 1)).rejects.toThrow()
      await expect(store.createLink(agent, '52013140', fields(0, 1), 1)).rejects.toThrow()
    })

    it('tells taken codes and what a code registers', async () => {
      const store = createAgentStore(db())
      expect(await store.isCodeTaken('52013140')).toBe(true)
      expect(await store.isCodeTaken('8866001')).toBe(true)
      expect(await store.isCodeTaken('52013141')).toBe(false)
      expect(await store.findCode('52013140')).toEqual({
        code: '52013140',
        type: 1,
        rebate: 7.5,
        agentAccount: 'agent01',
      })
      expect(await store.findCode('8866001')).toEqual({
        code: '8866001',
        type: 0,
        rebate: null,
        agentAccount: 'agent01',
      })
      expect(await store.findCode('99999999')).toBeUndefined()
    })

    it('locks the agent inside a transaction only', async () => {
      await expect(createAgentStore(db()).lockAgent(agent)).rejects.toThrow('inside a transaction')
      await inTransaction(db(), (trx) => createAgentStore(trx).lockAgent(agent))
    })

    if (engine === 'postgres')
      it('keeps a link limit exact when links are created together', async () => {
        const limit = 4
        /** The route's creation: locked, counted, stored (routes/agent.ts). */
        const create = (code: string) =>
          inTransaction(db(), async (trx) => {
            const store = createAgentStore(trx)
            await store.lockAgent(other)
            if ((await store.linkCount(other)) >= limit) return undefined
            return store.createLink(other, code, fields(0, 1), 1)
          })
        const made = await Promise.all(
          ['60000001', '60000002', '60000003', '60000004', '60000005'].map(create),
        )
        // agent02 had 1 link: 3 more fit.
        expect(made.filter((id) => id !== undefined)).toHaveLength(limit - 1)
        expect(await createAgentStore(db()).linkCount(other)).toBe(limit)
      })
  })

  describe('sub-users and the team report', () => {
    let boss = 0
    let a = 0
    let b = 0
    let c = 0

    beforeAll(async () => {
      boss = await addUser(db(), 'boss001', { isDl: 1, rebate: 8 })
      a = await addUser(db(), 'Team001', {
        agentId: boss,
        rebate: 6.5,
        moneyFen: 3_000_000_000,
        liveMoneyFen: 500,
        rechMoneyFen: 100_000,
        createdAt: FROM + DAY,
      })
      b = await addUser(db(), 'team002', {
        agentId: boss,
        isDl: 1,
        rebate: 7,
        moneyFen: 2_000_000_000,
        createdAt: FROM + DAY,
      })
      c = await addUser(db(), 'x%y_z', { agentId: boss, createdAt: FROM - DAY })
      // Not boss's: never counted.
      const stranger = await addUser(db(), 'team999', { agentId: other, moneyFen: 7, createdAt: FROM + DAY })
      const bet = (
        orderNo: string,
        userId: number,
        stakeFen: number,
        count: number,
        payoutFen: number,
        settledAt: number | null,
        status = 1,
      ) => ({
        order_no: orderNo,
        user_id: userId,
        game_id: 110,
        turn_num: '2026100',
        play_id: 'sm.tema.a',
        selection: '{}',
        bet_count: count,
        stake_fen: stakeFen,
        amount_fen: stakeFen * count,
        odds: '48.8',
        status,
        payout_fen: payoutFen,
        bet_end_time: 0,
        created_at: 0,
        settled_at: settledAt,
        form_key: orderNo,
      })
      await db()
        .insertInto('bets')
        .values([
          bet('B1', a, 1_000, 5, 0, FROM + 1),
          bet('B2', a, 2_000_000_000, 2, 48_800, TO - 1),
          bet('B3', b, 3_000, 1, 0, FROM + 2),
          // Outside the range, unsettled, or someone else's.
          bet('B4', a, 9_999, 1, 0, TO),
          bet('B5', a, 9_999, 1, 0, null, 0),
          bet('B6', stranger, 9_999, 1, 0, FROM + 1),
        ])
        .execute()
      const wager = (
        roundNo: string,
        userId: number,
        stakeFen: number,
        validFen: number,
        payoutFen: number,
        at: number,
      ) => ({
        round_no: roundNo,
        user_id: userId,
        live_code: 'AG',
        game_code: 'AG_LIVE',
        game_name: 'AG',
        stake_fen: stakeFen,
        valid_fen: validFen,
        payout_fen: payoutFen,
        outcome: 'win',
        created_at: at,
      })
      await db()
        .insertInto('casino_wagers')
        .values([
          wager('C1', a, 20_000, 18_000, 38_000, FROM + 5),
          wager('C2', a, 1_000, 1_000, 0, FROM + 6),
          wager('C3', b, 500, 500, 0, FROM - 1),
        ])
        .execute()
      const row = (userId: number, type: string, amountFen: number, at: number) => ({
        user_id: userId,
        type,
        amount_fen: amountFen,
        balance_fen: 0,
        created_at: at,
      })
      await db()
        .insertInto('ledger')
        .values([
          // a recharged before the range too: not a first recharge in it.
          row(a, 'recharge', 50_000, FROM - DAY),
          row(a, 'onlinePay', 3_000_000_000, FROM + 10),
          row(b, 'recharge', 30_000, FROM + 11),
          row(b, 'recharge', 20_000, FROM + 12),
          row(a, 'rebate', 650, FROM + 13),
          row(a, 'reward', 1_000, FROM + 14),
          row(b, 'registerGift', 800, FROM + 15),
          row(a, 'withdraw', -40_000, FROM + 16),
          row(a, 'withdrawReturn', 10_000, FROM + 17),
          row(a, 'bet', -5_000, FROM + 18),
          row(stranger, 'recharge', 99_999, FROM + 10),
        ])
        .execute()
    })

    it('pages an agent’s sub-users newest first, filtered by account ignoring ASCII case, with totals', async () => {
      const store = createAgentStore(db())
      const all = await store.subUsersOf(boss, { limit: 10, offset: 0 })
      // a and b joined together: the later id first.
      expect(all.rows.map((r) => r.userId)).toEqual([b, a, c])
      expect(all.total).toBe(3)
      expect(all.moneyFen).toBe(5_000_000_500)
      expect(all.rows[1]).toEqual({
        userId: a,
        account: 'Team001',
        isDl: 0,
        rebate: 6.5,
        moneyFen: 3_000_000_000,
        liveMoneyFen: 500,
        rechMoneyFen: 100_000,
        createdAt: FROM + DAY,
      })
      const accounts = async (account: string | undefined) =>
        (await store.subUsersOf(boss, { account, limit: 10, offset: 0 })).rows.map((r) => r.account)
      expect(await accounts('TEAM')).toEqual(['team002', 'Team001'])
      expect(await accounts('002')).toEqual(['team002'])
      // No LIKE wildcards: `%` and `_` are themselves.
      expect(await accounts('%')).toEqual(['x%y_z'])
      expect(await accounts('_')).toEqual(['x%y_z'])
      expect(await accounts('y_Z')).toEqual(['x%y_z'])
      expect(await accounts('')).toEqual(['team002', 'Team001', 'x%y_z'])
      expect(await store.subUsersOf(boss, { account: 'nobody', limit: 10, offset: 0 })).toEqual({
        rows: [],
        total: 0,
        moneyFen: 0,
      })
      const second = await store.subUsersOf(boss, { limit: 2, offset: 2 })
      expect([second.rows.map((r) => r.userId), second.total]).toEqual([[c], 3])
      expect((await store.subUser(boss, b))?.isDl).toBe(1)
      expect(await store.subUser(other, a)).toBeUndefined()
      expect(await store.subUser(boss, boss)).toBeUndefined()
    })

    it('sums the team’s bets, casino rounds and ledger rows of a range exactly', async () => {
      const store = createAgentStore(db())
      const sums = await store.teamSums({ agentId: boss, fromMs: FROM, toMs: TO })
      expect(sums).toEqual({
        cp: { bettingFen: 5_000 + 4_000_000_000 + 3_000, winFen: 48_800 },
        live: { bettingFen: 21_000, winFen: 38_000 },
        rebateFen: 650,
        validBySub: [
          { rebate: 6.5, validFen: 4_000_005_000 },
          { rebate: 7, validFen: 3_000 },
          { rebate: 6.5, validFen: 19_000 },
        ],
        rechargeFen: 3_000_050_000,
        rechargeCount: 3,
        rechUserCount: 2,
        otherDiscountFen: 1_800,
        withdrawFen: 30_000,
        firstRechargeCount: 1,
        registCount: 2,
        teamCount: 3,
        teamMoneyFen: 5_000_000_500,
      })
      const onlyB = await store.teamSums({ agentId: boss, userId: b, fromMs: FROM, toMs: TO })
      expect(onlyB).toMatchObject({
        cp: { bettingFen: 3_000, winFen: 0 },
        live: { bettingFen: 0, winFen: 0 },
        validBySub: [{ rebate: 7, validFen: 3_000 }],
        rechargeFen: 50_000,
        rechargeCount: 2,
        rechUserCount: 1,
        firstRechargeCount: 1,
        teamCount: 1,
        teamMoneyFen: 2_000_000_000,
      })
      expect(await store.teamSums({ agentId: boss, fromMs: 0, toMs: 1 })).toEqual({
        cp: { bettingFen: 0, winFen: 0 },
        live: { bettingFen: 0, winFen: 0 },
        rebateFen: 0,
        validBySub: [],
        rechargeFen: 0,
        rechargeCount: 0,
        rechUserCount: 0,
        otherDiscountFen: 0,
        withdrawFen: 0,
        firstRechargeCount: 0,
        registCount: 0,
        teamCount: 3,
        teamMoneyFen: 5_000_000_500,
      })
      // Another agent's sub-user: nothing of theirs.
      expect(await store.teamSums({ agentId: other, userId: a, fromMs: FROM, toMs: TO })).toMatchObject({
        cp: { bettingFen: 0, winFen: 0 },
        teamCount: 0,
        teamMoneyFen: 0,
      })
    })
  })
})

import { beforeAll, expect, it } from 'vitest'
import { settleTurn } from '../src/betting/settle'
import { drawNow } from '../src/scheduler'
import { seed } from '../src/seed'
import { createStores } from '../src/store'
import { expectTurnSettledOnce, GAME_ID, OPEN_NUM, STAKE_FEN, winnersOf, writeTurnBets } from './drawerKit'
import { describeEachEngine } from './engines'
import { dataDir } from './harness'

// A settlement's lanes (betting/settle.ts `SETTLE_LANES`): on PostgreSQL a turn's members are settled in lanes
// side by side, each lane the members of one remainder of their id; on SQLite in one. Whatever the lanes, every
// bet is settled and paid once and every winner told once.

const day = Date.UTC(2026, 5, 1, 4)

describeEachEngine('a settlement', (database, engine) => {
  beforeAll(async () => {
    await seed(database(), dataDir, day)
  }, 60_000)

  it('runs transactions side by side only on PostgreSQL, outside a transaction', async () => {
    const stores = createStores(database())
    expect(stores.concurrent).toBe(engine === 'postgres')
    await stores.transaction(async (tx) => {
      expect(tx.concurrent).toBe(false)
    })
  })

  it('settles every member’s bets once in small batches, tells each winner once, and pays nothing twice', async () => {
    // Five members betting in turn, so the bets on 07 (the 7th and the 56th) are two members', of both lanes.
    const bets = 98
    const turnNum = await writeTurnBets(database(), { prefix: 'LANE', members: 5, bets, now: day })
    const stores = createStores(database())
    const game = (await stores.lottery.findLotteryGame(GAME_ID))!
    const draw = (await drawNow(stores.lottery, game, day, OPEN_NUM))!
    expect(draw.turnNum).toBe(turnNum)
    const heard: { userId: number; payoutFen: number }[] = []
    let fenced = 0
    const settled = await settleTurn(stores, game, draw, day, {
      batchSize: 4,
      fence: async () => {
        fenced++
        return true
      },
      onPaid: (payouts) => {
        heard.push(...payouts)
      },
    })

    const paidFen = (winnersOf(bets) * STAKE_FEN * 48_800) / 1000
    expect(settled).toEqual({ settled: bets, paidFen })
    // Every batch with bets asked the fence: at least the 25 batches of 4 that 98 bets make.
    expect(fenced).toBeGreaterThanOrEqual(Math.ceil(bets / 4))
    await expectTurnSettledOnce(database(), { turnNum, bets, prefix: 'LANE' })

    const winners = await database()
      .selectFrom('bets')
      .select('user_id')
      .distinct()
      .where('turn_num', '=', turnNum)
      .where('payout_fen', '>', 0)
      .execute()
    expect(winners.map((w) => w.user_id % 2).sort()).toEqual([0, 1])
    expect(heard.map((p) => p.userId).sort()).toEqual(winners.map((w) => w.user_id).sort())
    expect(heard.reduce((sum, p) => sum + p.payoutFen, 0)).toBe(paidFen)
    for (const { user_id } of winners) {
      const { rows } = await stores.messages.pageOf(user_id, 10, 0)
      expect(rows.filter((m) => m.title === '中奖通知')).toHaveLength(1)
    }

    // Settled again, nothing changes.
    expect(await settleTurn(stores, game, draw, day, { batchSize: 4 })).toEqual({ settled: 0, paidFen: 0 })
    await expectTurnSettledOnce(database(), { turnNum, bets, prefix: 'LANE' })
  })
})

import { fromChinaTime } from '@liuhe/domain'
import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { intervalDraw } from '../scheduler'
import { createLotteryStore, type LotteryGameRow } from './lottery'
import { createLotteryHistory, INTERVAL_HISTORY_DAYS } from './lotteryHistory'

const macau: LotteryGameRow = {
  gameId: 110,
  gameName: '澳门六合彩',
  lotteryKind: 'sixMark',
  schedule: { kind: 'daily', hour: 21, minute: 32 },
  maintain: '',
}
const fiveMinutes: LotteryGameRow = {
  gameId: 47,
  gameName: '五分六合彩',
  lotteryKind: 'sixMark',
  schedule: { kind: 'interval', minutes: 5 },
  maintain: '',
}
const gameRow = (game: LotteryGameRow) => ({
  game_id: game.gameId,
  game_name: game.gameName,
  category: 'LOTTERY',
  type: 'LOTTERY',
  lottery_kind: game.lotteryKind,
  schedule: JSON.stringify(game.schedule),
})

/** Macau's draw of issue `turnNum` on the China date given. */
const macauDraw = (turnNum: string, year: number, month: number, day: number) => ({
  gameId: 110,
  turnNum,
  openTime: fromChinaTime(year, month, day, 21, 32),
  openNum: '01,02,03,04,05,06,07',
})

const now = fromChinaTime(2026, 1, 2, 12)

describeEachEngine('the lottery history', (db) => {
  const history = () => createLotteryHistory(createLotteryStore(db()))

  beforeAll(async () => {
    await db()
      .insertInto('games')
      .values([gameRow(macau), gameRow(fiveMinutes)])
      .execute()
  })

  it('has no history for a game without draws', async () => {
    expect(await history().historyPage(macau, now, undefined, { offset: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await history().historyPage(fiveMinutes, now, undefined, { offset: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    })
    expect(await history().historyGroups(macau, now)).toEqual([])
    expect(await history().historyGroups(fiveMinutes, now)).toEqual([])
  })

  it('reads a daily game’s stored draws by year and by China date, newest first, none after now', async () => {
    await createLotteryStore(db()).insertDraws(
      [
        macauDraw('2025364', 2025, 12, 30),
        macauDraw('2025365', 2025, 12, 31),
        macauDraw('2026001', 2026, 1, 1),
        // Drawn after `now`: not in the history yet.
        macauDraw('2026002', 2026, 1, 2),
      ],
      'feed',
    )
    const all = await history().historyPage(macau, now, undefined, { offset: 0, limit: 2 })
    expect(all.total).toBe(3)
    expect(all.rows.map((d) => d.turnNum)).toEqual(['2026001', '2025365'])
    const of2025 = await history().historyPage(macau, now, { year: 2025 }, { offset: 1, limit: 5 })
    expect(of2025).toEqual({ rows: [macauDraw('2025364', 2025, 12, 30)], total: 2 })
    const newYear = await history().historyPage(
      macau,
      now,
      { year: 2026, month: 1, day: 1 },
      { offset: 0, limit: 5 },
    )
    expect(newYear).toEqual({ rows: [macauDraw('2026001', 2026, 1, 1)], total: 1 })
    expect(await history().historyGroups(macau, now)).toEqual([
      { groupKey: '2026', groupType: 'year', count: 1 },
      { groupKey: '2025', groupType: 'year', count: 2 },
    ])
  })

  it('computes an interval game’s turns back from its newest stored draw, as the scheduler drew them', async () => {
    const newest = intervalDraw(fiveMinutes, fromChinaTime(2026, 1, 2, 0, 10))
    await createLotteryStore(db()).insertDraw(newest, 'generated')
    const page = await history().historyPage(fiveMinutes, now, undefined, { offset: 0, limit: 3 })
    expect(page.rows).toEqual([
      newest,
      intervalDraw(fiveMinutes, newest.openTime - 5 * 60_000),
      intervalDraw(fiveMinutes, newest.openTime - 10 * 60_000),
    ])
    // Every 5-minute turn of the last year (from the first close after a year before now) to the newest stored.
    const oldest = fromChinaTime(2026, 1, 2, 12, 5) - INTERVAL_HISTORY_DAYS * 86_400_000
    expect(page.total).toBe((newest.openTime - oldest) / 300_000 + 1)
    const today = await history().historyPage(
      fiveMinutes,
      now,
      { year: 2026, month: 1, day: 2 },
      { offset: 0, limit: 10 },
    )
    expect(today.rows.map((d) => d.turnNum)).toEqual(['202601020002', '202601020001'])
    expect(today.total).toBe(2)
    const groups = await history().historyGroups(fiveMinutes, now)
    expect(groups[0]).toEqual({ groupKey: '2026-01-02', groupType: 'date', count: 2 })
    expect(groups[1]).toEqual({ groupKey: '2026-01-01', groupType: 'date', count: 288 })
    // One group per China date of the last INTERVAL_HISTORY_DAYS, today's included.
    expect(groups).toHaveLength(INTERVAL_HISTORY_DAYS)
    expect(groups.at(-1)).toEqual({ groupKey: '2025-01-03', groupType: 'date', count: 288 })
  })
})

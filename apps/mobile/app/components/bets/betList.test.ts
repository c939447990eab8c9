import type { BetOrder } from '@liuhe/api'
import { parseChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { betListHref, betPageQuery, filterBetRows, splitBetInfo, toBetRowView } from './betList'

const order: BetOrder = {
  orderNo: 'B20261123000001',
  gameId: 110,
  gameName: '新澳门六合彩',
  model: 2,
  addTime: '2026-11-23 10:00:00',
  cateName: '特码 · 特码A',
  turnNum: '2026327',
  totalMoney: 10,
  reward: 0,
  account: 'demo01',
  openNum: '',
  betInfo: '特码A 07 @49',
  status: 0,
  result: null,
  betEndTime: '2026-11-23 21:30:00',
  trackOrderNo: '',
  statusDesc: '未结算',
}
const beforeClose = parseChinaTime('2026-11-23 12:00:00')
const afterClose = parseChinaTime('2026-11-23 22:00:00')

describe('splitBetInfo', () => {
  it('separates the pick from one price', () => {
    expect(splitBetInfo('特码A 07 @49')).toEqual({ pick: '特码A 07', oddsMilli: [49_000] })
    expect(splitBetInfo('两面 大 @1.965')).toEqual({ pick: '两面 大', oddsMilli: [1965] })
  })

  it('reads keyed prices one figure per key', () => {
    expect(splitBetInfo('三中二 01,02,03 @中二 20 / 中三 100')).toEqual({
      pick: '三中二 01,02,03',
      oddsMilli: [20_000, 100_000],
    })
  })

  it('keeps text without readable odds whole', () => {
    expect(splitBetInfo('特码A 07')).toEqual({ pick: '特码A 07', oddsMilli: [] })
    expect(splitBetInfo('特码A 07 @abc')).toEqual({ pick: '特码A 07 @abc', oddsMilli: [] })
  })
})

describe('toBetRowView', () => {
  it('shows a pending bet in fen with no reward, cancellable until it closes', () => {
    const row = toBetRowView(order, 1, beforeClose)
    expect(row).toMatchObject({
      betInfo: '特码A 07',
      oddsMilli: [49_000],
      amountFen: 1000,
      statusText: '未结算',
      displayState: 'cancellable',
    })
    expect(row.rewardFen).toBeUndefined()
    expect(toBetRowView(order, 1, afterClose).displayState).toBe('unsettled')
    expect(toBetRowView(order, 0, beforeClose).displayState).toBe('unsettled')
  })

  it('shows a settled bet with its payout', () => {
    const won = toBetRowView({ ...order, status: 1, result: 1, reward: 490 }, 1, afterClose)
    expect(won).toMatchObject({ statusText: '已中奖', rewardFen: 49_000 })
    const lost = toBetRowView({ ...order, status: 1, result: 0 }, 1, afterClose)
    expect(lost).toMatchObject({ statusText: '未中奖', rewardFen: 0 })
  })

  it("reads a drawn bet's numbers by its game's lottery, with the draw's time for the zodiacs", () => {
    const drawn = { ...order, status: 1, result: 1, reward: 490, openTime: '2026-11-23 21:32:00' }
    expect(
      toBetRowView({ ...drawn, openNum: '01,02,03,04,05,06,07', lotteryKind: 'sixMark' }, 1, afterClose).draw,
    ).toEqual({
      numbers: [1, 2, 3, 4, 5, 6, 7],
      kind: 'sixMark',
      drawTime: parseChinaTime('2026-11-23 21:32:00'),
    })
    const racing = toBetRowView(
      { ...drawn, openNum: '03,07,01,10,05,02,09,08,04,06', lotteryKind: 'racing', openTime: '' },
      1,
      afterClose,
    )
    expect(racing.draw).toEqual({ numbers: [3, 7, 1, 10, 5, 2, 9, 8, 4, 6], kind: 'racing' })
  })

  it('shows no draw before the turn is drawn, or when its numbers do not read as its lottery', () => {
    expect(toBetRowView(order, 1, beforeClose).draw).toBeNull()
    const odd = { ...order, status: 1, result: 0, lotteryKind: 'sixMark' as const }
    expect(toBetRowView({ ...odd, openNum: '01,02,03' }, 1, afterClose).draw).toBeNull()
    // An older platform answers without the kind: its numbers read as six-mark.
    expect(toBetRowView({ ...order, openNum: '01,02,03,04,05,06,07' }, 1, afterClose).draw?.kind).toBe(
      'sixMark',
    )
  })

  it('shows a cancelled bet without a reward', () => {
    const row = toBetRowView({ ...order, status: 2 }, 1, beforeClose)
    expect(row.statusText).toBe('已撤单')
    expect(row.rewardFen).toBeUndefined()
  })
})

describe('filterBetRows', () => {
  const rows = [
    toBetRowView(order, 1, beforeClose),
    toBetRowView(
      { ...order, orderNo: 'X9', gameId: 42, betInfo: '三军 3 @1.813', cateName: '三军 · 三军' },
      1,
      beforeClose,
    ),
  ]

  it('finds bets by order number, pick or play', () => {
    expect(filterBetRows(rows, { gameId: null, search: '' })).toHaveLength(2)
    expect(filterBetRows(rows, { gameId: null, search: ' X9 ' }).map((r) => r.orderNo)).toEqual(['X9'])
    expect(filterBetRows(rows, { gameId: null, search: '07' }).map((r) => r.orderNo)).toEqual([order.orderNo])
    expect(filterBetRows(rows, { gameId: null, search: '特码' })).toHaveLength(1)
    expect(filterBetRows(rows, { gameId: null, search: '没有' })).toEqual([])
  })

  it('keeps the chosen game only', () => {
    expect(filterBetRows(rows, { gameId: 42, search: '' }).map((r) => r.orderNo)).toEqual(['X9'])
  })
})

describe('addresses', () => {
  it('keeps the tab and the game, and the day on the history tab only', () => {
    expect(betListHref('/bet-list', { tab: 2 })).toBe('/bet-list?tab=2')
    expect(betListHref('/bet-list', { tab: 3, gameId: 110, date: '2026-11-22' })).toBe(
      '/bet-list?tab=3&gameId=110',
    )
    expect(betListHref('/report/bet-list', { tab: 5, date: '2026-11-22' })).toBe(
      '/report/bet-list?tab=5&date=2026-11-22',
    )
  })

  it('asks the paging route by game for today and by day for the history', () => {
    expect(betPageQuery({ tab: 2, gameId: 110, date: null }, 2)).toBe('tab=2&page=2&gameId=110')
    expect(betPageQuery({ tab: 5, gameId: 110, date: '2026-11-22' }, 3)).toBe('tab=5&page=3&date=2026-11-22')
  })
})

import { describe, expect, it } from 'vitest'
import { selectionsFromPicks } from '../betting/picks'
import type { PlayGrid } from '../betting/selection'
import { betCardState, betCardStateText, picksFromSelections } from './betCards'

describe('betCardState', () => {
  const betEndTime = 1_000
  it('is open while the turn takes bets and closed from its close time on', () => {
    expect(betCardState({ nowMs: 999, betEndTime, settlement: 'pending' })).toBe('open')
    expect(betCardState({ nowMs: 1_000, betEndTime, settlement: 'pending' })).toBe('closed')
  })
  it('follows the settlement once the draw judged the bets', () => {
    expect(betCardState({ nowMs: 5_000, betEndTime, settlement: 'won' })).toBe('won')
    expect(betCardState({ nowMs: 5_000, betEndTime, settlement: 'lost' })).toBe('lost')
  })
  it('offers nothing for cancelled bets, even while the turn is open', () => {
    expect(betCardState({ nowMs: 0, betEndTime, settlement: 'cancelled' })).toBe('closed')
  })
  it('labels each state as the card shows it', () => {
    expect(['open', 'closed', 'won', 'lost'].map((s) => betCardStateText(s as never))).toEqual([
      '跟单',
      '已封盘',
      '已中奖',
      '未中奖',
    ])
  })
})

describe('picksFromSelections', () => {
  const cases: { name: string; grid: PlayGrid; picks: string[]; position?: number }[] = [
    { name: 'single cells', grid: { shape: { kind: 'single' }, cells: [] }, picks: ['01', '49', '大'] },
    {
      name: 'a group',
      grid: { shape: { kind: 'group', minPicks: 2, maxPicks: 11 }, cells: [] },
      picks: ['鼠', '牛', '虎'],
    },
    {
      name: 'a position',
      grid: { shape: { kind: 'position', positions: [{ index: 3, label: '正3特' }] }, cells: [] },
      picks: ['07', '08'],
      position: 3,
    },
    {
      name: 'a parlay',
      grid: {
        shape: { kind: 'parlay', positions: [], minLegs: 2, maxLegs: 6 },
        cells: [],
      },
      picks: ['1:大', '1:单', '4:小'],
    },
  ]
  for (const c of cases) {
    it(`gives back the picks a page tapped for ${c.name}`, () => {
      const selections = selectionsFromPicks(c.grid, c.picks, c.position ?? 1)
      expect(picksFromSelections(selections)).toEqual({ picks: c.picks, position: c.position ?? 1 })
    })
  }
  it('gives no picks for a 胆拖 selection and keeps each pick once', () => {
    expect(picksFromSelections([{ kind: 'danTuo', dan: ['01'], tuo: ['02', '03'] }]).picks).toEqual([])
    expect(
      picksFromSelections([
        { kind: 'single', cell: '01' },
        { kind: 'single', cell: '01' },
      ]).picks,
    ).toEqual(['01'])
  })
})

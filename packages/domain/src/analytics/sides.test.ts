import { describe, expect, it } from 'vitest'
import { readSides, type SideLayout, sideStats, sideStreaks } from './sides'

/** A toy layout over one number 0–9: 大小 (5–9 大, 0 a tie) and 单双 at position 球. */
const layout: SideLayout<number> = [
  {
    position: '球',
    attributes: [
      {
        attribute: '大小',
        values: ['大', '小'],
        tie: '和',
        read: (n) => (n === 0 ? '和' : n >= 5 ? '大' : '小'),
      },
      { attribute: '单双', values: ['单', '双'], read: (n) => (n % 2 === 1 ? '单' : '双') },
    ],
  },
  { position: '其他', attributes: [{ attribute: '大小', values: ['大', '小'], read: () => '大' }] },
]

/** Draws from numbers given newest first. */
const draws = (...numbers: number[]) => numbers.map((n) => ({ sides: readSides(layout, n) }))

describe('readSides', () => {
  it('reads every attribute in layout order', () => {
    expect(readSides(layout, 7)).toEqual([
      { position: '球', attribute: '大小', value: '大' },
      { position: '球', attribute: '单双', value: '单' },
      { position: '其他', attribute: '大小', value: '大' },
    ])
  })
})

describe('sideStreaks', () => {
  it('lists a run of exactly 3 and leaves out a run of 2', () => {
    // Newest first: 大 大 大 小 (a run of 3); 单 单 双 (a run of 2).
    const streaks = sideStreaks(draws(7, 9, 6, 1), layout)
    expect(streaks).toEqual([
      { position: '其他', attribute: '大小', value: '大', length: 4 },
      { position: '球', attribute: '大小', value: '大', length: 3 },
    ])
  })

  it('sorts longest first and keeps layout order between equal lengths', () => {
    const streaks = sideStreaks(draws(7, 9, 5, 3), layout)
    expect(streaks.map((s) => `${s.position}${s.attribute}${s.value}${s.length}`)).toEqual([
      '球单双单4',
      '其他大小大4',
      '球大小大3',
    ])
  })

  it('never starts a streak on a tie, and a tie ends one', () => {
    expect(sideStreaks(draws(0, 0, 0, 0), layout).map((s) => s.attribute)).toEqual(['单双', '大小'])
    expect(sideStreaks(draws(6, 8, 0, 6, 8), layout).find((s) => s.position === '球')).toEqual({
      position: '球',
      attribute: '单双',
      value: '双',
      length: 5,
    })
    expect(
      sideStreaks(draws(6, 8, 0, 6, 8), layout).some((s) => s.attribute === '大小' && s.position === '球'),
    ).toBe(false)
  })

  it('takes another minimum length and gives nothing on an empty history', () => {
    expect(sideStreaks(draws(6, 8), layout, 2)).toHaveLength(3)
    expect(sideStreaks([], layout)).toEqual([])
  })
})

describe('sideStats', () => {
  it('counts each value of a position, a tie once per draw, in values-then-ties order', () => {
    const [ball, other] = sideStats(draws(0, 7, 2, 0), layout)
    expect(ball!.position).toBe('球')
    expect(ball!.stats.map((s) => [s.key, s.count, s.currentOmission])).toEqual([
      ['大', 1, 1],
      ['小', 1, 2],
      ['单', 1, 1],
      ['双', 3, 0],
      ['和', 2, 0],
    ])
    expect(other!.stats.map((s) => [s.key, s.count, s.maxRun])).toEqual([
      ['大', 4, 4],
      ['小', 0, 0],
    ])
  })
})

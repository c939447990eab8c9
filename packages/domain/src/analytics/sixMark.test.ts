import { describe, expect, it } from 'vitest'
import { ballColor } from '../lottery/ballColor'
import { fromChinaTime } from '../time/chinaTime'
import {
  numberBandOf,
  numberBands,
  readSixMarkDraw,
  type SixMarkDrawView,
  sixMarkNumberTrend,
  sixMarkSeries,
  sixMarkStats,
  sixMarkTrend,
} from './sixMark'

const all49 = Array.from({ length: 49 }, (_, i) => i + 1)
/** Six 正码 that stay out of the way of the 特码 under test. */
const NORMAL = [40, 41, 42, 43, 44, 45]

/** A six-mark draw at 21:30 China time on `date`. */
function sixMark(date: string, numbers: number[]): SixMarkDrawView {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const view = readSixMarkDraw({ turnNum: date, openTime: fromChinaTime(y, m, d, 21, 30), numbers })
  if (!view) throw new Error(`not a six-mark draw: ${numbers.join(',')}`)
  return view
}
/** Draws on consecutive days, newest first, with the given 特码 and the fixed 正码. */
const specials = (...list: number[]) =>
  list.map((special, i) => sixMark(`2025-06-${String(28 - i).padStart(2, '0')}`, [...NORMAL, special]))

describe('readSixMarkDraw', () => {
  it('reads every ball, the total and the two-sides readings (49 is 和 on 特码)', () => {
    const view = sixMark('2025-06-01', [1, 2, 3, 4, 5, 6, 49])
    expect(view.special).toMatchObject({ number: 49, zodiac: '蛇', color: 'green', animalKind: '野兽' })
    expect(view.normal.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect([view.total, view.totalBigSmall, view.totalOddEven]).toEqual([70, '小', '双'])
    expect(view.sides.filter((r) => r.position === '特码').map((r) => r.value)).toEqual(Array(6).fill('和'))
    expect(view.sides.filter((r) => r.position === '总和').map((r) => r.value)).toEqual(['小', '双'])
  })

  it('reads the 特码 two-sides and the 总和 from 175 up as 大', () => {
    // 27 in 2025 is 兔 (as 03), a wild beast; the seven add up to 202.
    const view = sixMark('2025-06-01', [20, 21, 22, 23, 44, 45, 27])
    expect(view.total).toBe(202)
    expect(view.sides.map((r) => r.value)).toEqual(['大', '单', '合数大', '合单', '尾大', '野兽', '大', '双'])
  })

  it('counts each grouping over the seven balls', () => {
    const view = sixMark('2025-06-01', [1, 2, 3, 4, 5, 6, 7])
    const { animalKind, gender, art, season } = view.groupCounts
    for (const counts of [animalKind, gender, art, season])
      expect(Object.values<number>(counts).reduce((a, b) => a + b, 0)).toBe(7)
    // 2025: 01 蛇, 02 龙, 03 兔, 04 虎, 05 牛, 06 鼠, 07 猪.
    expect(view.groupCounts.animalKind).toEqual({ 家禽: 2, 野兽: 5 })
  })

  it('reads zodiacs in the lunar year of the open time', () => {
    expect(sixMark('2025-01-28', [...NORMAL, 1]).special.zodiac).toBe('龙')
    expect(sixMark('2025-01-29', [...NORMAL, 1]).special.zodiac).toBe('蛇')
  })

  it('leaves incomplete or invalid results unread', () => {
    const at = { turnNum: '1', openTime: 0 }
    expect(readSixMarkDraw({ ...at, numbers: [1, 2, 3, 4, 5, 6] })).toBeNull()
    expect(readSixMarkDraw({ ...at, numbers: [1, 2, 3, 4, 5, 6, 6] })).toBeNull()
    expect(readSixMarkDraw({ ...at, numbers: [1, 2, 3, 4, 5, 6, 50] })).toBeNull()
  })
})

describe('numberBandOf', () => {
  it('puts 01–10 … 31–40 in bands of ten and 41–49 in the last', () => {
    const sizes = numberBands.map((band) => all49.filter((n) => numberBandOf(n) === band).length)
    expect(sizes).toEqual([10, 10, 10, 10, 9])
    expect([1, 10, 11, 20, 40, 41, 49].map(numberBandOf)).toEqual([
      '01-10',
      '01-10',
      '11-20',
      '11-20',
      '31-40',
      '41-49',
      '41-49',
    ])
  })
})

describe('sixMarkStats', () => {
  it('counts tails of the 特码: hot by count, cold by omission', () => {
    const tails = sixMarkStats(specials(7, 17, 3, 10), 'tail')
    expect(tails.map((t) => t.key)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(tails[7]).toMatchObject({ count: 2, currentOmission: 0, maxRun: 2, currentRun: 2 })
    expect(tails[3]).toMatchObject({ count: 1, currentOmission: 2, maxOmission: 2 })
    expect(tails[0]).toMatchObject({ count: 1, currentOmission: 3, maxOmission: 3 })
    expect(tails[9]).toMatchObject({ count: 0, currentOmission: 4, maxOmission: 4, averageOmission: 4 })
  })

  it('counts bands and numbers of the 特码', () => {
    const draws = specials(10, 11, 49, 47)
    expect(sixMarkStats(draws, 'band').map((b) => b.count)).toEqual([1, 1, 0, 0, 2])
    const numbers = sixMarkStats(draws, 'number')
    expect(numbers).toHaveLength(49)
    expect(numbers[48]).toMatchObject({ key: 49, count: 1, currentOmission: 2 })
  })

  it('reads the 正码 or all seven balls when asked, counting each ball', () => {
    const draws = specials(1, 2)
    expect(sixMarkStats(draws, 'number', 'normal')[39]).toMatchObject({ key: 40, count: 2, drawsHit: 2 })
    expect(sixMarkStats(draws, 'number', 'normal')[0]).toMatchObject({ key: 1, count: 0 })
    const all = sixMarkStats(draws, 'zodiac', 'all')
    expect(all.reduce((n, z) => n + z.count, 0)).toBe(14)
  })

  it('follows the zodiac of each draw across 正月初一', () => {
    const draws = [sixMark('2025-01-29', [...NORMAL, 1]), sixMark('2025-01-28', [...NORMAL, 2])]
    // 01 is 蛇 after new year; 02 is 兔 before it (2024: 01 龙, 02 兔).
    const zodiacs = sixMarkStats(draws, 'zodiac')
    expect(zodiacs.filter((z) => z.count > 0).map((z) => z.key)).toEqual(['兔', '蛇'])
  })

  it('defines every series with categories that cover all 49 numbers', () => {
    const draws = all49.map((n) => sixMark('2025-06-01', [...(n <= 6 ? NORMAL : [1, 2, 3, 4, 5, 6]), n]))
    for (const series of sixMarkSeries) {
      const stats = sixMarkStats(draws, series)
      expect(
        stats.reduce((n, s) => n + s.count, 0),
        series,
      ).toBe(49)
    }
  })
})

describe('six-mark trends', () => {
  it('colours the hit cells of the 01–49 chart and counts omission in the others', () => {
    const grid = sixMarkNumberTrend(specials(7, 8, 7))
    expect(grid.keys).toHaveLength(49)
    expect(grid.rows[0]!.cells[6]).toEqual({ hit: true, times: 1, color: ballColor(7) })
    expect(grid.rows[0]!.cells[7]).toEqual({ hit: false, omission: 1 })
    expect(grid.rows[1]!.cells[6]).toEqual({ hit: false, omission: 1 })
    expect(grid.stats[6]).toMatchObject({ count: 2, maxOmission: 1, averageOmission: 1 / 3 })
  })

  it('shows a zodiac hit twice when two balls of one draw carry it', () => {
    // 2025: 01 and 13 are both 蛇.
    const draw = sixMark('2025-06-01', [1, 13, 3, 4, 5, 6, 7])
    const grid = sixMarkTrend([draw], 'zodiac', 'all')
    expect(grid.rows[0]!.cells[grid.keys.indexOf('蛇')]).toEqual({ hit: true, times: 2 })
    expect(sixMarkTrend([draw], 'animalKind', 'all').rows[0]!.cells).toEqual([
      { hit: true, times: 2 },
      { hit: true, times: 5 },
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  ANALYTICS_MAX_DRAWS,
  type AnalyticsDraw,
  currentStreaks,
  latestDraws,
  positionTrend,
  readHistory,
  sideLayouts,
  twoSidesStats,
} from './history'

const DAY = 86_400_000
const START = fromChinaTime(2025, 6, 1, 21, 30)
/** Draws one day apart, newest first, from lists of numbers given newest first. */
const feed = (...results: number[][]): AnalyticsDraw[] =>
  results.map((numbers, i) => ({ turnNum: String(results.length - i), openTime: START - i * DAY, numbers }))
const sixMark = (...specials: number[]) => feed(...specials.map((s) => [40, 41, 42, 43, 44, 45, s]))

describe('readHistory', () => {
  it('keeps newest-first order and leaves out a draw still in progress', () => {
    const history = readHistory('sixMark', [
      { turnNum: '4', openTime: START + DAY, numbers: [1, 2, 3] },
      ...sixMark(1, 2, 3),
    ])
    expect(history.kind).toBe('sixMark')
    expect(history.draws.map((d) => d.turnNum)).toEqual(['3', '2', '1'])
  })

  it('refuses draws given oldest first', () => {
    expect(() => readHistory('sixMark', sixMark(1, 2).reverse())).toThrow(/newest first/)
    expect(() => readHistory('racing', [])).not.toThrow()
  })
})

describe('latestDraws', () => {
  it('keeps the newest N draws, N from 1 to 1,000', () => {
    const history = readHistory('sixMark', sixMark(1, 2, 3))
    expect(latestDraws(history, 2).draws.map((d) => d.special.number)).toEqual([1, 2])
    expect(latestDraws(history, ANALYTICS_MAX_DRAWS).draws).toHaveLength(3)
    for (const count of [0, 1.5, ANALYTICS_MAX_DRAWS + 1])
      expect(() => latestDraws(history, count)).toThrow(RangeError)
  })
})

describe('twoSidesStats', () => {
  it('gives the six-mark 特码 and 总和 figures, 49 counted once as 和', () => {
    const [special, total] = twoSidesStats(readHistory('sixMark', sixMark(49, 30, 2, 26)))
    expect(special!.stats.map((s) => s.key)).toEqual([
      '大',
      '小',
      '单',
      '双',
      '合数大',
      '合数小',
      '合单',
      '合双',
      '尾大',
      '尾小',
      '家禽',
      '野兽',
      '和',
    ])
    const byKey = Object.fromEntries(special!.stats.map((s) => [s.key, s]))
    expect(byKey.和).toMatchObject({ count: 1, currentOmission: 0 })
    expect(byKey.大).toMatchObject({ count: 2, currentOmission: 1, maxOmission: 1 })
    expect(byKey.双).toMatchObject({ count: 3, currentOmission: 1, maxRun: 3 })
    expect(total!.position).toBe('总和')
  })

  it('gives racing 冠亚和 and every rank, quick-three 总和, time-based balls and 总和', () => {
    const positions = (kind: 'racing' | 'quickThree' | 'timeBased') =>
      twoSidesStats(readHistory(kind, [])).map((p) => p.position)
    expect(positions('racing')).toEqual(sideLayouts.racing.map((p) => p.position))
    expect(positions('racing')).toHaveLength(11)
    expect(positions('quickThree')).toEqual(['总和'])
    expect(positions('timeBased')).toEqual(['第一球', '第二球', '第三球', '第四球', '第五球', '总和'])
    const [sum] = twoSidesStats(readHistory('quickThree', feed([2, 2, 2], [6, 5, 1], [1, 1, 2])))
    expect(sum!.stats.map((s) => [s.key, s.count])).toEqual([
      ['大', 1],
      ['小', 1],
      ['单', 0],
      ['双', 3],
      ['豹子', 1],
    ])
  })
})

describe('currentStreaks', () => {
  it('lists the six-mark 特码 runs of exactly three, not of two', () => {
    // 30, 26, 28 are all 大 and 双 (03 before them is neither); 30 is 尾小, 26 and 28 尾大.
    const streaks = currentStreaks(readHistory('sixMark', sixMark(30, 26, 28, 3)))
    const special = streaks.filter((s) => s.position === '特码')
    expect(special).toContainEqual({ position: '特码', attribute: '大小', value: '大', length: 3 })
    expect(special).toContainEqual({ position: '特码', attribute: '单双', value: '双', length: 3 })
    expect(special.find((s) => s.attribute === '尾数大小')).toBeUndefined()
  })

  it('ends every 特码 run at a 49', () => {
    const streaks = currentStreaks(readHistory('sixMark', sixMark(30, 26, 49, 28, 36)))
    expect(streaks.filter((s) => s.position === '特码')).toEqual([])
  })

  it('reads racing ranks, quick-three totals and time-based balls', () => {
    const racing = readHistory(
      'racing',
      feed([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], [8, 1, 2, 3, 4, 5, 6, 7, 9, 10], [6, 2, 1, 3, 4, 5, 7, 8, 9, 10]),
    )
    expect(currentStreaks(racing).filter((s) => s.position === '冠军')).toEqual([
      { position: '冠军', attribute: '大小', value: '大', length: 3 },
      { position: '冠军', attribute: '单双', value: '双', length: 3 },
    ])
    const quick = readHistory('quickThree', feed([6, 6, 5], [6, 5, 4], [6, 4, 4], [1, 1, 1]))
    expect(currentStreaks(quick)).toEqual([{ position: '总和', attribute: '大小', value: '大', length: 3 }])
    const timeBased = readHistory('timeBased', feed([9, 0, 0, 0, 1], [8, 0, 0, 0, 1], [7, 0, 0, 0, 2]))
    expect(
      currentStreaks(timeBased, 3)
        .filter((s) => s.position === '第一球')
        .map((s) => s.value),
    ).toEqual(['大'])
  })
})

describe('positionTrend', () => {
  it('charts the numbers of one position', () => {
    const racing = readHistory(
      'racing',
      feed([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 10, 2, 3, 4, 5, 6, 7, 8, 9]),
    )
    const grid = positionTrend(racing, 1)
    expect(grid.keys).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(grid.rows[0]!.cells[9]).toEqual({ hit: true, times: 1 })
    expect(grid.rows[0]!.cells[0]).toEqual({ hit: false, omission: 1 })
    expect(positionTrend(readHistory('timeBased', feed([0, 1, 2, 3, 4])), 5).keys).toHaveLength(10)
    expect(positionTrend(readHistory('quickThree', feed([1, 2, 3])), 3).stats[2]).toMatchObject({ count: 1 })
    expect(() => positionTrend(racing, 11)).toThrow(RangeError)
    expect(() => positionTrend(racing, 0)).toThrow(RangeError)
  })
})

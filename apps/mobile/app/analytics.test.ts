import {
  type AnalyticsDraw,
  fromChinaTime,
  positionTrend,
  readHistory,
  sixMarkNumberTrend,
  sixMarkTrend,
} from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import {
  analyticsHref,
  compactDraws,
  familiesOf,
  numberTrendChart,
  zodiacTrendChart,
  zodiacTypesChart,
} from './analytics.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** `count` daily six-mark draws newest first, seven distinct numbers each, across 正月初一 2026 (02-17). */
function sixMarkDraws(count: number): AnalyticsDraw[] {
  const newest = fromChinaTime(2026, 3, 1, 21, 32)
  return Array.from({ length: count }, (_, i) => ({
    turnNum: `2026${String(count - i).padStart(3, '0')}`,
    openTime: newest - i * DAY_MS,
    numbers: Array.from({ length: 7 }, (_, k) => ((i * 7 + k * 11) % 49) + 1),
  }))
}

describe('analytics pages', () => {
  it('draws the trend from compact draws exactly as the domain draws it from the feed', () => {
    const draws = sixMarkDraws(60)
    const compact = compactDraws(draws)
    // About 42 characters a draw: issue, open time and seven numbers.
    expect(compact.length).toBeLessThan(60 * 45)
    const chart = numberTrendChart('sixMark', compact, { position: 1 })
    const grid = sixMarkNumberTrend(readHistory('sixMark', draws).draws)
    expect(chart.columns.map((c) => c.label)).toEqual(grid.keys.map((n) => String(n).padStart(2, '0')))
    expect(chart.rows.map((r) => r.cells)).toEqual(grid.rows.map((r) => r.cells))
    expect(chart.rows[0]!.label).toBe('060')
    expect(chart.stats).toEqual(grid.stats)
    // Zodiacs switch on 正月初一: the compact open times keep each draw on its side of it.
    expect(zodiacTrendChart(compact).rows.map((r) => r.cells)).toEqual(
      sixMarkTrend(readHistory('sixMark', draws).draws, 'zodiac').rows.map((r) => r.cells),
    )
  })

  it('follows one position of a racing draw, and reads no draw from an empty text', () => {
    const cars = [3, 1, 4, 10, 5, 9, 2, 6, 8, 7]
    const draws = Array.from({ length: 12 }, (_, i) => ({
      turnNum: `20261122${String(144 - i).padStart(4, '0')}`,
      openTime: fromChinaTime(2026, 11, 22, 23, 50) - i * 600_000,
      numbers: cars.map((_, k) => cars[(k + i) % 10]!),
    }))
    const chart = numberTrendChart('racing', compactDraws(draws), { position: 3 })
    expect(chart.columns.map((c) => c.label)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ])
    expect(chart.rows[0]!.label).toBe('0144')
    expect(chart.rows.map((r) => r.cells)).toEqual(
      positionTrend(readHistory('racing', draws), 3).rows.map((r) => r.cells),
    )
    expect(numberTrendChart('racing', '', { position: 1 }).rows).toEqual([])
  })

  it('groups the zodiac-type trend under 家野, 男女, 琴棋书画 and 春夏秋冬', () => {
    const chart = zodiacTypesChart(compactDraws(sixMarkDraws(5)))
    expect(chart.columnGroups).toEqual([
      { label: '家野', span: 2 },
      { label: '男女', span: 2 },
      { label: '琴棋书画', span: 4 },
      { label: '春夏秋冬', span: 4 },
    ])
    for (const row of chart.rows) expect(row.cells.filter((c) => c.hit)).toHaveLength(4)
  })

  it('offers the zodiac family to six-mark games only, and addresses each page under its family', () => {
    expect(familiesOf('sixMark').map((f) => f.label)).toEqual(['特码分析', '生肖分析'])
    expect(familiesOf('racing')).toEqual([
      { family: 'special', label: '开奖分析', views: ['history', 'big-small', 'both-side', 'trend'] },
    ])
    expect(analyticsHref(110, 'trend')).toBe('/game/110/analytic/special/trend')
    expect(analyticsHref(110, 'first-num')).toBe('/game/110/analytic/zodiac/first-num')
    expect(analyticsHref(10, 'lottery-helper')).toBe('/game/10/analytic/lottery-helper')
  })
})

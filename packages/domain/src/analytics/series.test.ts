import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CategoryStats, categoryStats, coldest, hottest, trendGrid } from './series'

/** A hand-made history: each string is one draw's categories, newest first. */
const history = (...draws: string[]) =>
  draws.map((hits, i) => ({ turnNum: String(draws.length - i), openTime: draws.length - i, hits: [...hits] }))
const hitsOf = (draw: { hits: string[] }) => draw.hits
const statsOf = (keys: string, ...draws: string[]) =>
  Object.fromEntries(categoryStats(history(...draws), [...keys], hitsOf).map((s) => [s.key, s]))

/** The figures straight from their definitions, one category at a time (oldest first internally). */
function naiveStats(draws: readonly string[][], key: string): Omit<CategoryStats<string>, 'key'> {
  const chronological = [...draws].reverse()
  const held = chronological.map((hits) => hits.includes(key))
  const longest = (value: boolean) => {
    let best = 0
    let current = 0
    for (const h of held) {
      current = h === value ? current + 1 : 0
      best = Math.max(best, current)
    }
    return best
  }
  const lastHit = held.lastIndexOf(true)
  const drawsHit = held.filter(Boolean).length
  const trailing = (value: boolean) => {
    let n = 0
    for (let i = held.length - 1; i >= 0 && held[i] === value; i--) n++
    return n
  }
  return {
    count: draws.flat().filter((k) => k === key).length,
    drawsHit,
    currentOmission: lastHit === -1 ? held.length : held.length - 1 - lastHit,
    maxOmission: longest(false),
    averageOmission: (held.length - drawsHit) / (drawsHit + 1),
    maxRun: longest(true),
    currentRun: trailing(true),
  }
}

describe('categoryStats', () => {
  it('counts omission from the newest draw back to the last hit', () => {
    // Newest first: A was last seen three draws ago, B in the newest draw, C never.
    const s = statsOf('ABC', 'B', 'B', 'B', 'A', 'B')
    expect(s.A).toMatchObject({ count: 1, currentOmission: 3, maxOmission: 3, maxRun: 1, currentRun: 0 })
    expect(s.B).toMatchObject({ count: 4, currentOmission: 0, maxOmission: 1, maxRun: 3, currentRun: 3 })
    expect(s.C).toMatchObject({ count: 0, currentOmission: 5, maxOmission: 5, maxRun: 0, currentRun: 0 })
  })

  it('counts the open stretch before the first hit of the window in the max omission', () => {
    // Oldest four draws miss A, then A, then two misses: the longest stretch is the leading one.
    const s = statsOf('AB', 'B', 'B', 'A', 'B', 'B', 'B', 'B')
    expect(s.A).toMatchObject({ currentOmission: 2, maxOmission: 4 })
  })

  it('finds the longest run anywhere in the window', () => {
    const s = statsOf('AB', 'A', 'B', 'A', 'A', 'A', 'A', 'B', 'A', 'A')
    expect(s.A).toMatchObject({ maxRun: 4, currentRun: 1, maxOmission: 1 })
    expect(s.B).toMatchObject({ maxRun: 1, maxOmission: 4, currentOmission: 1 })
  })

  it('averages the stretches without a hit: missed draws over (draws hit + 1)', () => {
    // 10 draws, A hit twice: 8 missed draws in 3 stretches.
    const s = statsOf('AB', 'B', 'A', 'B', 'B', 'B', 'A', 'B', 'B', 'B', 'B')
    expect(s.A!.averageOmission).toBeCloseTo(8 / 3)
    expect(s.B!.averageOmission).toBeCloseTo(2 / 9)
  })

  it('counts every occurrence but one draw for omission and runs', () => {
    const s = statsOf('AB', 'AA', 'A', 'B')
    expect(s.A).toMatchObject({ count: 3, drawsHit: 2, currentRun: 2, maxRun: 2 })
  })

  it('gives zeros over an empty window and a whole-window omission to unseen categories', () => {
    expect(statsOf('A').A).toEqual({
      key: 'A',
      count: 0,
      drawsHit: 0,
      currentOmission: 0,
      maxOmission: 0,
      averageOmission: 0,
      maxRun: 0,
      currentRun: 0,
    })
    expect(statsOf('AB', 'A', 'A').B).toMatchObject({
      currentOmission: 2,
      maxOmission: 2,
      averageOmission: 2,
    })
  })

  it('refuses a category outside the series and a series listing one twice', () => {
    expect(() => statsOf('AB', 'C')).toThrow(RangeError)
    expect(() => statsOf('AA', 'A')).toThrow(RangeError)
  })

  it('matches the definitions on any history', () => {
    const draws = fc.array(fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 3 }), { maxLength: 60 })
    fc.assert(
      fc.property(draws, (list) => {
        const stats = categoryStats(list, ['A', 'B', 'C', 'D'], (d) => d)
        for (const s of stats)
          expect({ ...s, key: undefined }).toEqual({ ...naiveStats(list, s.key), key: undefined })
      }),
    )
  })
})

describe('trendGrid', () => {
  it('shows hits and the omission counted from the window start, rows newest first', () => {
    const grid = trendGrid(history('A', 'B', 'B', 'A'), ['A', 'B'], hitsOf)
    expect(grid.rows.map((r) => r.turnNum)).toEqual(['4', '3', '2', '1'])
    expect(grid.rows.map((r) => r.cells)).toEqual([
      [
        { hit: true, times: 1 },
        { hit: false, omission: 1 },
      ],
      [
        { hit: false, omission: 2 },
        { hit: true, times: 1 },
      ],
      [
        { hit: false, omission: 1 },
        { hit: true, times: 1 },
      ],
      [
        { hit: true, times: 1 },
        { hit: false, omission: 1 },
      ],
    ])
    expect(grid.stats).toEqual(categoryStats(history('A', 'B', 'B', 'A'), ['A', 'B'], hitsOf))
  })

  it('agrees with its footer on any history', () => {
    const draws = fc.array(fc.array(fc.constantFrom('A', 'B', 'C'), { maxLength: 3 }), {
      minLength: 1,
      maxLength: 40,
    })
    fc.assert(
      fc.property(draws, (list) => {
        const stamped = list.map((hits, i) => ({ turnNum: String(i), openTime: -i, hits }))
        const grid = trendGrid(stamped, ['A', 'B', 'C'], (d) => d.hits)
        // The trend's walk and categoryStats' hits-only walk give the same figures.
        expect(grid.stats).toEqual(categoryStats(stamped, ['A', 'B', 'C'], (d) => d.hits))
        grid.keys.forEach((_, k) => {
          const column = grid.rows.map((r) => r.cells[k]!)
          const stats = grid.stats[k]!
          expect(column.reduce((n, c) => n + (c.hit ? c.times : 0), 0)).toBe(stats.count)
          expect(Math.max(0, ...column.map((c) => (c.hit ? 0 : c.omission)))).toBe(stats.maxOmission)
          const newest = column[0]!
          expect(newest.hit ? 0 : newest.omission).toBe(stats.currentOmission)
        })
      }),
    )
  })
})

describe('hot and cold ranking', () => {
  it('puts the most frequent first and the longest omission first, ties in series order', () => {
    const stats = categoryStats(history('C', 'B', 'C', 'B', 'A', 'D'), ['A', 'B', 'C', 'D'], hitsOf)
    expect(hottest(stats).map((s) => s.key)).toEqual(['B', 'C', 'A', 'D'])
    expect(coldest(stats).map((s) => s.key)).toEqual(['D', 'A', 'B', 'C'])
    expect(stats.map((s) => s.key)).toEqual(['A', 'B', 'C', 'D'])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartesian, choose, combinations, danTuoCombinations, danTuoCount } from './combinatorics'

describe('choose', () => {
  it('matches Pascal’s triangle up to 49', () => {
    let row = [1]
    for (let n = 0; n <= 49; n++) {
      for (const [k, ways] of row.entries()) expect(choose(n, k), `C(${n},${k})`).toBe(ways)
      row = [1, ...row.slice(1).map((w, i) => w + row[i]!), 1]
    }
    expect(choose(49, 7)).toBe(85_900_584)
  })

  it('is 0 outside 0 ≤ k ≤ n and refuses non-integers', () => {
    expect(choose(5, 6)).toBe(0)
    expect(choose(5, -1)).toBe(0)
    expect(() => choose(1.5, 1)).toThrow(RangeError)
    expect(() => choose(-1, 0)).toThrow(RangeError)
  })
})

describe('combinations', () => {
  it('lists the subsets in order', () => {
    expect(combinations(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ])
    expect(combinations([1, 2], 0)).toEqual([[]])
    expect(combinations([1, 2], 3)).toEqual([])
  })

  it('makes C(n, k) distinct subsets of size k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, k) => {
        const subsets = combinations(
          Array.from({ length: n }, (_, i) => i),
          k,
        )
        expect(subsets).toHaveLength(choose(n, k))
        expect(new Set(subsets.map((s) => s.join(','))).size).toBe(subsets.length)
        for (const subset of subsets) expect(subset).toHaveLength(k)
      }),
    )
  })
})

describe('胆拖', () => {
  it('keeps every 胆 in every 注', () => {
    expect(danTuoCombinations([7], [17, 27, 37], 3)).toEqual([
      [7, 17, 27],
      [7, 17, 37],
      [7, 27, 37],
    ])
    expect(danTuoCount(1, 3, 3)).toBe(3)
    expect(danTuoCount(2, 5, 4)).toBe(10)
  })
})

describe('cartesian', () => {
  it('takes one item from each list', () => {
    expect(cartesian([['大', '小'], ['单']])).toEqual([
      ['大', '单'],
      ['小', '单'],
    ])
    expect(cartesian([])).toEqual([[]])
  })
})

import { describe, expect, it } from 'vitest'
import { RECOMMEND_CATEGORY_HASHES, RECOMMEND_GAME_IDS, recommendGameIds } from './recommend'

describe('recommend grid', () => {
  it('lists every game id docs/product.md names, once', () => {
    const spec = [
      10, 34, 42, 43, 44, 45, 46, 47, 48, 51, 70, 71, 81, 90, 92, 93, 96, 97, 98, 99, 102, 104, 105, 106, 110,
      122, 123, 124,
    ]
    expect([...RECOMMEND_GAME_IDS].sort((a, b) => a - b)).toEqual(spec)
    expect(RECOMMEND_GAME_IDS[0]).toBe(110)
  })

  it('varies by company code when a company has its own list', () => {
    expect(recommendGameIds('LH')).toBe(RECOMMEND_GAME_IDS)
    expect(recommendGameIds('XY', { XY: [70, 110] })).toEqual([70, 110])
  })

  it('links the five third-party categories of the game center', () => {
    expect(RECOMMEND_CATEGORY_HASHES).toEqual(['fish', 'live', 'electronic', 'card', 'sport'])
  })
})

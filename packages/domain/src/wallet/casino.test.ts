import { describe, expect, it } from 'vitest'
import { casinoOutcomes, casinoRound, casinoValidFen, casinoWinOrLoseFen } from './casino'

describe('casino demo round', () => {
  it('has weights of 100 and returns less than the stake on average', () => {
    expect(casinoOutcomes.reduce((sum, o) => sum + o.weight, 0)).toBe(100)
    const expected = casinoOutcomes.reduce((sum, o) => sum + (o.weight / 100) * (o.payoutMilli / 1000), 0)
    expect(expected).toBeCloseTo(0.9695, 4)
  })

  it('maps the random number onto the outcomes in order, rounding payouts down to the fen', () => {
    expect(casinoRound(1000, 0)).toMatchObject({ payoutFen: 0, outcome: { label: '未中奖' } })
    expect(casinoRound(1000, 0.54)).toMatchObject({ payoutFen: 1000, outcome: { label: '和局' } })
    expect(casinoRound(1001, 0.62)).toMatchObject({ payoutFen: 1951 })
    expect(casinoRound(1000, 0.95)).toMatchObject({ payoutFen: 3000 })
    expect(casinoRound(1000, 0.999_999)).toMatchObject({ payoutFen: 10_500, outcome: { label: '大奖' } })
    expect(casinoRound(1000, 1)).toMatchObject({ payoutFen: 10_500 })
  })

  it('refuses a stake that is not whole positive fen', () => {
    expect(() => casinoRound(0, 0.5)).toThrow(RangeError)
    expect(() => casinoRound(10.5, 0.5)).toThrow(RangeError)
  })

  it('counts a pushed round as no valid bet, and 输赢 from the member side', () => {
    expect(casinoValidFen(1000, 1000)).toBe(0)
    expect(casinoValidFen(1000, 0)).toBe(1000)
    expect(casinoValidFen(1000, 1950)).toBe(1000)
    expect(casinoWinOrLoseFen({ stakeFen: 3000, payoutFen: 1950 })).toBe(-1050)
  })
})

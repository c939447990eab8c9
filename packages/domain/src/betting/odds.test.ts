import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  derivedOddsMilli,
  formatOddsMilli,
  isOddsMilli,
  isStakeFen,
  oddsMilliFromDecimal,
  priceReturn,
  winPayoutFen,
} from './odds'
import { oddsDisplay } from './oddsDisplay'

describe('odds in thousandths', () => {
  it.each([
    ['1.965', 1_965],
    ['49', 49_000],
    ['2.7', 2_700],
    ['0.97', 970],
    [' 1.798 ', 1_798],
    ['14125.067', 14_125_067],
  ])('reads %s as %i', (text, oddsMilli) => {
    expect(oddsMilliFromDecimal(text)).toBe(oddsMilli)
  })

  it.each(['1.9655', '-2', '0', '0.000', 'abc', '1,965', ''])('refuses %j', (text) => {
    expect(() => oddsMilliFromDecimal(text)).toThrow(RangeError)
  })

  it.each([
    [1_965, '1.965'],
    [2_700, '2.7'],
    [49_000, '49'],
    [1_050, '1.05'],
    [5, '0.005'],
  ])('writes %i as %s', (oddsMilli, text) => {
    expect(formatOddsMilli(oddsMilli)).toBe(text)
  })

  it('writes and reads back every odds exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (oddsMilli) => {
        expect(oddsMilliFromDecimal(formatOddsMilli(oddsMilli))).toBe(oddsMilli)
      }),
    )
  })

  it('tells odds and stakes from other values', () => {
    expect([1, 1_965].every(isOddsMilli)).toBe(true)
    expect([0, -1, 1.5, Number.NaN, '1965'].some(isOddsMilli)).toBe(false)
    expect([1, 100].every(isStakeFen)).toBe(true)
    expect([0, 0.5, 2 ** 60].some(isStakeFen)).toBe(false)
  })
})

describe('oddsDisplay', () => {
  it.each([
    [1_965, '1.965'],
    [2_700, '2.7'],
    [49_000, '49'],
    [44_595, '44.595'],
    [15_350, '15.35'],
    [165_000, '165'],
    [150_555, '150.55'],
    [1_234_567, '1234.5'],
    [10_733_333, '10733'],
    [123_456_789, '123456'],
    [5, '0.005'],
  ])('shows %i as %s: at most five significant figures and three decimals', (oddsMilli, text) => {
    expect(oddsDisplay(oddsMilli)).toBe(text)
  })

  it('never shows more than the odds pay, and at most five figures once above 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (oddsMilli) => {
        const text = oddsDisplay(oddsMilli)
        expect(oddsMilliFromDecimal(text)).toBeLessThanOrEqual(oddsMilli)
        expect(text).not.toMatch(/\.\d*0$/)
        const [whole = '', fraction = ''] = text.split('.')
        expect(fraction.length).toBeLessThanOrEqual(3)
        if (whole !== '0')
          expect(whole.length + fraction.length).toBeLessThanOrEqual(Math.max(5, whole.length))
      }),
    )
  })
})

describe('winPayoutFen', () => {
  it('rounds down to the fen: 1 元 at 1.965 pays 1.96, 3.33 元 pays 6.54', () => {
    expect(winPayoutFen(100, 1_965)).toBe(196)
    expect(winPayoutFen(333, 1_965)).toBe(654)
    expect(winPayoutFen(100, 49_000)).toBe(4_900)
  })

  it('multiplies parlay legs exactly before rounding once: 1.92 × 1.92 × 2.85', () => {
    expect(winPayoutFen(100, [1_920, 1_920, 2_850])).toBe(1_050)
    expect(winPayoutFen(1_000_000, [1_965, 1_965, 1_965, 1_965, 1_965, 1_965])).toBe(57_567_229)
  })

  it('equals floor(stake × Π odds / 1000^k) computed without floating point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1_000, max: 200_000 }), { minLength: 1, maxLength: 6 }),
        (stakeFen, factors) => {
          const exact =
            factors.reduce((p, f) => p * BigInt(f), BigInt(stakeFen)) / 1000n ** BigInt(factors.length)
          fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER))
          expect(winPayoutFen(stakeFen, factors)).toBe(Number(exact))
        },
      ),
    )
  })

  it('refuses a bad stake, bad odds, no odds and a payout beyond the safe range', () => {
    expect(() => winPayoutFen(0, 1_965)).toThrow(RangeError)
    expect(() => winPayoutFen(1.5, 1_965)).toThrow(RangeError)
    expect(() => winPayoutFen(100, 0)).toThrow(RangeError)
    expect(() => winPayoutFen(100, [])).toThrow(RangeError)
    expect(() => winPayoutFen(Number.MAX_SAFE_INTEGER, [900_000, 900_000])).toThrow(RangeError)
  })
})

describe('derived odds', () => {
  it('keeps the return of the reference price', () => {
    // 1.982 on an even chance is a 99.1 % return; a 4-in-9 chance at that return is 2.229.
    expect(derivedOddsMilli(40, 90, priceReturn(1_982, 1, 2))).toBe(2_229)
    // 165 on 1 throw in 216 priced on 3 throws in 216.
    expect(derivedOddsMilli(3, 216, priceReturn(165_000, 1, 216))).toBe(55_000)
    // The reference itself comes back unchanged.
    expect(derivedOddsMilli(20, 18_424, priceReturn(700_000, 20, 18_424))).toBe(700_000)
  })

  it('refuses impossible chances', () => {
    expect(() => priceReturn(1_000, 0, 10)).toThrow(RangeError)
    expect(() => priceReturn(1_000, 11, 10)).toThrow(RangeError)
    expect(() => derivedOddsMilli(0, 10, priceReturn(1_000, 1, 2))).toThrow(RangeError)
  })
})

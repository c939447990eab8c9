import { describe, expect, it } from 'vitest'
import { hkDraws, macauDraws } from '../test-support/draws'
import { fromChinaTime, parseChinaTime } from '../time/chinaTime'
import {
  bigSmallOf,
  digitSumOf,
  headOf,
  lastDigitOf,
  oddEvenOf,
  SIX_MARK_TOTAL_BIG_FROM,
  sixMarkAttributes,
  sixMarkTotal,
  sumOddEvenOf,
  sumSizeOf,
  tailSizeOf,
  totalBigSmallOf,
  totalOddEvenOf,
  twoSidesOf,
} from './attributes'

const all49 = Array.from({ length: 49 }, (_, i) => i + 1)

describe('six-mark number categories (all 49 numbers)', () => {
  it('splits big 25–49 and small 01–24, odd and even', () => {
    expect(all49.filter((n) => bigSmallOf(n) === '小')).toEqual(all49.slice(0, 24))
    expect(all49.filter((n) => bigSmallOf(n) === '大')).toEqual(all49.slice(24))
    for (const n of all49) expect(oddEvenOf(n)).toBe(n % 2 ? '单' : '双')
  })

  it('reads digit sums 1–13 with 合数小 for 1–6 and 合数大 for 7–13', () => {
    for (const n of all49) {
      const [tens, ones] = String(n).padStart(2, '0').split('').map(Number) as [number, number]
      expect(digitSumOf(n)).toBe(tens + ones)
      expect(sumSizeOf(n)).toBe(tens + ones <= 6 ? '合数小' : '合数大')
      expect(sumOddEvenOf(n)).toBe((tens + ones) % 2 ? '合单' : '合双')
      expect(headOf(n)).toBe(tens)
      expect(lastDigitOf(n)).toBe(ones)
      expect(tailSizeOf(n)).toBe(ones >= 5 ? '尾大' : '尾小')
    }
    expect(Math.max(...all49.map(digitSumOf))).toBe(13)
    expect([sumSizeOf(6), sumSizeOf(15), sumSizeOf(16), sumSizeOf(49)]).toEqual([
      '合数小',
      '合数小',
      '合数大',
      '合数大',
    ])
  })

  it('makes 49 a draw (和) for every two-sides play and nothing else', () => {
    expect(twoSidesOf(49)).toEqual({
      bigSmall: '和',
      oddEven: '和',
      sumSize: '和',
      sumOddEven: '和',
      tailSize: '和',
    })
    for (const n of all49.slice(0, 48)) {
      expect(Object.values(twoSidesOf(n))).not.toContain('和')
      expect(twoSidesOf(n).bigSmall).toBe(bigSmallOf(n))
    }
  })

  it('refuses numbers outside 1–49', () => {
    for (const f of [bigSmallOf, oddEvenOf, digitSumOf, lastDigitOf, headOf, twoSidesOf]) {
      expect(() => f(0)).toThrow(RangeError)
      expect(() => f(50)).toThrow(RangeError)
    }
  })

  it('gathers every category of a number', () => {
    expect(sixMarkAttributes(49, fromChinaTime(2026, 5, 1))).toEqual({
      number: 49,
      color: 'green',
      zodiac: '马',
      element: '火',
      bigSmall: '大',
      oddEven: '单',
      digitSum: 13,
      sumSize: '合数大',
      sumOddEven: '合单',
      lastDigit: 9,
      tailSize: '尾大',
      head: 4,
      art: '书',
      season: '夏',
      gender: '男',
      animalKind: '家禽',
    })
  })

  it('agrees with the colour and the zodiac of every real Macau ball', () => {
    for (const draw of macauDraws) {
      const at = parseChinaTime(draw.openTime)
      draw.numbers.forEach((n, i) => {
        const attributes = sixMarkAttributes(n, at)
        expect(attributes.color).toBe(draw.wave[i])
        expect(attributes.zodiac).toBe(draw.zodiac[i])
      })
    }
  })
})

describe('total of the seven numbers', () => {
  it('is big from 175 and small below', () => {
    expect(SIX_MARK_TOTAL_BIG_FROM).toBe(175)
    expect(totalBigSmallOf(174)).toBe('小')
    expect(totalBigSmallOf(175)).toBe('大')
    expect(totalOddEvenOf(175)).toBe('单')
    expect(totalOddEvenOf(176)).toBe('双')
  })

  it('adds the seven numbers of every real Hong Kong draw, all within 28–322', () => {
    for (const draw of hkDraws) {
      const seven = [...draw.numbers, draw.special]
      const total = sixMarkTotal(seven)
      expect(total).toBe(seven.reduce((a, b) => a + b, 0))
      expect(total).toBeGreaterThanOrEqual(28)
      expect(total).toBeLessThanOrEqual(322)
    }
  })

  it('refuses anything but seven six-mark numbers', () => {
    expect(() => sixMarkTotal([1, 2, 3])).toThrow(RangeError)
    expect(() => sixMarkTotal([1, 2, 3, 4, 5, 6, 50])).toThrow(RangeError)
  })
})

import { type BallColor, ballColor, isSixMarkNumber } from './ballColor'
import { type FiveElement, fiveElementOfYear } from './fiveElements'
import {
  type AnimalKind,
  type Art,
  animalKindOf,
  artOf,
  type Gender,
  genderOf,
  type Season,
  seasonOf,
} from './groupings'
import { lunarYearAt, type Zodiac, zodiacOfYear, zodiacs } from './zodiac'

/** Big (大, 25–49) or small (小, 01–24). */
export type BigSmall = '大' | '小'
/** Odd (单) or even (双). */
export type OddEven = '单' | '双'
/** Digit-sum size: 合数小 for sums 1–6, 合数大 for 7–13. */
export type SumSize = '合数小' | '合数大'
/** Digit-sum parity: 合单 or 合双. */
export type SumOddEven = '合单' | '合双'
/** Last-digit size: 尾大 for 5–9, 尾小 for 0–4. */
export type TailSize = '尾大' | '尾小'
/** The draw (和) that two-sides plays give number 49. */
export type TwoSidesDraw = '和'

function assertSixMark(n: number): void {
  if (!isSixMarkNumber(n)) throw new RangeError(`not a six-mark number: ${n}`)
}

/** Big (大) for 25–49, small (小) for 01–24. */
export function bigSmallOf(n: number): BigSmall {
  assertSixMark(n)
  return n >= 25 ? '大' : '小'
}

/** Odd (单) or even (双). */
export function oddEvenOf(n: number): OddEven {
  assertSixMark(n)
  return n % 2 === 1 ? '单' : '双'
}

/** Sum of the two digits of a ball number (合数): 49 → 13, 07 → 7. */
export function digitSumOf(n: number): number {
  assertSixMark(n)
  return Math.floor(n / 10) + (n % 10)
}

/** 合数小 when the digit sum is 1–6, 合数大 when it is 7–13. */
export function sumSizeOf(n: number): SumSize {
  return digitSumOf(n) <= 6 ? '合数小' : '合数大'
}

/** 合单 when the digit sum is odd, 合双 when it is even. */
export function sumOddEvenOf(n: number): SumOddEven {
  return digitSumOf(n) % 2 === 1 ? '合单' : '合双'
}

/** Last digit (尾数) of a ball number, 0–9. */
export function lastDigitOf(n: number): number {
  assertSixMark(n)
  return n % 10
}

/** 尾大 when the last digit is 5–9, 尾小 when it is 0–4. */
export function tailSizeOf(n: number): TailSize {
  return lastDigitOf(n) >= 5 ? '尾大' : '尾小'
}

/** Head (头数) of a ball number: its tens digit, 0–4. */
export function headOf(n: number): number {
  assertSixMark(n)
  return Math.floor(n / 10)
}

/** The two-sides (两面) readings of a number, where 49 is a draw (和) for every one of them. */
export interface TwoSides {
  bigSmall: BigSmall | TwoSidesDraw
  oddEven: OddEven | TwoSidesDraw
  sumSize: SumSize | TwoSidesDraw
  sumOddEven: SumOddEven | TwoSidesDraw
  tailSize: TailSize | TwoSidesDraw
}

/** Two-sides readings of a number for betting: the usual categories, but 和 for every one when it is 49. */
export function twoSidesOf(n: number): TwoSides {
  assertSixMark(n)
  if (n === 49) return { bigSmall: '和', oddEven: '和', sumSize: '和', sumOddEven: '和', tailSize: '和' }
  return {
    bigSmall: bigSmallOf(n),
    oddEven: oddEvenOf(n),
    sumSize: sumSizeOf(n),
    sumOddEven: sumOddEvenOf(n),
    tailSize: tailSizeOf(n),
  }
}

/** The smallest total of the seven numbers that counts as big (总和大). */
export const SIX_MARK_TOTAL_BIG_FROM = 175

/** Total of a six-mark result's seven numbers (总和). */
export function sixMarkTotal(numbers: readonly number[]): number {
  if (numbers.length !== 7) throw new RangeError(`a six-mark result has 7 numbers, not ${numbers.length}`)
  for (const n of numbers) assertSixMark(n)
  return numbers.reduce((sum, n) => sum + n, 0)
}

/** Size of the seven-number total: 大 from 175, otherwise 小. */
export function totalBigSmallOf(total: number): BigSmall {
  return total >= SIX_MARK_TOTAL_BIG_FROM ? '大' : '小'
}

/** Parity of the seven-number total: 单 or 双. */
export function totalOddEvenOf(total: number): OddEven {
  return total % 2 === 1 ? '单' : '双'
}

/** Every category of one six-mark number at a draw time. */
export interface SixMarkAttributes {
  number: number
  color: BallColor
  zodiac: Zodiac
  element: FiveElement
  bigSmall: BigSmall
  oddEven: OddEven
  digitSum: number
  sumSize: SumSize
  sumOddEven: SumOddEven
  lastDigit: number
  tailSize: TailSize
  head: number
  art: Art
  season: Season
  gender: Gender
  animalKind: AnimalKind
}

/** The 49 numbers' attributes of each lunar year met so far (zodiac and element depend on it alone). */
const attributesByYear = new Map<number, readonly Readonly<SixMarkAttributes>[]>()

/**
 * The attributes of 01–49 in a lunar year, computed once per year and shared (frozen): the analytics read
 * thousands of draws, and every draw of a year has the same table.
 */
export function sixMarkAttributesOfYear(lunarYear: number): readonly Readonly<SixMarkAttributes>[] {
  let table = attributesByYear.get(lunarYear)
  if (!table) {
    const yearIndex = zodiacs.indexOf(zodiacOfYear(lunarYear))
    table = Array.from({ length: 49 }, (_, i) => {
      const n = i + 1
      // 01 carries the year's zodiac; each following number steps one animal back (zodiacOf).
      const zodiac = zodiacs[(((yearIndex - i) % 12) + 12) % 12]!
      return Object.freeze({
        number: n,
        color: ballColor(n),
        zodiac,
        // The 纳音 element of the birth year the number stands for (fiveElementOf).
        element: fiveElementOfYear(lunarYear - i),
        bigSmall: bigSmallOf(n),
        oddEven: oddEvenOf(n),
        digitSum: digitSumOf(n),
        sumSize: sumSizeOf(n),
        sumOddEven: sumOddEvenOf(n),
        lastDigit: lastDigitOf(n),
        tailSize: tailSizeOf(n),
        head: headOf(n),
        art: artOf(zodiac),
        season: seasonOf(zodiac),
        gender: genderOf(zodiac),
        animalKind: animalKindOf(zodiac),
      })
    })
    attributesByYear.set(lunarYear, Object.freeze(table))
  }
  return table
}

/** All the categories of a six-mark number at a draw time (zodiac and element switch on 正月初一). */
export function sixMarkAttributes(n: number, drawTimeMs: number): SixMarkAttributes {
  assertSixMark(n)
  return { ...sixMarkAttributesOfYear(lunarYearAt(drawTimeMs))[n - 1]! }
}

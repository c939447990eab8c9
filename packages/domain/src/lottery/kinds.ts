import { parseOpenNum } from './openNum'

/** Lottery kinds: six-mark (六合彩), racing (赛车), quick-three (快三) and time-based (时时彩). */
export const lotteryKinds = ['sixMark', 'racing', 'quickThree', 'timeBased'] as const
/** One lottery kind. */
export type LotteryKind = (typeof lotteryKinds)[number]

/** Shape of one kind's result: how many numbers, their range, and whether they are all different. */
export interface LotteryKindRule {
  count: number
  min: number
  max: number
  distinct: boolean
}

/** Result shape of every kind: six-mark 7 of 01–49, racing 10 positions of 01–10, 3 dice, 5 digits 0–9. */
export const lotteryKindRules: Readonly<Record<LotteryKind, LotteryKindRule>> = {
  sixMark: { count: 7, min: 1, max: 49, distinct: true },
  racing: { count: 10, min: 1, max: 10, distinct: true },
  quickThree: { count: 3, min: 1, max: 6, distinct: false },
  timeBased: { count: 5, min: 0, max: 9, distinct: false },
}

/** A result read according to its kind. */
export type LotteryResult =
  | { kind: 'sixMark'; normal: number[]; special: number }
  | { kind: 'racing'; positions: number[] }
  | { kind: 'quickThree'; dice: number[]; sum: number }
  | { kind: 'timeBased'; digits: number[]; sum: number }

/** True when `numbers` is a complete, valid result of `kind` (right count, range and distinctness). */
export function isValidResult(kind: LotteryKind, numbers: readonly number[]): boolean {
  const rule = lotteryKindRules[kind]
  if (numbers.length !== rule.count) return false
  if (numbers.some((n) => !Number.isInteger(n) || n < rule.min || n > rule.max)) return false
  return !rule.distinct || new Set(numbers).size === numbers.length
}

/**
 * Reads an `openNum` as a result of `kind`: six-mark splits off the 7th (special) number, racing keeps
 * positions 1–10 in order, quick-three and time-based add up their dice or digits. Incomplete or invalid
 * text (a draw still in progress) reads as `null`.
 */
export function readResult(kind: LotteryKind, openNum: string): LotteryResult | null {
  const numbers = parseOpenNum(openNum)
  if (!isValidResult(kind, numbers)) return null
  const sum = numbers.reduce((total, n) => total + n, 0)
  switch (kind) {
    case 'sixMark':
      return { kind, normal: numbers.slice(0, 6), special: numbers[6]! }
    case 'racing':
      return { kind, positions: numbers }
    case 'quickThree':
      return { kind, dice: numbers, sum }
    case 'timeBased':
      return { kind, digits: numbers, sum }
  }
}

import type { ThreeKind } from '../betting/timeBasedPlays'
import { timeBasedBalls } from '../betting/timeBasedPlays'
import { threeKindOf } from '../betting/timeBasedSettlement'
import { readResult } from '../lottery/kinds'
import type { DrawStamp } from './series'
import { readSides, type SideAttribute, type SideLayout, type SideReading } from './sides'

/** The smallest ball digit that reads 大 (5–9 大, 0–4 小), as time-based settles. */
export const TIME_BASED_BALL_BIG_FROM = 5
/** The smallest five-digit total that reads 大 (23–45 大, 0–22 小), as time-based settles. */
export const TIME_BASED_TOTAL_BIG_FROM = 23

const sizeAndParity = (bigFrom: number, measure: (digits: readonly number[]) => number) =>
  [
    { attribute: '大小', values: ['大', '小'], read: (d) => (measure(d) >= bigFrom ? '大' : '小') },
    { attribute: '单双', values: ['单', '双'], read: (d) => (measure(d) % 2 === 1 ? '单' : '双') },
  ] satisfies SideAttribute<readonly number[]>[]

const sumOf = (digits: readonly number[]) => digits.reduce((total, d) => total + d, 0)

/**
 * Time-based two-sides layout: each ball's 大小/单双, then 总和 大小/单双 and 龙虎 (first ball against the
 * fifth, 和 when equal).
 */
export const timeBasedSideLayout: SideLayout<readonly number[]> = [
  ...timeBasedBalls.map(({ index, label }) => ({
    position: label,
    attributes: sizeAndParity(TIME_BASED_BALL_BIG_FROM, (d) => d[index - 1]!),
  })),
  {
    position: '总和',
    attributes: [
      ...sizeAndParity(TIME_BASED_TOTAL_BIG_FROM, sumOf),
      {
        attribute: '龙虎',
        values: ['龙', '虎'],
        tie: '和',
        read: (d) => {
          if (d[0] === d[4]) return '和'
          return d[0]! > d[4]! ? '龙' : '虎'
        },
      },
    ],
  },
]

/** One time-based draw read for the analytics pages: digits, total, 前中后三 and the two-sides readings. */
export interface TimeBasedDrawView extends DrawStamp {
  /** The five digits, 第一球 first. */
  numbers: readonly number[]
  sum: number
  /** Kind of 前三, 中三 and 后三. */
  threes: readonly ThreeKind[]
  sides: readonly SideReading[]
}

/** Reads one time-based draw; `null` when it is not a complete result. */
export function readTimeBasedDraw(
  draw: DrawStamp & { numbers: readonly number[] },
): TimeBasedDrawView | null {
  const result = readResult('timeBased', draw.numbers.join(','))
  if (result?.kind !== 'timeBased') return null
  const digits = result.digits
  return {
    turnNum: draw.turnNum,
    openTime: draw.openTime,
    numbers: digits,
    sum: result.sum,
    threes: [0, 1, 2].map((start) => threeKindOf(digits.slice(start, start + 3))),
    sides: readSides(timeBasedSideLayout, digits),
  }
}

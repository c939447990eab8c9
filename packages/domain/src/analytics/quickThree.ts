import { readResult } from '../lottery/kinds'
import type { DrawStamp } from './series'
import { readSides, type SideLayout, type SideReading } from './sides'

/** The smallest dice total that reads 大 (11–17 大, 4–10 小), as quick-three settles. */
export const QUICK_THREE_BIG_FROM = 11

const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2]
const sumOf = (dice: readonly number[]) => dice.reduce((total, d) => total + d, 0)

/**
 * Quick-three two-sides layout, on the dice total: 大小, where a triple reads 豹子 (it loses both sides),
 * and 单双 by plain parity (no play sells it, so nothing says a triple is special there).
 */
export const quickThreeSideLayout: SideLayout<readonly number[]> = [
  {
    position: '总和',
    attributes: [
      {
        attribute: '大小',
        values: ['大', '小'],
        tie: '豹子',
        read: (dice) => {
          if (isTriple(dice)) return '豹子'
          return sumOf(dice) >= QUICK_THREE_BIG_FROM ? '大' : '小'
        },
      },
      { attribute: '单双', values: ['单', '双'], read: (dice) => (sumOf(dice) % 2 === 1 ? '单' : '双') },
    ],
  },
]

/** One quick-three draw read for the analytics pages: the dice, their total and the two-sides readings. */
export interface QuickThreeDrawView extends DrawStamp {
  /** The three dice in draw order. */
  numbers: readonly number[]
  sum: number
  isTriple: boolean
  sides: readonly SideReading[]
}

/** Reads one quick-three draw; `null` when it is not a complete result. */
export function readQuickThreeDraw(
  draw: DrawStamp & { numbers: readonly number[] },
): QuickThreeDrawView | null {
  const result = readResult('quickThree', draw.numbers.join(','))
  if (result?.kind !== 'quickThree') return null
  return {
    turnNum: draw.turnNum,
    openTime: draw.openTime,
    numbers: result.dice,
    sum: result.sum,
    isTriple: isTriple(result.dice),
    sides: readSides(quickThreeSideLayout, result.dice),
  }
}

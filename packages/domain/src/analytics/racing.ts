import { racingRanks } from '../betting/racingPlays'
import { readResult } from '../lottery/kinds'
import type { DrawStamp } from './series'
import { readSides, type SideAttribute, type SideLayout, type SideReading } from './sides'

/** The smallest rank value that reads 大 on 1–10名 (6–10 大, 1–5 小), as racing settles. */
export const RACING_RANK_BIG_FROM = 6
/** The smallest 冠亚和 that reads 大 (12–19 大, 3–11 小), as racing settles. */
export const CHAMPION_SUM_BIG_FROM = 12

const sizeAndParity = (bigFrom: number, measure: (ranks: readonly number[]) => number) =>
  [
    { attribute: '大小', values: ['大', '小'], read: (r) => (measure(r) >= bigFrom ? '大' : '小') },
    { attribute: '单双', values: ['单', '双'], read: (r) => (measure(r) % 2 === 1 ? '单' : '双') },
  ] satisfies SideAttribute<readonly number[]>[]

/**
 * Racing two-sides layout: 冠亚和 大小/单双, then each rank's 大小/单双 and, for 冠军 to 第五名, 龙虎 against
 * the rank counted from the end (冠军 against 第十名); cars never tie, so no attribute has a tie.
 */
export const racingSideLayout: SideLayout<readonly number[]> = [
  { position: '冠亚和', attributes: sizeAndParity(CHAMPION_SUM_BIG_FROM, (r) => r[0]! + r[1]!) },
  ...racingRanks.map(({ index, label }) => ({
    position: label,
    attributes: [
      ...sizeAndParity(RACING_RANK_BIG_FROM, (r) => r[index - 1]!),
      ...(index <= 5
        ? [
            {
              attribute: '龙虎',
              values: ['龙', '虎'],
              read: (r) => (r[index - 1]! > r[10 - index]! ? '龙' : '虎'),
            } satisfies SideAttribute<readonly number[]>,
          ]
        : []),
    ],
  })),
]

/** One racing draw read for the analytics pages: the cars by rank, 冠亚和 and the two-sides readings. */
export interface RacingDrawView extends DrawStamp {
  /** The car at each rank, 冠军 first. */
  numbers: readonly number[]
  championSum: number
  sides: readonly SideReading[]
}

/** Reads one racing draw; `null` when it is not a complete result. */
export function readRacingDraw(draw: DrawStamp & { numbers: readonly number[] }): RacingDrawView | null {
  const result = readResult('racing', draw.numbers.join(','))
  if (result?.kind !== 'racing') return null
  const ranks = result.positions
  return {
    turnNum: draw.turnNum,
    openTime: draw.openTime,
    numbers: ranks,
    championSum: ranks[0]! + ranks[1]!,
    sides: readSides(racingSideLayout, ranks),
  }
}

import { keyCells, numberCells, positionsOf } from './cells'
import { derivedOddsMilli, priceReturn } from './odds'
import type { Play } from './types'

/** Settlement rules of racing (PK10) plays. */
export const racingRules = ['sumSides', 'sumValue', 'rankSides', 'rankNumber', 'dragonTiger'] as const
/** One racing settlement rule. */
export type RacingRule = (typeof racingRules)[number]
/** A racing play. */
export type RacingPlay = Play<'racing', RacingRule>

/** The ten finishing positions of a racing draw. */
export const racingRanks = positionsOf([
  '冠军',
  '亚军',
  '第三名',
  '第四名',
  '第五名',
  '第六名',
  '第七名',
  '第八名',
  '第九名',
  '第十名',
])

/** Ordered (冠军, 亚军) pairs of different cars: 10 × 9. */
const CHAMPION_PAIRS = 90
/** Ordered pairs per 冠亚和 from 3 to 19: the sums are symmetric about 11. */
export const championSumWays: Readonly<Record<number, number>> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
}
/** 冠亚和 大 is 12–19 (40 pairs), 小 3–11 (50), 单 50 and 双 40. */
const championSideWays = { 冠亚大: 40, 冠亚小: 50, 冠亚单: 50, 冠亚双: 40 }

/** 1–10名 两面 at 1.982 on an even chance: the return every derived racing price keeps. */
const twoSidesReturn = priceReturn(1_982, 1, 2)

/** Every racing (PK10) credit play, with its cells and default odds. */
export const racingPlays: readonly RacingPlay[] = [
  {
    id: 'rc.guanyahe',
    family: 'racing',
    group: '冠亚和',
    name: '冠亚和两面',
    aliases: ['冠亚和'],
    rule: 'sumSides',
    shape: { kind: 'single' },
    cells: keyCells(Object.keys(championSideWays)),
    odds: {
      kind: 'perCell',
      oddsMilli: Object.fromEntries(
        Object.entries(championSideWays).map(([key, ways]) => [
          key,
          derivedOddsMilli(ways, CHAMPION_PAIRS, twoSidesReturn),
        ]),
      ),
    },
    oddsSources: ['derived'],
  },
  {
    id: 'rc.guanyahe.zhi',
    family: 'racing',
    group: '冠亚和',
    name: '冠亚和值',
    aliases: ['冠亚和值'],
    rule: 'sumValue',
    shape: { kind: 'single' },
    cells: numberCells(3, 19),
    odds: {
      kind: 'perCell',
      oddsMilli: Object.fromEntries(
        Object.entries(championSumWays).map(([key, ways]) => [
          key,
          derivedOddsMilli(ways, CHAMPION_PAIRS, twoSidesReturn),
        ]),
      ),
    },
    oddsSources: ['derived'],
  },
  {
    id: 'rc.liangmian',
    family: 'racing',
    group: '1-10名',
    name: '两面',
    aliases: [],
    rule: 'rankSides',
    shape: { kind: 'position', positions: racingRanks },
    cells: keyCells(['大', '小', '单', '双']),
    odds: { kind: 'flat', oddsMilli: 1_982 },
    oddsSources: ['quoted'],
  },
  {
    id: 'rc.dingwei',
    family: 'racing',
    group: '1-10名',
    name: '定位',
    aliases: ['定位胆'],
    rule: 'rankNumber',
    shape: { kind: 'position', positions: racingRanks },
    cells: numberCells(1, 10, (n) => String(n).padStart(2, '0')),
    odds: { kind: 'flat', oddsMilli: 9_910 },
    oddsSources: ['quoted'],
  },
  {
    id: 'rc.longhu',
    family: 'racing',
    group: '龙虎',
    name: '龙虎',
    aliases: [],
    rule: 'dragonTiger',
    shape: { kind: 'position', positions: positionsOf(['1V10', '2V9', '3V8', '4V7', '5V6']) },
    cells: keyCells(['龙', '虎']),
    odds: { kind: 'flat', oddsMilli: derivedOddsMilli(1, 2, twoSidesReturn) },
    oddsSources: ['derived'],
  },
]

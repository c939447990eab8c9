import { keyCells, numberCells, positionsOf } from './cells'
import { derivedOddsMilli, priceReturn } from './odds'
import type { Play } from './types'

/** Settlement rules of time-based (时时彩) plays. */
export const timeBasedRules = [
  'totalSides',
  'dragonTigerTie',
  'ballSides',
  'ballNumber',
  'threes',
  'bullfight',
] as const
/** One time-based settlement rule. */
export type TimeBasedRule = (typeof timeBasedRules)[number]
/** A time-based play. */
export type TimeBasedPlay = Play<'timeBased', TimeBasedRule>

/** The five balls of a time-based draw. */
export const timeBasedBalls = positionsOf(['第一球', '第二球', '第三球', '第四球', '第五球'])
/** The three runs of three balls: 前三 (1–3), 中三 (2–4), 后三 (3–5). */
export const timeBasedRuns = positionsOf(['前三', '中三', '后三'])
/** Kinds of a run of three digits, each run being exactly one of them. */
export const threeKinds = ['豹子', '顺子', '对子', '半顺', '杂六'] as const
/** One kind of a run of three digits. */
export type ThreeKind = (typeof threeKinds)[number]
/** 斗牛 options: the hand, or its size and parity (无牛 loses those). */
export const bullfightOptions = [
  '无牛',
  '牛1',
  '牛2',
  '牛3',
  '牛4',
  '牛5',
  '牛6',
  '牛7',
  '牛8',
  '牛9',
  '牛牛',
  '牛大',
  '牛小',
  '牛单',
  '牛双',
] as const

/** Equally likely draws of five digits. */
const DRAWS = 100_000
/**
 * Draws per 斗牛 option, counted over all 100 000 draws (the test recounts them): odd hands 6 375 each,
 * even hands 6 505, 牛牛 6 456, 无牛 35 649; 牛大 is 牛6–牛牛, 牛小 牛1–牛5.
 */
export const bullfightWays: Readonly<Record<(typeof bullfightOptions)[number], number>> = {
  无牛: 35_649,
  牛1: 6_375,
  牛2: 6_505,
  牛3: 6_375,
  牛4: 6_505,
  牛5: 6_375,
  牛6: 6_505,
  牛7: 6_375,
  牛8: 6_505,
  牛9: 6_375,
  牛牛: 6_456,
  牛大: 32_216,
  牛小: 32_135,
  牛单: 31_875,
  牛双: 32_476,
}

/** 定位 at 9.91 on a one-in-ten chance: the return 斗牛 is priced at, no table pricing it. */
const positionReturn = priceReturn(9_910, 1, 10)
/** 总和 and 两面 are even chances priced like the racing 两面, 1.982. */
const twoSidesOdds = derivedOddsMilli(1, 2, priceReturn(1_982, 1, 2))

/** Every time-based (时时彩) credit play, with its cells and default odds. */
export const timeBasedPlays: readonly TimeBasedPlay[] = [
  {
    id: 'ssc.zonghe',
    family: 'timeBased',
    group: '总和',
    name: '总和',
    aliases: [],
    rule: 'totalSides',
    shape: { kind: 'single' },
    cells: keyCells(['总和大', '总和小', '总和单', '总和双']),
    odds: { kind: 'flat', oddsMilli: twoSidesOdds },
    oddsSources: ['derived'],
  },
  {
    id: 'ssc.longhuhe',
    family: 'timeBased',
    group: '龙虎和',
    name: '龙虎和',
    aliases: ['龙虎'],
    rule: 'dragonTigerTie',
    shape: { kind: 'single' },
    cells: keyCells(['龙', '虎', '和']),
    odds: { kind: 'perCell', oddsMilli: { 龙: 2_200, 虎: 2_200, 和: 9_400 } },
    oddsSources: ['quoted'],
  },
  {
    id: 'ssc.liangmian',
    family: 'timeBased',
    group: '1-5球',
    name: '两面',
    aliases: [],
    rule: 'ballSides',
    shape: { kind: 'position', positions: timeBasedBalls },
    cells: keyCells(['大', '小', '单', '双']),
    odds: { kind: 'flat', oddsMilli: twoSidesOdds },
    oddsSources: ['derived'],
  },
  {
    id: 'ssc.dingwei',
    family: 'timeBased',
    group: '1-5球',
    name: '定位',
    aliases: ['定位胆'],
    rule: 'ballNumber',
    shape: { kind: 'position', positions: timeBasedBalls },
    cells: numberCells(0, 9),
    odds: { kind: 'flat', oddsMilli: 9_910 },
    oddsSources: ['quoted'],
  },
  {
    id: 'ssc.qianzhonghou',
    family: 'timeBased',
    group: '前中后三',
    name: '前中后三',
    aliases: [],
    rule: 'threes',
    shape: { kind: 'position', positions: timeBasedRuns },
    cells: keyCells(threeKinds),
    odds: {
      kind: 'perCell',
      oddsMilli: { 豹子: 70_000, 顺子: 14_000, 对子: 3_200, 半顺: 2_300, 杂六: 2_800 },
    },
    oddsSources: ['quoted'],
  },
  {
    id: 'ssc.douniu',
    family: 'timeBased',
    group: '斗牛',
    name: '斗牛',
    aliases: ['牛牛'],
    rule: 'bullfight',
    shape: { kind: 'single' },
    cells: keyCells(bullfightOptions),
    odds: {
      kind: 'perCell',
      oddsMilli: Object.fromEntries(
        bullfightOptions.map((key) => [key, derivedOddsMilli(bullfightWays[key], DRAWS, positionReturn)]),
      ),
    },
    oddsSources: ['derived'],
  },
]

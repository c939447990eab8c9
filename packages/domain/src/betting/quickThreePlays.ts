import { keyCells, numberCells } from './cells'
import { combinations } from './combinatorics'
import { derivedOddsMilli, priceReturn } from './odds'
import type { Play } from './types'

/** Settlement rules of quick-three (快三) plays. */
export const quickThreeRules = ['anyDie', 'bigSmall', 'triple', 'anyTriple', 'sum', 'pair', 'double'] as const
/** One quick-three settlement rule. */
export type QuickThreeRule = (typeof quickThreeRules)[number]
/** A quick-three play. */
export type QuickThreePlay = Play<'quickThree', QuickThreeRule>

/** Equally likely throws of three dice. */
const THROWS = 216
/** Throws per total from 3 to 18. */
export const diceSumWays: Readonly<Record<number, number>> = {
  3: 1,
  4: 3,
  5: 6,
  6: 10,
  7: 15,
  8: 21,
  9: 25,
  10: 27,
  11: 27,
  12: 25,
  13: 21,
  14: 15,
  15: 10,
  16: 6,
  17: 3,
  18: 1,
}
/** Throws showing a given face at least once: 216 − 5³. */
const ANY_DIE_WAYS = THROWS - 125
/** Throws totalling 11–17 that are not a triple (444 and 555 are): 大, and by symmetry 小. */
const BIG_WAYS = 105

/** 围骰 at 165 on 1 throw in 216: the return the unpriced quick-three cells keep. */
const tripleReturn = priceReturn(165_000, 1, THROWS)
/** Two-way bets keep the 1.982-on-an-even-chance return of the other families' 两面. */
const twoSidesReturn = priceReturn(1_982, 1, 2)

const faces = [1, 2, 3, 4, 5, 6]
const sumOdds: Record<string, number> = Object.fromEntries(
  Object.entries(diceSumWays).map(([sum, ways]) => [sum, derivedOddsMilli(ways, THROWS, tripleReturn)]),
)
// The known prices of the rarest and the commonest totals replace the derived ones.
Object.assign(sumOdds, { 3: 165_000, 18: 165_000, 10: 5_600, 11: 5_600 })

/** Every quick-three (快三) credit play, with its cells and default odds. */
export const quickThreePlays: readonly QuickThreePlay[] = [
  {
    id: 'k3.sanjun',
    family: 'quickThree',
    group: '三军',
    name: '三军',
    aliases: [],
    rule: 'anyDie',
    shape: { kind: 'single' },
    cells: numberCells(1, 6),
    odds: { kind: 'flat', oddsMilli: derivedOddsMilli(ANY_DIE_WAYS, THROWS, tripleReturn) },
    oddsSources: ['derived'],
  },
  {
    id: 'k3.daxiao',
    family: 'quickThree',
    group: '大小',
    name: '大小',
    aliases: [],
    rule: 'bigSmall',
    shape: { kind: 'single' },
    cells: keyCells(['大', '小']),
    odds: { kind: 'flat', oddsMilli: derivedOddsMilli(BIG_WAYS, THROWS, twoSidesReturn) },
    oddsSources: ['derived'],
  },
  {
    id: 'k3.weishai',
    family: 'quickThree',
    group: '围骰',
    name: '围骰',
    aliases: [],
    rule: 'triple',
    shape: { kind: 'single' },
    cells: keyCells(faces.map((f) => `${f}${f}${f}`)),
    odds: { kind: 'flat', oddsMilli: 165_000 },
    oddsSources: ['quoted'],
  },
  {
    id: 'k3.quanshai',
    family: 'quickThree',
    group: '全骰',
    name: '全骰',
    aliases: [],
    rule: 'anyTriple',
    shape: { kind: 'single' },
    cells: keyCells(['全骰']),
    odds: { kind: 'flat', oddsMilli: 27_500 },
    oddsSources: ['quoted'],
  },
  {
    id: 'k3.dianshu',
    family: 'quickThree',
    group: '点数',
    name: '点数',
    aliases: ['和值'],
    rule: 'sum',
    shape: { kind: 'single' },
    cells: numberCells(3, 18),
    odds: { kind: 'perCell', oddsMilli: sumOdds },
    oddsSources: ['quoted', 'derived'],
  },
  {
    id: 'k3.changpai',
    family: 'quickThree',
    group: '长牌',
    name: '长牌',
    aliases: [],
    rule: 'pair',
    shape: { kind: 'single' },
    cells: keyCells(combinations(faces, 2).map(([a, b]) => `${a}${b}`)),
    odds: { kind: 'flat', oddsMilli: 4_800 },
    oddsSources: ['quoted'],
  },
  {
    id: 'k3.duanpai',
    family: 'quickThree',
    group: '短牌',
    name: '短牌',
    aliases: [],
    rule: 'double',
    shape: { kind: 'single' },
    cells: keyCells(faces.map((f) => `${f}${f}`)),
    odds: { kind: 'flat', oddsMilli: 9_800 },
    oddsSources: ['quoted'],
  },
]

/*
 * DECISIONS (six-mark catalogue points the odds tables and rules leave open)
 * - Default odds come from the LHCP table, then the MYA table; a play neither prices gets the return of its
 *   nearest priced sibling applied to its own chance (the derivation sits next to each such figure).
 * - Zodiac prices follow how many numbers the zodiac holds in the draw's lunar year: the 本命 zodiac holds 5
 *   and takes the lower figure (特肖, 平特一肖, 正肖, 连肖); 五行 is priced by the element's size that year.
 * - 总肖 sells each count 2肖 … 7肖 on its own and also 2, 3 and 4 zodiacs together as 234肖 (the decided rules
 *   list both). 2肖 derives to 100 817.709 and sells at the odds ceiling, `MAX_ODDS_MILLI` (100 000).
 * - 过关 legs take every two-sides option of one 正码 as 正码1-6 does; 合大/合小/合单/合双/尾大/尾小 each
 *   hold 24 of the 48 numbers that are not 和, as 大/小/单/双 do, so they take the same 1.92.
 * - 连码 复式 and 胆拖 take at most 10 numbers; 连肖 and 连尾 any number of their 12 zodiacs or 10 tails.
 * - 总和 defaults to 1.965: the tables quote 1.92–1.965 without naming which is whose; 1.965 is the LHCP 两面 price.
 */
import { ballLabel } from '../lottery/ballColor'
import { fiveElements } from '../lottery/fiveElements'
import { zodiacs } from '../lottery/zodiac'
import { keyCells, numberCells, positionsOf, sameOdds } from './cells'
import { choose } from './combinatorics'
import { derivedOddsMilli, priceReturn } from './odds'
import { MAX_ODDS_MILLI } from './oddsScale'
import type { Play, PlayCell } from './types'

/** Games that draw six-mark results: Macau 110, Hong Kong 70, and the other six-mark games 122, 123, 124, 81. */
export const sixMarkGameIds = [110, 70, 122, 123, 124, 81] as const

/** The odds table six-mark defaults are taken from first. */
export const DEFAULT_ODDS_SOURCE = 'LHCP'
/** The odds table used where the default table does not price a play or an option. */
export const FALLBACK_ODDS_SOURCE = 'MYA'

/** Settlement rules of six-mark plays, one per way of judging a 注. */
export const sixMarkRules = [
  'special',
  'twoSides',
  'color',
  'halfColor',
  'halfHalfColor',
  'specialZodiac',
  'comboZodiac',
  'head',
  'tail',
  'fiveElements',
  'anyNormal',
  'normalSpecial',
  'normalPosition',
  'parlay',
  'allInNormals',
  'threeHitTwo',
  'twoHitSpecial',
  'specialStrip',
  'anyZodiac',
  'anyTail',
  'normalZodiac',
  'sevenColors',
  'zodiacCount',
  'zodiacChain',
  'tailChain',
  'noneHit',
  'total',
] as const
/** One six-mark settlement rule. */
export type SixMarkRule = (typeof sixMarkRules)[number]
/** A six-mark play. */
export type SixMarkPlay = Play<'sixMark', SixMarkRule>

/** Single two-sides options of one number: size, parity, digit sum, last digit. */
export const numberSideOptions = [
  '大',
  '小',
  '单',
  '双',
  '合大',
  '合小',
  '合单',
  '合双',
  '尾大',
  '尾小',
] as const
/** Size-and-parity pairs of the 特码. */
export const sizeParityOptions = ['大单', '大双', '小单', '小双'] as const
/** Zodiac halves of the 特码: 家禽/野兽, 天肖/地肖, 前肖/后肖. */
export const zodiacHalfOptions = ['家禽', '野兽', '天肖', '地肖', '前肖', '后肖'] as const
/** The 两面 options on the 特码. */
export const twoSidesOptions = [...numberSideOptions, ...sizeParityOptions, ...zodiacHalfOptions] as const
/** One 两面 option. */
export type TwoSidesOption = (typeof twoSidesOptions)[number]
/** Colour options as the betting grid names them. */
export const colorOptions = ['红波', '蓝波', '绿波'] as const
/** One colour option. */
export type ColorOption = (typeof colorOptions)[number]
/** 正码1-6 options of one 正码: its two sides and its colour. */
export const normalPositionOptions = [...numberSideOptions, ...colorOptions] as const
/** 过关 leg options: the two sides (size, parity, digit sum, last digit) and the colour of one 正码. */
export const parlayOptions = [...numberSideOptions, ...colorOptions] as const
/** 半波 attributes that follow the colour. */
export const halfColorAttributes = ['大', '小', '单', '双', '合单', '合双'] as const
/** 总和 options on the total of the seven balls. */
export const totalOptions = ['总大', '总小', '总单', '总双'] as const
/** 七色波 options: the heaviest colour, or 和局 when two colours tie. */
export const sevenColorOptions = [...colorOptions, '和局'] as const
/**
 * 总肖 options: how many distinct zodiacs the seven balls show (2肖 … 7肖, or 2–4 together as 234肖), or the
 * parity of that count.
 */
export const zodiacCountOptions = [
  '2肖',
  '3肖',
  '4肖',
  '5肖',
  '6肖',
  '7肖',
  '234肖',
  '总肖单',
  '总肖双',
] as const

const colorInitials = ['红', '蓝', '绿'] as const
const halfColorOptions = colorInitials.flatMap((c) => halfColorAttributes.map((a) => `${c}${a}`))
const halfHalfColorOptions = colorInitials.flatMap((c) => sizeParityOptions.map((a) => `${c}${a}`))
const headOptions = [0, 1, 2, 3, 4].map((d) => `${d}头`)
const tailOptions = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `${d}尾`)

const numberGrid = numberCells(1, 49, ballLabel)
const zodiacGrid = keyCells(zodiacs)
const tailGrid: PlayCell[] = tailOptions.map((key, digit) => ({ key, number: digit }))
const headGrid: PlayCell[] = headOptions.map((key, digit) => ({ key, number: digit }))
const normalPositions = positionsOf(['正码1', '正码2', '正码3', '正码4', '正码5', '正码6'])

const ALL_DRAWS = choose(49, 7)
/** Draws of 7 in which a given 4-number zodiac shows at least once. */
const FOUR_NUMBER_ZODIAC_HIT_WAYS = ALL_DRAWS - choose(45, 7)
/**
 * Draws of 7 of the 49 numbers by how many distinct zodiacs they show, when one zodiac holds 5 numbers and
 * the other eleven hold 4 (the case every year).
 */
const ZODIAC_COUNT_WAYS = { 2: 836, 3: 216_700, 4: 4_996_200, 5: 26_315_520, 6: 39_502_848, 7: 14_868_480 }
/** Draws of 7 showing every tail of 1尾–4尾, and of 1尾–5尾 (each of those tails has 5 numbers). */
const ALL_TAILS_WAYS = { 4: 4_946_250, 5: 1_768_750 }

/** 三全中 at 700 wins on 20 of the 18 424 triples: the return 四全中 is priced at, no table pricing it. */
const threeAllReturn = priceReturn(700_000, choose(6, 3), choose(49, 3))
/** 头数 at 4.5 on a 10-number head: the same return prices the 尾数 cells, which no table prices. */
const headReturn = priceReturn(4_500, 10, 49)
/** 五行 at 4.6 on a 10-number element: the return that prices each element by its size in the year. */
const elementReturn = priceReturn(4_600, 10, 49)
/** 平特一肖 at 2.08 on a 4-number zodiac: the return 总肖 is priced at, no table pricing it. */
const anyZodiacReturn = priceReturn(2_080, FOUR_NUMBER_ZODIAC_HIT_WAYS, ALL_DRAWS)
/** 四连尾 at 17 on four 5-number tails: the return 五连尾 is priced at. */
const fourTailsReturn = priceReturn(17_000, ALL_TAILS_WAYS[4], ALL_DRAWS)

const zodiacCountOdds = {
  '2肖': Math.min(derivedOddsMilli(ZODIAC_COUNT_WAYS[2], ALL_DRAWS, anyZodiacReturn), MAX_ODDS_MILLI),
  '3肖': derivedOddsMilli(ZODIAC_COUNT_WAYS[3], ALL_DRAWS, anyZodiacReturn),
  '4肖': derivedOddsMilli(ZODIAC_COUNT_WAYS[4], ALL_DRAWS, anyZodiacReturn),
  '234肖': derivedOddsMilli(
    ZODIAC_COUNT_WAYS[2] + ZODIAC_COUNT_WAYS[3] + ZODIAC_COUNT_WAYS[4],
    ALL_DRAWS,
    anyZodiacReturn,
  ),
  '5肖': derivedOddsMilli(ZODIAC_COUNT_WAYS[5], ALL_DRAWS, anyZodiacReturn),
  '6肖': derivedOddsMilli(ZODIAC_COUNT_WAYS[6], ALL_DRAWS, anyZodiacReturn),
  '7肖': derivedOddsMilli(ZODIAC_COUNT_WAYS[7], ALL_DRAWS, anyZodiacReturn),
  总肖单: derivedOddsMilli(
    ZODIAC_COUNT_WAYS[3] + ZODIAC_COUNT_WAYS[5] + ZODIAC_COUNT_WAYS[7],
    ALL_DRAWS,
    anyZodiacReturn,
  ),
  总肖双: derivedOddsMilli(
    ZODIAC_COUNT_WAYS[2] + ZODIAC_COUNT_WAYS[4] + ZODIAC_COUNT_WAYS[6],
    ALL_DRAWS,
    anyZodiacReturn,
  ),
}

type SixMarkPlayInput = Omit<SixMarkPlay, 'family' | 'aliases'> & { aliases?: readonly string[] }
const sixMark = (play: SixMarkPlayInput): SixMarkPlay => ({ family: 'sixMark', aliases: [], ...play })

const combination = (size: number, maxPicks: number) => ({ kind: 'combination', size, maxPicks }) as const

const zodiacChain = (
  size: number,
  name: string,
  alias: string,
  odds: Record<number, number>,
  source: 'LHCP' | 'MYA',
) =>
  sixMark({
    id: `sm.lianxiao.${size}`,
    group: '连肖',
    name,
    aliases: [alias],
    rule: 'zodiacChain',
    shape: combination(size, zodiacs.length),
    cells: zodiacGrid,
    odds: { kind: 'byZodiacSize', oddsMilli: odds },
    oddsSources: [source],
  })

const tailChain = (size: number, name: string, oddsMilli: number, sources: SixMarkPlay['oddsSources']) =>
  sixMark({
    id: `sm.lianwei.${size}`,
    group: '连尾',
    name,
    rule: 'tailChain',
    shape: combination(size, tailOptions.length),
    cells: tailGrid,
    odds: { kind: 'flat', oddsMilli },
    oddsSources: sources,
  })

/** Every six-mark credit play, with its cells and default odds. */
export const sixMarkPlays: readonly SixMarkPlay[] = [
  sixMark({
    id: 'sm.tema.a',
    group: '特码',
    name: '特码A',
    aliases: ['特码'],
    rule: 'special',
    shape: { kind: 'single' },
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 49_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.tema.b',
    group: '特码',
    name: '特码B',
    rule: 'special',
    shape: { kind: 'single' },
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 43_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.liangmian',
    group: '两面',
    name: '两面',
    aliases: ['特码两面'],
    rule: 'twoSides',
    shape: { kind: 'single' },
    cells: keyCells(twoSidesOptions),
    // The default table has one figure for the single options; the size-and-parity pairs come from the fallback.
    odds: {
      kind: 'perCell',
      oddsMilli: {
        ...sameOdds([...numberSideOptions, ...zodiacHalfOptions], 1_965),
        ...sameOdds(sizeParityOptions, 3_400),
      },
    },
    oddsSources: ['LHCP', 'MYA'],
  }),
  sixMark({
    id: 'sm.sebo',
    group: '色波',
    name: '色波',
    rule: 'color',
    shape: { kind: 'single' },
    cells: keyCells(colorOptions),
    odds: { kind: 'perCell', oddsMilli: { 红波: 2_700, 蓝波: 2_900, 绿波: 2_900 } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.banbo',
    group: '半波',
    name: '半波',
    rule: 'halfColor',
    shape: { kind: 'single' },
    cells: keyCells(halfColorOptions),
    odds: {
      kind: 'perCell',
      oddsMilli: {
        红大: 6_500,
        红小: 4_550,
        红单: 5_700,
        红双: 5_100,
        红合单: 5_100,
        红合双: 5_700,
        蓝大: 5_100,
        蓝小: 6_500,
        蓝单: 5_700,
        蓝双: 5_700,
        蓝合单: 5_700,
        蓝合双: 5_700,
        绿大: 5_700,
        绿小: 6_500,
        绿单: 5_700,
        绿双: 6_500,
        绿合单: 6_500,
        绿合双: 5_700,
      },
    },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.banbanbo',
    group: '半半波',
    name: '半半波',
    rule: 'halfHalfColor',
    shape: { kind: 'single' },
    cells: keyCells(halfHalfColorOptions),
    odds: {
      kind: 'perCell',
      oddsMilli: {
        红大单: 14_600,
        红大双: 11_000,
        红小单: 8_800,
        红小双: 8_800,
        蓝大单: 8_800,
        蓝大双: 11_000,
        蓝小单: 14_600,
        蓝小双: 11_000,
        绿大单: 8_800,
        绿大双: 11_000,
        绿小单: 11_000,
        绿小双: 14_600,
      },
    },
    oddsSources: ['MYA'],
  }),
  sixMark({
    id: 'sm.texiao',
    group: '特肖',
    name: '特肖',
    rule: 'specialZodiac',
    shape: { kind: 'single' },
    cells: zodiacGrid,
    odds: { kind: 'byZodiacSize', oddsMilli: { 4: 12_000, 5: 9_500 } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.hexiao',
    group: '合肖',
    name: '合肖',
    rule: 'comboZodiac',
    shape: { kind: 'group', minPicks: 2, maxPicks: 11 },
    cells: zodiacGrid,
    odds: {
      kind: 'byPickCount',
      oddsMilli: {
        2: 4_850,
        3: 3_450,
        4: 2_720,
        5: 2_120,
        6: 1_920,
        7: 1_500,
        8: 1_430,
        9: 1_270,
        10: 1_140,
        11: 1_050,
      },
    },
    oddsSources: ['MYA'],
  }),
  sixMark({
    id: 'sm.toushu',
    group: '头尾数',
    name: '特码头数',
    aliases: ['头数'],
    rule: 'head',
    shape: { kind: 'single' },
    cells: headGrid,
    odds: { kind: 'perCell', oddsMilli: { '0头': 5_000, ...sameOdds(headOptions.slice(1), 4_500) } },
    oddsSources: ['MYA'],
  }),
  sixMark({
    id: 'sm.weishu',
    group: '头尾数',
    name: '特码尾数',
    aliases: ['尾数'],
    rule: 'tail',
    shape: { kind: 'single' },
    cells: tailGrid,
    odds: {
      kind: 'perCell',
      oddsMilli: {
        '0尾': derivedOddsMilli(4, 49, headReturn),
        ...sameOdds(tailOptions.slice(1), derivedOddsMilli(5, 49, headReturn)),
      },
    },
    oddsSources: ['derived'],
  }),
  sixMark({
    id: 'sm.wuxing',
    group: '五行',
    name: '五行',
    rule: 'fiveElements',
    shape: { kind: 'single' },
    cells: keyCells(fiveElements),
    // An element holds 8 to 12 numbers depending on the year, so the price follows its size in the draw's year.
    odds: {
      kind: 'byElementSize',
      oddsMilli: Object.fromEntries(
        [8, 9, 10, 11, 12].map((size) => [size, derivedOddsMilli(size, 49, elementReturn)]),
      ),
    },
    oddsSources: ['MYA', 'derived'],
  }),
  sixMark({
    id: 'sm.zhengma',
    group: '正码',
    name: '正码',
    aliases: ['正码任选'],
    rule: 'anyNormal',
    shape: { kind: 'single' },
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 7_200 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.zhengmate',
    group: '正码特',
    name: '正码特',
    aliases: ['正特'],
    rule: 'normalSpecial',
    shape: {
      kind: 'position',
      positions: positionsOf(['正1特', '正2特', '正3特', '正4特', '正5特', '正6特']),
    },
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 49_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.zhengma16',
    group: '正码1-6',
    name: '正码1-6',
    rule: 'normalPosition',
    shape: { kind: 'position', positions: normalPositions },
    cells: keyCells(normalPositionOptions),
    odds: {
      kind: 'perCell',
      oddsMilli: { ...sameOdds(numberSideOptions, 1_965), 红波: 2_700, 蓝波: 2_900, 绿波: 2_900 },
    },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.guoguan',
    group: '过关',
    name: '过关',
    aliases: ['正码过关'],
    rule: 'parlay',
    shape: { kind: 'parlay', positions: normalPositions, minLegs: 2, maxLegs: 6 },
    cells: keyCells(parlayOptions),
    odds: {
      kind: 'perCell',
      oddsMilli: { ...sameOdds(numberSideOptions, 1_920), 红波: 2_720, 蓝波: 2_850, 绿波: 2_850 },
    },
    oddsSources: ['MYA', 'derived'],
  }),
  sixMark({
    id: 'sm.lianma.siquanzhong',
    group: '连码',
    name: '四全中',
    rule: 'allInNormals',
    shape: combination(4, 10),
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: derivedOddsMilli(choose(6, 4), choose(49, 4), threeAllReturn) },
    oddsSources: ['derived'],
  }),
  sixMark({
    id: 'sm.lianma.sanquanzhong',
    group: '连码',
    name: '三全中',
    rule: 'allInNormals',
    shape: combination(3, 10),
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 700_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.lianma.sanzhonger',
    group: '连码',
    name: '三中二',
    rule: 'threeHitTwo',
    shape: combination(3, 10),
    cells: numberGrid,
    odds: { kind: 'byOutcome', oddsMilli: { 中二: 20_000, 中三: 110_000 } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.lianma.erquanzhong',
    group: '连码',
    name: '二全中',
    rule: 'allInNormals',
    shape: combination(2, 10),
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 60_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.lianma.erzhongte',
    group: '连码',
    name: '二中特',
    rule: 'twoHitSpecial',
    shape: combination(2, 10),
    cells: numberGrid,
    odds: { kind: 'byOutcome', oddsMilli: { 中二: 25_000, 中特: 50_000 } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.lianma.techuan',
    group: '连码',
    name: '特串',
    rule: 'specialStrip',
    shape: combination(2, 10),
    cells: numberGrid,
    odds: { kind: 'flat', oddsMilli: 150_000 },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.pingte.yixiao',
    group: '平特一肖',
    name: '平特一肖',
    aliases: ['一肖'],
    rule: 'anyZodiac',
    shape: { kind: 'single' },
    cells: zodiacGrid,
    odds: { kind: 'byZodiacSize', oddsMilli: { 4: 2_080, 5: 1_780 } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.pingte.weishu',
    group: '平特尾数',
    name: '平特尾数',
    rule: 'anyTail',
    shape: { kind: 'single' },
    cells: tailGrid,
    odds: { kind: 'perCell', oddsMilli: { '0尾': 2_090, ...sameOdds(tailOptions.slice(1), 1_798) } },
    oddsSources: ['LHCP'],
  }),
  sixMark({
    id: 'sm.zhengxiao',
    group: '正肖',
    name: '正肖',
    rule: 'normalZodiac',
    shape: { kind: 'single' },
    cells: zodiacGrid,
    odds: { kind: 'byZodiacSize', oddsMilli: { 4: 1_900, 5: 1_800 } },
    oddsSources: ['MYA'],
  }),
  sixMark({
    id: 'sm.qisebo',
    group: '七色波',
    name: '七色波',
    rule: 'sevenColors',
    shape: { kind: 'single' },
    cells: keyCells(sevenColorOptions),
    odds: { kind: 'perCell', oddsMilli: { 红波: 2_720, 蓝波: 2_750, 绿波: 2_750, 和局: 20_000 } },
    oddsSources: ['MYA'],
  }),
  sixMark({
    id: 'sm.zongxiao',
    group: '总肖',
    name: '总肖',
    rule: 'zodiacCount',
    shape: { kind: 'single' },
    cells: keyCells(zodiacCountOptions),
    odds: { kind: 'perCell', oddsMilli: zodiacCountOdds },
    oddsSources: ['derived'],
  }),
  zodiacChain(2, '二连肖', '二肖连', { 4: 4_500, 5: 4_000 }, 'LHCP'),
  zodiacChain(3, '三连肖', '三肖连', { 4: 12_000, 5: 9_500 }, 'LHCP'),
  zodiacChain(4, '四连肖', '四肖连', { 4: 35_000, 5: 28_000 }, 'LHCP'),
  zodiacChain(5, '五连肖', '五肖连', { 4: 88_000, 5: 75_000 }, 'MYA'),
  tailChain(2, '二连尾', 3_400, ['LHCP']),
  tailChain(3, '三连尾', 7_200, ['LHCP']),
  tailChain(4, '四连尾', 17_000, ['LHCP']),
  tailChain(5, '五连尾', derivedOddsMilli(ALL_TAILS_WAYS[5], ALL_DRAWS, fourTailsReturn), ['derived']),
  sixMark({
    id: 'sm.zixuanbuzhong',
    group: '自选不中',
    name: '自选不中',
    rule: 'noneHit',
    shape: { kind: 'group', minPicks: 5, maxPicks: 12 },
    cells: numberGrid,
    // The default table prices 五不中–十不中; 十一不中 and 十二不中 come from the fallback.
    odds: {
      kind: 'byPickCount',
      oddsMilli: { 5: 2_150, 6: 2_500, 7: 3_000, 8: 3_650, 9: 4_450, 10: 5_400, 11: 6_330, 12: 7_560 },
    },
    oddsSources: ['LHCP', 'MYA'],
  }),
  sixMark({
    id: 'sm.zonghe',
    group: '总和',
    name: '总和',
    aliases: ['总分'],
    rule: 'total',
    shape: { kind: 'single' },
    cells: keyCells(totalOptions),
    odds: { kind: 'flat', oddsMilli: 1_965 },
    oddsSources: ['LHCP'],
  }),
]

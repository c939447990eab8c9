import {
  type SixMarkAttributes,
  sixMarkAttributesOfYear,
  totalBigSmallOf,
  totalOddEvenOf,
  twoSidesOf,
} from '../lottery/attributes'
import { type BallColor, ballColor, ballColors } from '../lottery/ballColor'
import { type FiveElement, fiveElements } from '../lottery/fiveElements'
import {
  type AnimalKind,
  type Art,
  animalKinds,
  arts,
  type Gender,
  genders,
  type Season,
  seasons,
} from '../lottery/groupings'
import { readResult } from '../lottery/kinds'
import { lunarYearAt, type Zodiac, zodiacs } from '../lottery/zodiac'
import {
  type CategoryStats,
  categoryStatsOfHits,
  type DrawStamp,
  type TrendGrid,
  trendGrid,
  trendGridWith,
} from './series'
import { readSides, type SideLayout, type SideReading } from './sides'

/** What the six-mark two-sides readings are taken from: the 特码's categories and the seven-number total. */
export interface SixMarkSideInput {
  special: SixMarkAttributes
  total: number
}

/** The two-sides reading of 49 (和) on 特码 attributes. */
const TIE = '和'

/**
 * Six-mark two-sides layout: 特码 大小, 单双, 合数大小, 合数单双, 尾数大小 and 家禽野兽 (49 reads 和 on each,
 * as it settles), then 总和 大小 (from 175) and 单双.
 */
export const sixMarkSideLayout: SideLayout<SixMarkSideInput> = [
  {
    position: '特码',
    attributes: [
      {
        attribute: '大小',
        values: ['大', '小'],
        tie: TIE,
        read: (r) => twoSidesOf(r.special.number).bigSmall,
      },
      {
        attribute: '单双',
        values: ['单', '双'],
        tie: TIE,
        read: (r) => twoSidesOf(r.special.number).oddEven,
      },
      {
        attribute: '合数大小',
        values: ['合数大', '合数小'],
        tie: TIE,
        read: (r) => twoSidesOf(r.special.number).sumSize,
      },
      {
        attribute: '合数单双',
        values: ['合单', '合双'],
        tie: TIE,
        read: (r) => twoSidesOf(r.special.number).sumOddEven,
      },
      {
        attribute: '尾数大小',
        values: ['尾大', '尾小'],
        tie: TIE,
        read: (r) => twoSidesOf(r.special.number).tailSize,
      },
      {
        attribute: '家禽野兽',
        values: ['家禽', '野兽'],
        tie: TIE,
        read: (r) => (r.special.number === 49 ? TIE : r.special.animalKind),
      },
    ],
  },
  {
    position: '总和',
    attributes: [
      { attribute: '大小', values: ['大', '小'], read: (r) => totalBigSmallOf(r.total) },
      { attribute: '单双', values: ['单', '双'], read: (r) => totalOddEvenOf(r.total) },
    ],
  },
]

/** How many of a six-mark draw's seven balls fall in each group of a zodiac grouping. */
export interface SixMarkGroupCounts {
  animalKind: Record<AnimalKind, number>
  gender: Record<Gender, number>
  art: Record<Art, number>
  season: Record<Season, number>
}

/** One six-mark draw read for the analytics pages: every ball's categories, the total and the groupings. */
export interface SixMarkDrawView extends DrawStamp {
  numbers: readonly number[]
  /** The six 正码 in the order the feed gives them. */
  normal: readonly SixMarkAttributes[]
  special: SixMarkAttributes
  /** 总和 of the seven numbers, with its size (大 from 175) and parity. */
  total: number
  totalBigSmall: '大' | '小'
  totalOddEven: '单' | '双'
  groupCounts: SixMarkGroupCounts
  sides: readonly SideReading[]
}

function zeroCounts<G extends string>(groups: readonly G[]): Record<G, number> {
  const counts = {} as Record<G, number>
  for (const group of groups) counts[group] = 0
  return counts
}

function groupCountsOf(balls: readonly SixMarkAttributes[]): SixMarkGroupCounts {
  const counts: SixMarkGroupCounts = {
    animalKind: zeroCounts(animalKinds),
    gender: zeroCounts(genders),
    art: zeroCounts(arts),
    season: zeroCounts(seasons),
  }
  for (const ball of balls) {
    counts.animalKind[ball.animalKind]++
    counts.gender[ball.gender]++
    counts.art[ball.art]++
    counts.season[ball.season]++
  }
  return counts
}

/** Reads one six-mark draw at its open time (zodiacs switch on 正月初一); `null` when it is not complete. */
export function readSixMarkDraw(draw: DrawStamp & { numbers: readonly number[] }): SixMarkDrawView | null {
  const result = readResult('sixMark', draw.numbers.join(','))
  if (result?.kind !== 'sixMark') return null
  // One lunar-year lookup per draw; every ball's attributes come from that year's shared table.
  const table = sixMarkAttributesOfYear(lunarYearAt(draw.openTime))
  const normal = result.normal.map((n) => table[n - 1]!)
  const special = table[result.special - 1]!
  const total = result.normal.reduce((sum, n) => sum + n, result.special)
  return {
    turnNum: draw.turnNum,
    openTime: draw.openTime,
    numbers: [...result.normal, result.special],
    normal,
    special,
    total,
    totalBigSmall: totalBigSmallOf(total),
    totalOddEven: totalOddEvenOf(total),
    groupCounts: groupCountsOf([...normal, special]),
    sides: readSides(sixMarkSideLayout, { special, total }),
  }
}

/** Which balls a six-mark statistic reads: the 特码, the six 正码, or all seven. */
export const sixMarkBallSets = ['special', 'normal', 'all'] as const
/** One set of six-mark balls. */
export type SixMarkBalls = (typeof sixMarkBallSets)[number]

/** The number bands of the range view: 01–10, 11–20, 21–30, 31–40, 41–49. */
export const numberBands = ['01-10', '11-20', '21-30', '31-40', '41-49'] as const
/** One number band. */
export type NumberBand = (typeof numberBands)[number]

/** The band (01–10 … 41–49) a six-mark number falls in. */
export function numberBandOf(n: number): NumberBand {
  return numberBands[Math.min(Math.floor((n - 1) / 10), numberBands.length - 1)]!
}

/** The category type of each six-mark series. */
export interface SixMarkSeriesKeys {
  number: number
  tail: number
  band: NumberBand
  zodiac: Zodiac
  color: BallColor
  element: FiveElement
  animalKind: AnimalKind
  gender: Gender
  art: Art
  season: Season
}

/** A categorical series of six-mark balls: numbers, tails, bands, zodiacs, colours, elements, groupings. */
export type SixMarkSeries = keyof SixMarkSeriesKeys

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const seriesDefinitions: {
  [S in SixMarkSeries]: {
    keys: readonly SixMarkSeriesKeys[S][]
    of: (ball: SixMarkAttributes) => SixMarkSeriesKeys[S]
  }
} = {
  number: { keys: range(1, 49), of: (b) => b.number },
  tail: { keys: range(0, 9), of: (b) => b.lastDigit },
  band: { keys: numberBands, of: (b) => numberBandOf(b.number) },
  zodiac: { keys: zodiacs, of: (b) => b.zodiac },
  color: { keys: ballColors, of: (b) => b.color },
  element: { keys: fiveElements, of: (b) => b.element },
  animalKind: { keys: animalKinds, of: (b) => b.animalKind },
  gender: { keys: genders, of: (b) => b.gender },
  art: { keys: arts, of: (b) => b.art },
  season: { keys: seasons, of: (b) => b.season },
}

/** Every six-mark series, in the order the pages show them. */
export const sixMarkSeries = Object.keys(seriesDefinitions) as SixMarkSeries[]

function ballsOf(draw: SixMarkDrawView, balls: SixMarkBalls): readonly SixMarkAttributes[] {
  if (balls === 'special') return [draw.special]
  return balls === 'normal' ? draw.normal : [...draw.normal, draw.special]
}

function seriesOf<S extends SixMarkSeries>(series: S, balls: SixMarkBalls) {
  const { keys, of } = seriesDefinitions[series]
  return { keys, hitsOf: (draw: SixMarkDrawView) => ballsOf(draw, balls).map(of) }
}

/**
 * Counts and omission of a six-mark series over draws (newest first): tails (hot = count, cold = omission),
 * bands, numbers, zodiacs of the 特码 or the 正码, groupings. The 特码 unless `balls` says otherwise.
 */
export function sixMarkStats<S extends SixMarkSeries>(
  draws: readonly SixMarkDrawView[],
  series: S,
  balls: SixMarkBalls = 'special',
): CategoryStats<SixMarkSeriesKeys[S]>[] {
  const { keys, of } = seriesDefinitions[series]
  // The balls' categories are read straight off the draw: no array per draw (the views read 1,000 draws
  // for each of thirty series and ball sets).
  return categoryStatsOfHits(draws, keys, (draw: SixMarkDrawView, hit) => {
    if (balls !== 'normal') hit(of(draw.special))
    if (balls !== 'special') for (const ball of draw.normal) hit(of(ball))
  })
}

/** A trend chart of a six-mark series (per-draw zodiacs, groupings …) over draws given newest first. */
export function sixMarkTrend<S extends SixMarkSeries>(
  draws: readonly SixMarkDrawView[],
  series: S,
  balls: SixMarkBalls = 'special',
): TrendGrid<SixMarkSeriesKeys[S]> {
  const { keys, hitsOf } = seriesOf(series, balls)
  return trendGrid(draws, keys, hitsOf)
}

/** A cell of the 01–49 trend chart: a hit with the ball's colour, or the omission count. */
export type NumberTrendCell =
  | { hit: true; times: number; color: BallColor }
  | { hit: false; omission: number }

/**
 * The 01–49 trend chart (走势): per draw and number the hit ball's colour or the omission count, with the
 * footer 出现总次数 / 平均遗漏 / 最大遗漏 / 最大连出 in `stats`. The 特码 unless `balls` says otherwise.
 */
export function sixMarkNumberTrend(
  draws: readonly SixMarkDrawView[],
  balls: SixMarkBalls = 'special',
): TrendGrid<number, NumberTrendCell> {
  const { keys, hitsOf } = seriesOf('number', balls)
  return trendGridWith(draws, keys, hitsOf, (n, times) => ({
    hit: true as const,
    times,
    color: ballColor(n),
  }))
}

import {
  type AnalyticsDraw,
  fromChinaTime,
  readHistory,
  type SixMarkDrawView,
  sixMarkNumberTrend,
  sixMarkStats,
  sixMarkTrend,
  zodiacReference,
} from '@liuhe/domain'
import type { HotColdRow } from './HotColdTable/HotColdTable'
import type { TrendGridColumn, TrendGridRow, TrendGridStats } from './TrendGrid/TrendGrid'

const DAY_MS = 24 * 60 * 60 * 1000

/** Seven distinct numbers 01–49 from a small seeded generator, so every story and test sees the same draws. */
function drawNumbers(seed: number): number[] {
  let state = seed
  const picked: number[] = []
  while (picked.length < 7) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    const n = (state % 49) + 1
    if (!picked.includes(n)) picked.push(n)
  }
  return picked
}

/** `count` daily Macau-like draws, newest first, the newest on 2026-11-21 21:32 China time. */
export function sampleDraws(count: number): AnalyticsDraw[] {
  const newest = fromChinaTime(2026, 11, 21, 21, 32)
  return Array.from({ length: count }, (_, i) => ({
    turnNum: `2026${String(325 - i).padStart(3, '0')}`,
    openTime: newest - i * DAY_MS,
    numbers: drawNumbers(i + 7),
  }))
}

/** 30 read six-mark draws, newest first. */
export const sampleHistory: readonly SixMarkDrawView[] = readHistory('sixMark', sampleDraws(30)).draws

const pad = (n: number) => String(n).padStart(2, '0')

/** The 01–49 特码 trend of {@link sampleHistory} as the chart takes it. */
export function numberTrendProps(draws: readonly SixMarkDrawView[] = sampleHistory): {
  columns: TrendGridColumn[]
  rows: TrendGridRow[]
  stats: readonly TrendGridStats[]
} {
  const grid = sixMarkNumberTrend(draws)
  return {
    columns: grid.keys.map((n) => ({ key: pad(n), label: pad(n) })),
    rows: grid.rows.map((row) => ({ key: row.turnNum, label: row.turnNum.slice(4), cells: row.cells })),
    stats: grid.stats,
  }
}

/** The 特码 zodiac trend of {@link sampleHistory}: twelve text columns. */
export function zodiacTrendProps() {
  const grid = sixMarkTrend(sampleHistory, 'zodiac')
  return {
    columns: grid.keys.map((z) => ({ key: z, label: z })),
    rows: grid.rows.map((row) => ({ key: row.turnNum, label: row.turnNum.slice(4), cells: row.cells })),
    stats: grid.stats,
  }
}

/** All seven balls' 家禽/野兽 and 男/女 trend: grouped columns, several hits per draw. */
export function groupedTrendProps() {
  const kinds = sixMarkTrend(sampleHistory, 'animalKind', 'all')
  const genders = sixMarkTrend(sampleHistory, 'gender', 'all')
  return {
    columns: [...kinds.keys, ...genders.keys].map((k) => ({ key: k, label: k })),
    columnGroups: [
      { label: '家野', span: kinds.keys.length },
      { label: '男女', span: genders.keys.length },
    ],
    rows: kinds.rows.map((row, i) => ({
      key: row.turnNum,
      label: row.turnNum.slice(4),
      cells: [...row.cells, ...genders.rows[i]!.cells],
    })),
    stats: [...kinds.stats, ...genders.stats],
  }
}

/** 特码 tails of {@link sampleHistory} as hot/cold rows. */
export const tailRows: HotColdRow[] = sixMarkStats(sampleHistory, 'tail').map((s) => ({
  key: String(s.key),
  label: `${s.key}尾`,
  count: s.count,
  currentOmission: s.currentOmission,
  maxOmission: s.maxOmission,
}))

/** The zodiac reference of the horse year 2026. */
export const horseYear = zodiacReference(2026)

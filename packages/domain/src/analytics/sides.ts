import { type CategoryStats, categoryStats } from './series'

/** One two-sided attribute of a position (大小, 单双, 龙虎 …): its two values, its tie, how a draw reads it. */
export interface SideAttribute<R> {
  attribute: string
  values: readonly [string, string]
  /** The reading that is neither value (49 on six-mark, a triple on quick-three); it never makes a streak. */
  tie?: string
  read: (result: R) => string
}

/** The two-sided attributes of one position: a ball, a rank or a total. */
export interface SidePosition<R> {
  position: string
  attributes: readonly SideAttribute<R>[]
}

/** Every two-sided attribute a lottery kind shows, position by position, for results read as `R`. */
export type SideLayout<R> = readonly SidePosition<R>[]

/** One two-sided reading of a draw: which position, which attribute, and the value it came out as. */
export interface SideReading {
  position: string
  attribute: string
  value: string
}

/** A draw as the two-sides views need it: its readings, in its layout's order. */
export interface SidedDraw {
  sides: readonly SideReading[]
}

/** Counts and omission of the two-sided values of one position. */
export interface PositionSideStats {
  position: string
  stats: readonly CategoryStats<string>[]
}

/** A run of the same two-sided value up to the newest draw (长龙), with its length in draws. */
export interface Streak extends SideReading {
  length: number
}

/** The shortest run the 长龙 helper lists. */
export const STREAK_MIN_LENGTH = 3

/** Reads every attribute of a layout off one result, in the layout's order. */
export function readSides<R>(layout: SideLayout<R>, result: R): SideReading[] {
  return layout.flatMap(({ position, attributes }) =>
    attributes.map(({ attribute, read }) => ({ position, attribute, value: read(result) })),
  )
}

/** The values a position can show: each attribute's two values, then the ties, each once. */
function positionKeys(position: SidePosition<never>): string[] {
  const values = position.attributes.flatMap((a) => a.values)
  const ties = position.attributes.flatMap((a) => (a.tie === undefined ? [] : [a.tie]))
  return [...new Set([...values, ...ties])]
}

/**
 * Two-sides counts and omission per position over draws read with `layout` (newest first). A draw hits a
 * value once however many attributes show it, so a 49 counts one 和 on 特码.
 */
export function sideStats(draws: readonly SidedDraw[], layout: SideLayout<never>): PositionSideStats[] {
  let start = 0
  return layout.map((position) => {
    const from = start
    const to = from + position.attributes.length
    start = to
    const hitsOf = (draw: SidedDraw) => [...new Set(draw.sides.slice(from, to).map((r) => r.value))]
    return { position: position.position, stats: categoryStats(draws, positionKeys(position), hitsOf) }
  })
}

/**
 * Current streaks (长龙) of at least `minLength` draws over draws read with `layout` (newest first): per
 * attribute, how many of the newest draws share the newest value. Ties end a streak and never start one.
 * Longest first, ties in layout order.
 */
export function sideStreaks(
  draws: readonly SidedDraw[],
  layout: SideLayout<never>,
  minLength = STREAK_MIN_LENGTH,
): Streak[] {
  const newest = draws[0]
  if (!newest) return []
  const ties = layout.flatMap((p) => p.attributes.map((a) => a.tie))
  const streaks: Streak[] = []
  newest.sides.forEach((reading, i) => {
    if (reading.value === ties[i]) return
    let length = 1
    while (draws[length]?.sides[i]?.value === reading.value) length++
    if (length >= minLength) streaks.push({ ...reading, length })
  })
  return streaks.sort((a, b) => b.length - a.length)
}

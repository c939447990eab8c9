/*
 * DECISIONS (statistics of a categorical series: points the trend charts leave open, and the choice made)
 * - Draws come newest first, as histories are listed; each function walks them once, oldest to newest.
 * - Omission counts draws: 当前遗漏 is the number of draws after the last one holding the category (the
 *   whole window when none does), 最大遗漏 the longest stretch of draws without it, the open stretches at
 *   both ends of the window included.
 * - 平均遗漏 is the mean length of those stretches: missed draws over (draws hit + 1), unrounded.
 * - 出现总次数 counts occurrences: a draw holding the category on two balls adds 2. Omission and runs count
 *   draws.
 */

/** The place of a draw in its history: the issue and when it opened (epoch ms). */
export interface DrawStamp {
  turnNum: string
  openTime: number
}

/** Hit figures of one category over a window of draws: the footer of a trend chart, or a hot/cold row. */
export interface CategoryStats<K> {
  key: K
  /** 出现总次数: occurrences, so a draw holding it on two balls counts 2. */
  count: number
  /** Draws holding it at least once. */
  drawsHit: number
  /** 当前遗漏: draws since it was last seen; the whole window when it never was. */
  currentOmission: number
  /** 最大遗漏: the longest stretch of draws without it, open ends of the window included. */
  maxOmission: number
  /** 平均遗漏: missed draws over (draws hit + 1), the mean length of the stretches without it. */
  averageOmission: number
  /** 最大连出: the longest stretch of consecutive draws holding it. */
  maxRun: number
  /** Consecutive draws holding it up to the newest one (0 when the newest misses it). */
  currentRun: number
}

/** One cell of a trend chart: the category is hit (how many times) or missed (draws since last hit). */
export type TrendCell = { hit: true; times: number } | { hit: false; omission: number }

/** One row of a trend chart: a draw and one cell per category, in the order of the chart's keys. */
export interface TrendRow<C = TrendCell> extends DrawStamp {
  cells: readonly C[]
}

/** A trend chart: categories as columns, draws as rows (newest first), and the footer figures. */
export interface TrendGrid<K, C = TrendCell> {
  keys: readonly K[]
  rows: readonly TrendRow<C>[]
  stats: readonly CategoryStats<K>[]
}

interface Counter<K> extends CategoryStats<K> {
  times: number
}

/**
 * Walks the draws oldest to newest once, keeping every category's figures; `visit` sees each draw with
 * the counters after it, so a trend row can be read off them.
 */
function tally<D, K>(
  draws: readonly D[],
  keys: readonly K[],
  hitsOf: (draw: D) => readonly K[],
  visit?: (draw: D, index: number, counters: readonly Counter<K>[]) => void,
): CategoryStats<K>[] {
  const counters: Counter<K>[] = keys.map((key) => ({
    key,
    count: 0,
    drawsHit: 0,
    currentOmission: 0,
    maxOmission: 0,
    averageOmission: 0,
    maxRun: 0,
    currentRun: 0,
    times: 0,
  }))
  const byKey = new Map(counters.map((counter) => [counter.key, counter]))
  if (byKey.size !== keys.length) throw new RangeError('a series lists each category once')
  for (let index = draws.length - 1; index >= 0; index--) {
    const draw = draws[index]!
    for (const key of hitsOf(draw)) {
      const counter = byKey.get(key)
      if (!counter) throw new RangeError(`not a category of this series: ${String(key)}`)
      counter.times++
    }
    for (const c of counters) {
      if (c.times > 0) {
        c.count += c.times
        c.drawsHit++
        c.currentRun++
        c.currentOmission = 0
        if (c.currentRun > c.maxRun) c.maxRun = c.currentRun
      } else {
        c.currentOmission++
        c.currentRun = 0
        if (c.currentOmission > c.maxOmission) c.maxOmission = c.currentOmission
      }
    }
    visit?.(draw, index, counters)
    for (const c of counters) c.times = 0
  }
  return counters.map(({ times: _, ...stats }) => ({
    ...stats,
    averageOmission: (draws.length - stats.drawsHit) / (stats.drawsHit + 1),
  }))
}

/**
 * Counts and omission of each category over draws given newest first; `hitsOf` lists a draw's categories.
 * The same figures as {@link tally}, touching only the categories a draw holds (a stretch without one is
 * measured when it ends) instead of every category on every draw.
 */
export function categoryStats<D, K>(
  draws: readonly D[],
  keys: readonly K[],
  hitsOf: (draw: D) => readonly K[],
): CategoryStats<K>[] {
  return categoryStatsOfHits(draws, keys, (draw, hit) => {
    for (const key of hitsOf(draw)) hit(key)
  })
}

/**
 * {@link categoryStats} with the hits given one by one (`eachHit` calls `hit` for each category a draw
 * holds), so a caller reading them off a draw's fields builds no array per draw.
 */
export function categoryStatsOfHits<D, K>(
  draws: readonly D[],
  keys: readonly K[],
  eachHit: (draw: D, hit: (key: K) => void) => void,
): CategoryStats<K>[] {
  const indexOf = new Map(keys.map((key, i) => [key, i]))
  if (indexOf.size !== keys.length) throw new RangeError('a series lists each category once')
  const size = keys.length
  const count = new Array<number>(size).fill(0)
  const drawsHit = new Array<number>(size).fill(0)
  const maxOmission = new Array<number>(size).fill(0)
  const run = new Array<number>(size).fill(0)
  const maxRun = new Array<number>(size).fill(0)
  // The step (0 = oldest draw) that last held each category, -1 before the first.
  const lastStep = new Array<number>(size).fill(-1)
  const total = draws.length
  let step = 0
  const hit = (key: K) => {
    const k = indexOf.get(key)
    if (k === undefined) throw new RangeError(`not a category of this series: ${String(key)}`)
    count[k]!++
    // A draw holding it on two balls is one draw hit.
    if (lastStep[k] === step) return
    const gap = step - lastStep[k]! - 1
    if (gap > maxOmission[k]!) maxOmission[k] = gap
    run[k] = gap === 0 && lastStep[k]! >= 0 ? run[k]! + 1 : 1
    if (run[k]! > maxRun[k]!) maxRun[k] = run[k]!
    drawsHit[k]!++
    lastStep[k] = step
  }
  for (; step < total; step++) eachHit(draws[total - 1 - step]!, hit)
  return keys.map((key, k) => {
    const currentOmission = total - 1 - lastStep[k]!
    return {
      key,
      count: count[k]!,
      drawsHit: drawsHit[k]!,
      currentOmission,
      maxOmission: Math.max(maxOmission[k]!, currentOmission),
      averageOmission: (total - drawsHit[k]!) / (drawsHit[k]! + 1),
      maxRun: maxRun[k]!,
      currentRun: lastStep[k] === total - 1 ? run[k]! : 0,
    }
  })
}

/** Builds a trend chart whose hit cells are made by `hitCell` (a ball's colour, say); one pass. */
export function trendGridWith<D extends DrawStamp, K, C>(
  draws: readonly D[],
  keys: readonly K[],
  hitsOf: (draw: D) => readonly K[],
  hitCell: (key: K, times: number) => C,
): TrendGrid<K, C | { hit: false; omission: number }> {
  const rows: TrendRow<C | { hit: false; omission: number }>[] = new Array(draws.length)
  const stats = tally(draws, keys, hitsOf, (draw, index, counters) => {
    rows[index] = {
      turnNum: draw.turnNum,
      openTime: draw.openTime,
      cells: counters.map((c) =>
        c.times > 0 ? hitCell(c.key, c.times) : { hit: false as const, omission: c.currentOmission },
      ),
    }
  })
  return { keys, rows, stats }
}

/** A trend chart over draws given newest first: rows in the same order, each missed cell its omission. */
export function trendGrid<D extends DrawStamp, K>(
  draws: readonly D[],
  keys: readonly K[],
  hitsOf: (draw: D) => readonly K[],
): TrendGrid<K> {
  return trendGridWith(draws, keys, hitsOf, (_, times) => ({ hit: true as const, times }))
}

/** Categories hottest first: most occurrences, ties kept in the series' order. */
export function hottest<K>(stats: readonly CategoryStats<K>[]): CategoryStats<K>[] {
  return [...stats].sort((a, b) => b.count - a.count)
}

/** Categories coldest first: longest current omission, ties kept in the series' order. */
export function coldest<K>(stats: readonly CategoryStats<K>[]): CategoryStats<K>[] {
  return [...stats].sort((a, b) => b.currentOmission - a.currentOmission)
}

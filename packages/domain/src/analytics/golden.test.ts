import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { hkDraws } from '../test-support/draws'
import { fromChinaTime } from '../time/chinaTime'
import { type AnalyticsDraw, currentStreaks, latestDraws, readHistory, twoSidesStats } from './history'
import type { CategoryStats } from './series'
import { sixMarkNumberTrend, sixMarkStats } from './sixMark'

const goldenPath = fileURLToPath(new URL('./golden/hk.json', import.meta.url))

/** The Hong Kong history newest first, each draw at 21:30 China time on its date. */
const feed: AnalyticsDraw[] = hkDraws
  .map((d) => {
    const [year, month, day] = d.date.split('-').map(Number) as [number, number, number]
    return {
      turnNum: d.issue,
      openTime: fromChinaTime(year, month, day, 21, 30),
      numbers: [...d.numbers, d.special],
    }
  })
  .reverse()
const history = readHistory('sixMark', feed)

const byKey = <K>(stats: readonly CategoryStats<K>[]) =>
  Object.fromEntries(stats.map(({ key, ...figures }) => [String(key), figures]))

/** Every figure the analytics pages show over the newest `count` draws. */
function figures(count: number) {
  const window = latestDraws(history, count)
  const draws = window.draws
  return {
    draws: draws.length,
    newest: draws[0]!.turnNum,
    oldest: draws.at(-1)!.turnNum,
    twoSides: Object.fromEntries(twoSidesStats(window).map((p) => [p.position, byKey(p.stats)])),
    tails: byKey(sixMarkStats(draws, 'tail')),
    bands: byKey(sixMarkStats(draws, 'band')),
    numbers: byKey(sixMarkNumberTrend(draws).stats),
    specialZodiacs: byKey(sixMarkStats(draws, 'zodiac')),
    normalZodiacs: byKey(sixMarkStats(draws, 'zodiac', 'normal')),
    animalKinds: byKey(sixMarkStats(draws, 'animalKind')),
    streaks: currentStreaks(window),
  }
}

describe('golden analytics over the real Hong Kong history', () => {
  const actual = { source: 'hk-marksix-draws.json', last100: figures(100), last1000: figures(1000) }

  it('pins the two-sides, tail, band, number and zodiac figures of the last 100 and 1,000 draws', () => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(goldenPath, `${JSON.stringify(actual, null, 2)}\n`)
    expect(existsSync(goldenPath), 'run with UPDATE_GOLDEN=1 to write the golden file').toBe(true)
    expect(actual).toEqual(JSON.parse(readFileSync(goldenPath, 'utf8')))
  })

  it('adds up: each window counts one 特码 per draw and six 正码', () => {
    for (const window of [actual.last100, actual.last1000]) {
      const total = (figures: Record<string, { count: number }>) =>
        Object.values(figures).reduce((n, f) => n + f.count, 0)
      const special = window.twoSides.特码!
      expect(special.大!.count + special.小!.count + special.和!.count).toBe(window.draws)
      expect(special.单!.count + special.双!.count + special.和!.count).toBe(window.draws)
      for (const figuresOf of [window.tails, window.bands, window.numbers, window.specialZodiacs])
        expect(total(figuresOf)).toBe(window.draws)
      expect(total(window.normalZodiacs)).toBe(6 * window.draws)
      expect(total(window.animalKinds)).toBe(window.draws)
    }
  })

  it('reads every real draw', () => {
    expect(history.draws).toHaveLength(hkDraws.length)
    expect(actual.last1000.newest).toBe(hkDraws.at(-1)!.issue)
  })
})

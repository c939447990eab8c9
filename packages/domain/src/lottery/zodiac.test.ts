import { Lunar, Solar } from 'lunar-javascript'
import { describe, expect, it } from 'vitest'
import { macauDraws } from '../test-support/draws'
import { fromChinaTime, parseChinaTime } from '../time/chinaTime'
import { LUNAR_TABLE_FIRST_YEAR, LUNAR_TABLE_LAST_YEAR, lunarNewYearDate } from './lunarNewYear'
import { lunarYearAt, zodiacOf, zodiacOfYear, zodiacs } from './zodiac'

describe('lunar new year table', () => {
  it('matches an independent lunar calendar for every year it covers', () => {
    for (let year = LUNAR_TABLE_FIRST_YEAR; year <= LUNAR_TABLE_LAST_YEAR; year++) {
      const solar = Lunar.fromYmd(year, 1, 1).getSolar()
      expect(lunarNewYearDate(year), String(year)).toEqual({ month: solar.getMonth(), day: solar.getDay() })
    }
  })

  it('covers 1950–2100 and refuses years outside the table', () => {
    expect(LUNAR_TABLE_FIRST_YEAR).toBeLessThanOrEqual(1950)
    expect(LUNAR_TABLE_LAST_YEAR).toBeGreaterThanOrEqual(2100)
    expect(() => lunarNewYearDate(1800)).toThrow(RangeError)
  })
})

describe('zodiacOf', () => {
  it('agrees with the zodiac label of every ball of the real Macau feed', () => {
    let checked = 0
    for (const draw of macauDraws) {
      const at = parseChinaTime(draw.openTime)
      draw.numbers.forEach((n, i) => {
        expect(zodiacOf(n, at), `${draw.issue} ball ${n}`).toBe(draw.zodiac[i])
        checked++
      })
    }
    expect(checked).toBe(870 * 7)
  })

  it('switches on 正月初一, not on 1 January nor at 立春, 2020–2030', () => {
    for (let year = 2020; year <= 2030; year++) {
      const { month, day } = lunarNewYearDate(year)
      const newYearsEve = fromChinaTime(year, month, day) - 1
      const newYearsDay = fromChinaTime(year, month, day)
      expect(zodiacOf(1, newYearsEve)).toBe(zodiacOfYear(year - 1))
      expect(zodiacOf(1, newYearsDay)).toBe(zodiacOfYear(year))
      expect(zodiacOf(1, fromChinaTime(year, 1, 1, 12))).toBe(zodiacOfYear(year - 1))
      // 立春 (start of spring) falls on 3–5 February; between it and 正月初一 the old year still holds.
      const lichun = Solar.fromYmd(year, 2, 1).getLunar().getJieQiTable().立春!
      const lichunMs = fromChinaTime(lichun.getYear(), lichun.getMonth(), lichun.getDay(), 12)
      const expected = lichunMs < newYearsDay ? zodiacOfYear(year - 1) : zodiacOfYear(year)
      expect(zodiacOf(1, lichunMs), `${year} 立春`).toBe(expected)
    }
  })

  it('agrees with an independent lunar calendar on both sides of every 正月初一, 1950–2100', () => {
    for (let year = 1950; year <= 2100; year++) {
      const { month, day } = lunarNewYearDate(year)
      const newYearsDay = fromChinaTime(year, month, day)
      const eve = new Date(Date.UTC(year, month - 1, day - 1))
      const eveLunar = Solar.fromYmd(eve.getUTCFullYear(), eve.getUTCMonth() + 1, eve.getUTCDate()).getLunar()
      expect(zodiacOf(1, newYearsDay), String(year)).toBe(Lunar.fromYmd(year, 1, 1).getYearShengXiao())
      expect(zodiacOf(1, newYearsDay - 1), String(year)).toBe(eveLunar.getYearShengXiao())
    }
  })

  it('reads the draw time in China Standard Time', () => {
    // 2024-02-10 00:30 in Beijing is still 2024-02-09 in UTC, but the dragon year has begun.
    expect(lunarYearAt(Date.UTC(2024, 1, 9, 16, 30))).toBe(2024)
    expect(zodiacOf(1, Date.UTC(2024, 1, 9, 16, 30))).toBe('龙')
  })

  it('steps back one animal per number, repeating every 12', () => {
    const at = fromChinaTime(2025, 6, 1)
    expect(zodiacOf(1, at)).toBe('蛇')
    expect(zodiacOf(2, at)).toBe('龙')
    for (let n = 1; n <= 37; n++) expect(zodiacOf(n + 12, at)).toBe(zodiacOf(n, at))
    const counts = new Map<string, number>()
    for (let n = 1; n <= 49; n++) counts.set(zodiacOf(n, at), (counts.get(zodiacOf(n, at)) ?? 0) + 1)
    expect([...counts.values()].sort()).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5])
    expect(counts.get('蛇')).toBe(5)
  })

  it('names the year animals in cycle order and refuses non-numbers', () => {
    expect(zodiacs.map((_, i) => zodiacOfYear(2020 + i))).toEqual([...zodiacs])
    expect(() => zodiacOf(0, 0)).toThrow(RangeError)
  })
})

import { Lunar } from 'lunar-javascript'
import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import { fiveElementNumbers, fiveElementOf, fiveElementOfYear, fiveElements } from './fiveElements'
import { lunarNewYearDate } from './lunarNewYear'
import { lunarYearAt } from './zodiac'

describe('fiveElementOfYear', () => {
  it('agrees with the 纳音 of an independent lunar calendar for every year 1900–2100', () => {
    for (let year = 1900; year <= 2100; year++) {
      const nayin = Lunar.fromYmd(year, 6, 1).getYearNaYin()
      expect(fiveElementOfYear(year), `${year} ${nayin}`).toBe(nayin.slice(-1))
    }
  })

  it('repeats every sixty years, also before year 4', () => {
    expect(fiveElementOfYear(1984)).toBe('金')
    expect(fiveElementOfYear(1984 - 600)).toBe('金')
    expect(fiveElementOfYear(-56)).toBe('金')
  })
})

describe('fiveElementOf', () => {
  it('gives number n the 纳音 of the birth year lunarYear − (n − 1), checked against lunar-javascript', () => {
    for (const at of [fromChinaTime(2024, 6, 1), fromChinaTime(2025, 1, 28, 21), fromChinaTime(2031, 3, 1)]) {
      const year = lunarYearAt(at)
      for (let n = 1; n <= 49; n++) {
        const nayin = Lunar.fromYmd(year - (n - 1), 6, 1).getYearNaYin()
        expect(fiveElementOf(n, at), `${year} ${n}`).toBe(nayin.slice(-1))
      }
    }
  })

  it('switches on 正月初一 like the zodiac, 2020–2030', () => {
    for (let year = 2020; year <= 2030; year++) {
      const { month, day } = lunarNewYearDate(year)
      const newYearsDay = fromChinaTime(year, month, day)
      for (let n = 1; n <= 49; n++) {
        expect(fiveElementOf(n, newYearsDay - 1)).toBe(fiveElementOfYear(year - 1 - (n - 1)))
        expect(fiveElementOf(n, newYearsDay)).toBe(fiveElementOfYear(year - (n - 1)))
      }
    }
  })

  it('puts every number in exactly one element and refuses non-numbers', () => {
    const groups = fiveElementNumbers(fromChinaTime(2026, 5, 1))
    expect(Object.keys(groups)).toEqual([...fiveElements])
    expect(
      Object.values(groups)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 49 }, (_, i) => i + 1))
    for (const members of Object.values(groups)) expect(members.length).toBeGreaterThanOrEqual(8)
    expect(() => fiveElementOf(50, 0)).toThrow(RangeError)
  })
})

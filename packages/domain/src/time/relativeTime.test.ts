import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromChinaTime } from './chinaTime'
import { relativeTime, toEpochMs } from './relativeTime'

const now = fromChinaTime(2026, 5, 18, 21, 30)
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it('shows HH:mm under an hour, then hours, days, months and years ago', () => {
    expect(relativeTime(fromChinaTime(2026, 5, 18, 21, 5), now)).toBe('21:05')
    expect(relativeTime(now - HOUR + 1, now)).toBe('20:30')
    expect(relativeTime(now - HOUR, now)).toBe('1小时前')
    expect(relativeTime(now - DAY + 1, now)).toBe('23小时前')
    expect(relativeTime(now - DAY, now)).toBe('1天前')
    expect(relativeTime(now - 29 * DAY, now)).toBe('29天前')
    expect(relativeTime(now - 30 * DAY, now)).toBe('1个月前')
    expect(relativeTime(now - 359 * DAY, now)).toBe('11个月前')
    expect(relativeTime(now - 360 * DAY, now)).toBe('1年前')
    expect(relativeTime(now - 3 * 365 * DAY, now)).toBe('3年前')
  })

  it('shows a future time as its clock time', () => {
    expect(relativeTime(fromChinaTime(2026, 5, 18, 22, 0), now)).toBe('22:00')
  })

  it('always answers with one of the five shapes, and the count never decreases with age', () => {
    const shape = /^(\d{2}:\d{2}|\d+小时前|\d+天前|\d+个月前|\d+年前)$/
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 * DAY }), (age) => {
        const text = relativeTime(now - age, now)
        expect(text).toMatch(shape)
        if (age >= HOUR) expect(Number.parseInt(text, 10)).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe('toEpochMs', () => {
  it('reads ten-digit numbers as Unix seconds and others as milliseconds', () => {
    expect(toEpochMs(1_747_575_000)).toBe(1_747_575_000_000)
    expect(toEpochMs('1747575000')).toBe(1_747_575_000_000)
    expect(toEpochMs(1_747_575_000_123)).toBe(1_747_575_000_123)
    expect(toEpochMs('abc')).toBeNaN()
  })

  it('gives the same instant for seconds and milliseconds of the same moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(toEpochMs(seconds)).toBe(toEpochMs(seconds * 1000))
      }),
    )
  })
})

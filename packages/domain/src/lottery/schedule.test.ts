import { describe, expect, it } from 'vitest'
import { formatChinaTime, fromChinaTime } from '../time/chinaTime'
import { betEndTimeOf, nextDrawTime, nextTurnNumber } from './schedule'

describe('nextDrawTime', () => {
  const daily = { kind: 'daily', hour: 21, minute: 32 } as const

  it('is today at the draw time before it, tomorrow after it', () => {
    expect(formatChinaTime(nextDrawTime(daily, fromChinaTime(2026, 11, 22, 10)))).toBe('2026-11-22 21:32:00')
    expect(formatChinaTime(nextDrawTime(daily, fromChinaTime(2026, 11, 22, 21, 32)))).toBe(
      '2026-11-23 21:32:00',
    )
    expect(formatChinaTime(nextDrawTime(daily, fromChinaTime(2026, 12, 31, 22)))).toBe('2027-01-01 21:32:00')
  })

  it('skips to the next listed weekday (Hong Kong: Tue, Thu, Sat 21:30)', () => {
    const hk = { kind: 'weekly', weekdays: [2, 4, 6], hour: 21, minute: 30 } as const
    // 2026-11-22 is a Sunday.
    expect(formatChinaTime(nextDrawTime(hk, fromChinaTime(2026, 11, 22, 12)))).toBe('2026-11-24 21:30:00')
    expect(formatChinaTime(nextDrawTime(hk, fromChinaTime(2026, 11, 24, 21, 30)))).toBe('2026-11-26 21:30:00')
    expect(() => nextDrawTime({ ...hk, weekdays: [] }, 0)).toThrow(RangeError)
  })

  it('draws interval games on multiples of the interval', () => {
    const every5 = { kind: 'interval', minutes: 5 } as const
    expect(formatChinaTime(nextDrawTime(every5, fromChinaTime(2026, 11, 22, 10, 3, 20)))).toBe(
      '2026-11-22 10:05:00',
    )
    expect(formatChinaTime(nextDrawTime(every5, fromChinaTime(2026, 11, 22, 10, 5)))).toBe(
      '2026-11-22 10:10:00',
    )
  })
})

describe('nextTurnNumber', () => {
  it('counts up within a year and restarts at 001', () => {
    expect(nextTurnNumber('2026138', fromChinaTime(2026, 11, 22, 21, 32))).toBe('2026139')
    expect(nextTurnNumber('2026365', fromChinaTime(2027, 1, 1, 21, 32))).toBe('2027001')
    expect(nextTurnNumber(undefined, fromChinaTime(2027, 1, 1))).toBe('2027001')
  })
})

describe('bet close time', () => {
  it('closes fast games seconds before the draw and daily games when the show starts', () => {
    const draw = 1_800_000_000_000
    expect(betEndTimeOf({ kind: 'interval', minutes: 1 }, draw)).toBe(draw - 10_000)
    expect(betEndTimeOf({ kind: 'interval', minutes: 5 }, draw)).toBe(draw - 30_000)
    expect(betEndTimeOf({ kind: 'daily', hour: 21, minute: 32 }, draw)).toBe(draw - 120_000)
    expect(betEndTimeOf({ kind: 'weekly', weekdays: [2], hour: 21, minute: 30 }, draw)).toBe(draw - 120_000)
  })
})

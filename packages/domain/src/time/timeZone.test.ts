import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromChinaTime } from './chinaTime'
import { isInMaintenance, parseMaintainRange, parseUtcOffset, wallClockIn } from './timeZone'

describe('time zones', () => {
  it('reads offsets written in several ways', () => {
    expect(parseUtcOffset('+8')).toBe(480)
    expect(parseUtcOffset('UTC+08:00')).toBe(480)
    expect(parseUtcOffset('GMT-0530')).toBe(-330)
    expect(parseUtcOffset('Asia/Shanghai')).toBeUndefined()
  })

  it('resolves IANA names and offsets to the same wall clock', () => {
    const at = Date.UTC(2026, 4, 18, 16, 30, 5)
    const expected = { year: 2026, month: 5, day: 19, hour: 0, minute: 30, second: 5 }
    expect(wallClockIn('Asia/Shanghai', at)).toEqual(expected)
    expect(wallClockIn(480, at)).toEqual(expected)
    expect(wallClockIn('+8', at)).toEqual(expected)
    expect(wallClockIn('America/New_York', at).hour).toBe(12)
    expect(() => wallClockIn('Mars/Olympus', at)).toThrow(RangeError)
  })

  it('agrees between Asia/Shanghai (no DST since 1991) and +8 at any instant since 2001', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e12, max: 4e12 }), (ms) => {
        expect(wallClockIn('Asia/Shanghai', ms)).toEqual(wallClockIn(480, ms))
      }),
      { numRuns: 200 },
    )
  })
})

describe('maintenance', () => {
  const range = '2026-05-18 02:00:00~2026-05-18 06:00:00'

  it('is on between start and end in the system time zone, inclusive', () => {
    expect(isInMaintenance(range, fromChinaTime(2026, 5, 18, 2), 'Asia/Shanghai')).toBe(true)
    expect(isInMaintenance(range, fromChinaTime(2026, 5, 18, 6), 'Asia/Shanghai')).toBe(true)
    expect(isInMaintenance(range, fromChinaTime(2026, 5, 18, 6, 0, 1), '+8')).toBe(false)
    expect(isInMaintenance(range, fromChinaTime(2026, 5, 18, 1, 59, 59), 480)).toBe(false)
    expect(isInMaintenance('2026/05/18 02:00~2026/05/18 06:00', fromChinaTime(2026, 5, 18, 5), 480)).toBe(
      true,
    )
  })

  it('reads the range in the configured zone, not in UTC+8', () => {
    // 03:00 in UTC is inside 02:00–06:00 only when the system zone is UTC.
    expect(isInMaintenance(range, Date.UTC(2026, 4, 18, 3), 0)).toBe(true)
    expect(isInMaintenance(range, Date.UTC(2026, 4, 18, 3), 'Asia/Shanghai')).toBe(false)
  })

  it('handles daily ranges, also across midnight', () => {
    expect(isInMaintenance('02:00~06:00', fromChinaTime(2026, 5, 18, 3), 480)).toBe(true)
    expect(isInMaintenance('02:00~06:00', fromChinaTime(2026, 5, 18, 7), 480)).toBe(false)
    expect(isInMaintenance('23:30~00:30:00', fromChinaTime(2026, 5, 18, 0, 10), 480)).toBe(true)
    expect(isInMaintenance('23:30~00:30', fromChinaTime(2026, 5, 18, 23, 45), 480)).toBe(true)
    expect(isInMaintenance('23:30~00:30', fromChinaTime(2026, 5, 18, 12), 480)).toBe(false)
  })

  it('treats empty or unreadable ranges as no maintenance', () => {
    for (const text of ['', null, undefined, '2026-05-18', 'a~b', '02:00~2026-05-18 06:00:00']) {
      expect(parseMaintainRange(text)).toBeUndefined()
      expect(isInMaintenance(text, 0, 480)).toBe(false)
    }
  })
})

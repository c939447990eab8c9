import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromChinaTime, parseChinaTime } from './chinaTime'
import {
  defaultReportRange,
  formatDate,
  isChinaTimePassed,
  isSelectableDate,
  reportRangeError,
} from './dates'

const now = fromChinaTime(2026, 5, 18, 0, 30)

describe('formatDate', () => {
  it('writes the three product formats in China Standard Time', () => {
    expect(formatDate(now, 'YYYY-MM-DD')).toBe('2026-05-18')
    expect(formatDate(now, 'YYYY/MM/DD')).toBe('2026/05/18')
    expect(formatDate(now, 'YYYY/MM/DD HH:mm')).toBe('2026/05/18 00:30')
  })

  it("writes a draw time of day (HH:mm, China Standard Time), e.g. the live tab's 21:32", () => {
    expect(formatDate(now, 'HH:mm')).toBe('00:30')
    expect(formatDate(fromChinaTime(2026, 5, 18, 21, 32), 'HH:mm')).toBe('21:32')
  })

  it('round-trips any day through YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (ms) => {
        const day = formatDate(ms, 'YYYY-MM-DD')
        expect(formatDate(parseChinaTime(day), 'YYYY-MM-DD')).toBe(day)
        expect(formatDate(ms, 'YYYY/MM/DD')).toBe(day.replaceAll('-', '/'))
      }),
    )
  })
})

describe('bet deadlines', () => {
  it('reads betEndTime as UTC+8', () => {
    expect(isChinaTimePassed('2026-05-18 00:30:00', now)).toBe(true)
    expect(isChinaTimePassed('2026-05-18 00:30:01', now)).toBe(false)
    // In UTC this is 2026-05-17 16:30, so a UTC reading would call it long past.
    expect(isChinaTimePassed('2026-05-18 08:00:00', Date.UTC(2026, 4, 17, 23))).toBe(false)
    expect(isChinaTimePassed('not a time', now)).toBe(true)
  })
})

describe('report dates', () => {
  it('defaults to today minus 6 to today', () => {
    expect(defaultReportRange(now)).toEqual({ startDate: '2026-05-12', endDate: '2026-05-18' })
  })

  it('refuses future dates, an end before the start and invalid dates', () => {
    expect(reportRangeError({ startDate: '2026-05-12', endDate: '2026-05-18' }, now)).toBeUndefined()
    expect(reportRangeError({ startDate: '2026-05-19', endDate: '2026-05-19' }, now)).toBe('start-in-future')
    expect(reportRangeError({ startDate: '2026-05-12', endDate: '2026-05-19' }, now)).toBe('end-in-future')
    expect(reportRangeError({ startDate: '2026-05-12', endDate: '2026-05-11' }, now)).toBe('end-before-start')
    expect(reportRangeError({ startDate: '2026-02-30', endDate: '2026-05-11' }, now)).toBe('invalid-date')
    expect(reportRangeError({ startDate: '2026-05-01', endDate: 'today' }, now)).toBe('invalid-date')
  })

  it('accepts every default range and only ranges whose dates are not in the future', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e12, max: 4e12 }), fc.integer({ min: -400, max: 400 }), (ms, shift) => {
        expect(reportRangeError(defaultReportRange(ms), ms)).toBeUndefined()
        const end = formatDate(ms + shift * 86_400_000, 'YYYY-MM-DD')
        const error = reportRangeError(
          { startDate: formatDate(ms - 400 * 86_400_000, 'YYYY-MM-DD'), endDate: end },
          ms,
        )
        expect(error === undefined).toBe(shift <= 0)
        expect(isSelectableDate(end, ms)).toBe(shift <= 0)
      }),
    )
  })
})

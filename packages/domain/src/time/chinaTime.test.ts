import { describe, expect, it } from 'vitest'
import { chinaDateParts, formatChinaTime, fromChinaTime, parseChinaTime } from './chinaTime'

describe('China Standard Time helpers', () => {
  it('round-trips a wall-clock time', () => {
    const ms = fromChinaTime(2026, 5, 18, 21, 32, 32)
    expect(new Date(ms).toISOString()).toBe('2026-05-18T13:32:32.000Z')
    expect(formatChinaTime(ms)).toBe('2026-05-18 21:32:32')
    expect(parseChinaTime('2026-05-18 21:32:32')).toBe(ms)
    expect(chinaDateParts(ms)).toEqual({ year: 2026, month: 5, day: 18, hour: 21, minute: 32, second: 32 })
  })

  it('parses dates without a time as midnight and rejects other text', () => {
    expect(parseChinaTime('2026-01-02')).toBe(fromChinaTime(2026, 1, 2))
    expect(parseChinaTime('yesterday')).toBeNaN()
  })
})

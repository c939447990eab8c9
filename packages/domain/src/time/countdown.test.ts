import { describe, expect, it } from 'vitest'
import { countdown } from './countdown'

describe('countdown', () => {
  it('splits the time left on the platform clock into two-digit parts', () => {
    expect(countdown(10_000_000, 10_000_000 - (3 * 3600 + 25 * 60 + 7) * 1000)).toEqual({
      totalMs: (3 * 3600 + 25 * 60 + 7) * 1000,
      hours: '03',
      minutes: '25',
      seconds: '07',
    })
  })

  it('subtracts the client time elapsed since the fetch and never goes below zero', () => {
    expect(countdown(60_000, 0, 59_500).seconds).toBe('00')
    expect(countdown(60_000, 0, 30_000).seconds).toBe('30')
    expect(countdown(1000, 5000)).toEqual({ totalMs: 0, hours: '00', minutes: '00', seconds: '00' })
  })

  it('shows more than a day as hours', () => {
    expect(countdown(50 * 3600 * 1000, 0).hours).toBe('50')
  })
})

import { fromChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { newOrderNo } from './orderNo'

describe('newOrderNo', () => {
  it('writes the letter, the China time to the second and 8 hex digits', () => {
    const at = fromChinaTime(2026, 12, 8, 9, 5, 7)
    expect(newOrderNo('B', at)).toMatch(/^B261208090507[0-9A-F]{8}$/)
    expect(newOrderNo('R', at)).toMatch(/^R261208090507[0-9A-F]{8}$/)
    expect(newOrderNo('W', at)).toMatch(/^W261208090507[0-9A-F]{8}$/)
  })

  it('gives numbers of one second distinct tails, past the end of a pool of random bytes', () => {
    const at = fromChinaTime(2026, 12, 8, 9)
    const numbers = Array.from({ length: 3000 }, () => newOrderNo('B', at))
    expect(new Set(numbers).size).toBe(3000)
    // The tails are random: every hex digit turns up in the last place.
    expect(new Set(numbers.map((n) => n.at(-1))).size).toBe(16)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  displayedBalance,
  formatFenGrouped,
  formatMoney,
  formatWalletBalance,
  formatWalletFen,
  toAmount,
} from './money'

describe('formatMoney', () => {
  it('formats en-US currency with and without the symbol', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(1234.5, { symbol: false })).toBe('1,234.50')
    expect(formatMoney('-98765.432', { symbol: false })).toBe('-98,765.43')
    expect(formatMoney(undefined)).toBe('$0.00')
    expect(formatMoney('abc')).toBe('$0.00')
    expect(formatMoney(-0.001)).toBe('$0.00')
    expect(formatWalletBalance(-0.0001)).toBe('0.00')
  })

  it('differs only by the symbol and reads back to the amount rounded to cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const withSymbol = formatMoney(amount)
        const without = formatMoney(amount, { symbol: false })
        expect(withSymbol.replace('$', '')).toBe(without)
        expect(without).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(Math.abs(Number(without.replaceAll(',', '')) - amount)).toBeLessThanOrEqual(0.005 + 1e-6)
      }),
    )
  })
})

describe('formatWalletBalance', () => {
  it('shows 2 to 3 decimals in the Chinese locale', () => {
    expect(formatWalletBalance(1234.5)).toBe('1,234.50')
    expect(formatWalletBalance('0.1234')).toBe('0.123')
    expect(formatWalletBalance(null)).toBe('0.00')
  })

  it('always has 2 or 3 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        expect(formatWalletBalance(amount)).toMatch(/^\d{1,3}(,\d{3})*\.\d{2,3}$/)
      }),
    )
  })
})

describe('displayedBalance', () => {
  it('adds money and liveMoney', () => {
    expect(displayedBalance({ money: 100.5, liveMoney: '20.25' })).toBe(120.75)
    expect(displayedBalance({ money: 0.1, liveMoney: 0.2 })).toBe(0.3)
    expect(displayedBalance({ money: 5 })).toBe(5)
    expect(displayedBalance(undefined)).toBe(0)
    expect(toAmount('  ')).toBe(0)
  })

  it('is symmetric and equals the sum to within a tenth of a cent', () => {
    const cents = fc.integer({ min: 0, max: 1e11 }).map((c) => c / 100)
    fc.assert(
      fc.property(cents, cents, (money, liveMoney) => {
        const total = displayedBalance({ money, liveMoney })
        expect(total).toBe(displayedBalance({ money: liveMoney, liveMoney: money }))
        expect(Math.abs(total - (money + liveMoney))).toBeLessThan(0.001)
      }),
    )
  })
})

describe('fen written as 元', () => {
  it('groups thousands with two decimals, from whole fen', () => {
    expect(formatFenGrouped(123_450)).toBe('1,234.50')
    expect(formatFenGrouped(-9_876_543)).toBe('-98,765.43')
    expect(formatFenGrouped(1)).toBe('0.01')
    expect(formatWalletFen(560_850)).toBe('5,608.50')
    expect(formatWalletFen(0)).toBe('0.00')
  })

  it('refuses an amount that is not whole fen', () => {
    expect(() => formatFenGrouped(12.5)).toThrow(RangeError)
    expect(() => formatWalletFen(Number.NaN)).toThrow(RangeError)
  })
})

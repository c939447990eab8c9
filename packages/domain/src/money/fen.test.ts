import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fenToYuan, formatFen, formatYuan, yuanToFen, yuanToFenRounded } from './fen'
import { ledgerTypeLabel, ledgerTypes } from './ledger'

describe('fen', () => {
  it('converts whole and two-decimal amounts both ways without loss', () => {
    expect(yuanToFen(10)).toBe(1000)
    expect(yuanToFen(5288.5)).toBe(528_850)
    expect(yuanToFen(0.1 + 0.2)).toBe(30)
    expect(fenToYuan(528_850)).toBe(5288.5)
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => yuanToFen(fenToYuan(fen)) === fen))
  })

  it('refuses amounts that are not money', () => {
    expect(() => yuanToFen(1.234)).toThrow(RangeError)
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError)
    expect(() => fenToYuan(1.5)).toThrow(RangeError)
  })

  it('writes fen as 元 with two decimals', () => {
    expect(formatFen(49_000)).toBe('490.00')
    expect(formatFen(1965)).toBe('19.65')
    expect(formatFen(1)).toBe('0.01')
  })

  it('writes fen as 元 text with two decimals and the unit, as fenToYuan(fen).toFixed(2) + 元 did', () => {
    expect(formatYuan(49_000)).toBe('490.00元')
    expect(formatYuan(1)).toBe('0.01元')
    expect(formatYuan(0)).toBe('0.00元')
    expect(formatYuan(-3550)).toBe('-35.50元')
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => {
        expect(formatYuan(fen)).toBe(`${(fen / 100).toFixed(2)}元`)
      }),
    )
    expect(() => formatYuan(1.5)).toThrow(RangeError)
  })

  it('rounds 元 with more decimals to the nearest fen and keeps NaN', () => {
    expect(yuanToFenRounded(0.29)).toBe(29)
    expect(yuanToFenRounded(12.345_6)).toBe(1235)
    expect(yuanToFenRounded(-0.004)).toBe(-0)
    expect(yuanToFenRounded(Number.NaN)).toBeNaN()
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => yuanToFenRounded(fenToYuan(fen)) === fen),
    )
  })
})

describe('ledger types', () => {
  it('label every type and call the unknown 其他', () => {
    expect(ledgerTypeLabel('bet')).toBe('投注')
    expect(ledgerTypeLabel('payout')).toBe('派奖')
    expect(ledgerTypeLabel('nope')).toBe('其他')
    expect(new Set(Object.values(ledgerTypes)).size).toBe(Object.keys(ledgerTypes).length)
  })
})

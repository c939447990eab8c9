import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { formatMoney, Money } from './Money'

describe('Money', () => {
  it('formats the wallet in zh-CN with 2 to 3 decimals', () => {
    expect(formatMoney(1234.5, { variant: 'wallet' })).toBe('1,234.50')
    expect(formatMoney(1234.5678, { variant: 'wallet' })).toBe('1,234.568')
    expect(formatMoney(0, { variant: 'wallet' })).toBe('0.00')
  })

  it('formats currency in en-US with or without the symbol', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50')
    expect(formatMoney(1234.5, { withSymbol: false })).toBe('1,234.50')
    expect(formatMoney(-88, { currency: 'USD' })).toBe('-$88.00')
  })

  it('marks negative amounts', () => {
    render(<Money value={-1} withSymbol={false} />)
    expect(screen.getByText('-1.00')).toHaveAttribute('data-negative')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <p>
      余额 <Money value={100} variant="wallet" />
    </p>
  ))
})

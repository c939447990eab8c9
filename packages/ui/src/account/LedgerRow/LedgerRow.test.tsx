import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { LedgerRow, signedYuan } from './LedgerRow'

const row = {
  typeLabel: '派奖',
  amountFen: 490_000,
  balanceFen: 1_250_050,
  time: '2026-11-22 21:35:02',
  reference: 'B2026112200001',
}

describe('LedgerRow', () => {
  it('shows the type, signed amount, balance, time and reference', () => {
    render(<LedgerRow {...row} />)
    expect(screen.getByText('派奖')).toBeInTheDocument()
    expect(screen.getByText('+4,900.00')).toHaveAttribute('data-direction', 'in')
    expect(screen.getByText('彩票余额 12,500.50')).toBeInTheDocument()
    expect(screen.getByText('2026-11-22 21:35:02')).toBeInTheDocument()
    expect(screen.getByText('单号 B2026112200001')).toBeInTheDocument()
  })

  it('marks a debit and leaves an empty reference out', () => {
    render(<LedgerRow {...row} typeLabel="投注" amountFen={-10_000} reference="" />)
    expect(screen.getByText('-100.00')).toHaveAttribute('data-direction', 'out')
    expect(screen.queryByText(/单号/)).toBeNull()
  })

  it('adds a note under the row, and none without one', () => {
    const note = '提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00'
    const { rerender } = render(<LedgerRow {...row} typeLabel="提现" amountFen={-20_000} note={note} />)
    expect(screen.getByText(note)).toBeInTheDocument()
    rerender(<LedgerRow {...row} />)
    expect(screen.queryByText(note)).toBeNull()
  })

  it('badges the game wallet and names the wallet whose balance it shows', () => {
    render(<LedgerRow {...row} wallet="live" />)
    expect(screen.getByText('游戏钱包')).toBeInTheDocument()
    expect(screen.getByText('第三方游戏余额 12,500.50')).toBeInTheDocument()
    expect(screen.queryByText(/彩票余额/)).toBeNull()
  })

  it('signs amounts in fen as 元', () => {
    expect(signedYuan(1)).toBe('+0.01')
    expect(signedYuan(-123_456)).toBe('-1,234.56')
    expect(signedYuan(0)).toBe('0.00')
  })

  itHasNoAxeViolationsInEveryTheme(() => <LedgerRow {...row} wallet="live" note="提现扣除 ¥25.00" />)
})

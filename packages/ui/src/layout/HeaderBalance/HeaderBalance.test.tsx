import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { HeaderBalance } from './HeaderBalance'

afterEach(() => vi.useRealTimers())

describe('HeaderBalance', () => {
  it('shows the balance in yuan with two decimals and thousands separators', () => {
    const { container, rerender } = render(<HeaderBalance balance={12345.6} />)
    expect(container).toHaveTextContent('余额12,345.60')
    rerender(<HeaderBalance balance={0} />)
    expect(container).toHaveTextContent('余额0.00')
  })

  it('refreshes once per press with a 500 ms spin', () => {
    vi.useFakeTimers()
    const onRefresh = vi.fn()
    render(<HeaderBalance balance={8} onRefresh={onRefresh} />)
    const refresh = screen.getByRole('button', { name: '刷新余额' })
    fireEvent.click(refresh)
    fireEvent.click(refresh)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(refresh).toHaveAttribute('data-state', 'spinning')
    act(() => vi.advanceTimersByTime(500))
    expect(refresh).toHaveAttribute('data-state', 'idle')
  })

  it("spins as long as asked (theme4's home spins 1000 ms)", () => {
    vi.useFakeTimers()
    render(<HeaderBalance balance={8} onRefresh={() => {}} spinMs={1000} />)
    const refresh = screen.getByRole('button', { name: '刷新余额' })
    fireEvent.click(refresh)
    act(() => vi.advanceTimersByTime(500))
    expect(refresh).toHaveAttribute('data-state', 'spinning')
    act(() => vi.advanceTimersByTime(500))
    expect(refresh).toHaveAttribute('data-state', 'idle')
  })

  it('with the breakdown, the total is a button that shows the lottery and third-party wallets', () => {
    render(
      <>
        <HeaderBalance balance={5608.5} breakdown={{ lotteryFen: 528_850, thirdPartyFen: 32_000 }} />
        <p>外面</p>
      </>,
    )
    const total = screen.getByRole('button', { name: '余额 5,608.50，查看余额明细' })
    expect(total).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: '余额明细' })).toBeNull()
    fireEvent.click(total)
    expect(total).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('group', { name: '余额明细' })
    expect(total).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveTextContent('彩票余额5,288.50')
    expect(panel).toHaveTextContent('第三方游戏余额320.00')
    // A second press closes it.
    fireEvent.click(total)
    expect(screen.queryByRole('group', { name: '余额明细' })).toBeNull()
  })

  it('closes the breakdown on Escape (focus back on the total) and on a press outside', () => {
    render(
      <>
        <HeaderBalance balance={8} breakdown={{ lotteryFen: 500, thirdPartyFen: 300 }} />
        <p>外面</p>
      </>,
    )
    const total = screen.getByRole('button', { name: /^余额 8\.00/ })
    fireEvent.click(total)
    fireEvent.keyDown(screen.getByRole('group', { name: '余额明细' }), { key: 'Escape' })
    expect(total).toHaveAttribute('aria-expanded', 'false')
    expect(total).toHaveFocus()
    fireEvent.click(total)
    fireEvent.pointerDown(screen.getByRole('group', { name: '余额明细' }))
    expect(total).toHaveAttribute('aria-expanded', 'true')
    fireEvent.pointerDown(screen.getByText('外面'))
    expect(total).toHaveAttribute('aria-expanded', 'false')
  })

  itHasNoAxeViolationsInEveryTheme(() => <HeaderBalance balance={1234.5} />)
  itHasNoAxeViolationsInEveryTheme(() => (
    <HeaderBalance balance={1234.5} breakdown={{ lotteryFen: 100_000, thirdPartyFen: 23_450 }} />
  ))
})

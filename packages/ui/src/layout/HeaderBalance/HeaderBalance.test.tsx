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

  itHasNoAxeViolationsInEveryTheme(() => <HeaderBalance balance={1234.5} />)
})

import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { RefreshButton } from './RefreshButton'

describe('RefreshButton', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('spins for spinMs after a press and ignores presses meanwhile', () => {
    const onRefresh = vi.fn()
    render(<RefreshButton onRefresh={onRefresh} />)
    const button = screen.getByRole('button', { name: '刷新余额' })
    fireEvent.click(button)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('data-state', 'spinning')
    expect(button).toHaveAttribute('aria-busy', 'true')
    fireEvent.click(button)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(499))
    expect(button).toHaveAttribute('data-state', 'spinning')
    act(() => vi.advanceTimersByTime(1))
    expect(button).toHaveAttribute('data-state', 'idle')
    fireEvent.click(button)
    expect(onRefresh).toHaveBeenCalledTimes(2)
  })

  it('takes another name and duration', () => {
    render(<RefreshButton onRefresh={() => {}} spinMs={1000} aria-label="刷新" />)
    const button = screen.getByRole('button', { name: '刷新' })
    fireEvent.click(button)
    act(() => vi.advanceTimersByTime(999))
    expect(button).toHaveAttribute('data-state', 'spinning')
  })

  describe('accessibility', () => {
    beforeEach(() => vi.useRealTimers())
    itHasNoAxeViolationsInEveryTheme(() => <RefreshButton onRefresh={() => {}} />)
  })
})

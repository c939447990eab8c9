import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Countdown } from './Countdown'

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts down every second on the platform clock and calls onEnd once at zero', () => {
    const onEnd = vi.fn()
    render(<Countdown closeTime={1_000_000 + 3_000} serverTime={1_000_000} onEnd={onEnd} label="距离开奖" />)
    expect(screen.getByRole('timer')).toHaveAccessibleName('距离开奖 00时00分03秒')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('timer')).toHaveAccessibleName('距离开奖 00时00分02秒')
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByRole('timer')).toHaveAccessibleName('距离开奖 00时00分00秒')
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('restarts when a new server time arrives', () => {
    const { rerender } = render(<Countdown closeTime={100_000} serverTime={0} />)
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余时间 00时01分30秒')
    rerender(<Countdown closeTime={100_000} serverTime={40_000} />)
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余时间 00时01分00秒')
  })

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers()
    const { container } = render(<Countdown closeTime={3_600_000} serverTime={0} />)
    await expectNoAxeViolations(container)
  })
})

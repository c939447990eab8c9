// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDrawPolling } from './useDrawPolling'

describe('useDrawPolling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('re-fetches every 3 s after the countdown ends and stops when the awaited turn has 7 numbers', () => {
    const refetch = vi.fn()
    const { result, rerender } = renderHook(({ turn, openNum }) => useDrawPolling(turn, openNum, refetch), {
      initialProps: { turn: '2026138', openNum: '1,2,3,4,5,6,7' },
    })
    act(() => result.current.start('2026139'))
    expect(refetch).toHaveBeenCalledTimes(1)
    expect(result.current.awaitedTurn).toBe('2026139')
    act(() => vi.advanceTimersByTime(9000))
    expect(refetch).toHaveBeenCalledTimes(4)
    // The draw show is running: the new turn has only some numbers.
    rerender({ turn: '2026139', openNum: '8,9,10' })
    act(() => vi.advanceTimersByTime(3000))
    expect(refetch).toHaveBeenCalledTimes(5)
    rerender({ turn: '2026139', openNum: '8,9,10,11,12,13,14' })
    expect(result.current.awaitedTurn).toBeUndefined()
    act(() => vi.advanceTimersByTime(30_000))
    expect(refetch).toHaveBeenCalledTimes(5)
  })

  it('gives up after 5 minutes', () => {
    const refetch = vi.fn()
    const { result } = renderHook(() => useDrawPolling('2026138', '1,2,3,4,5,6,7', refetch))
    act(() => result.current.start('2026139'))
    act(() => vi.advanceTimersByTime(300_000))
    expect(result.current.awaitedTurn).toBeUndefined()
    const calls = refetch.mock.calls.length
    expect(calls).toBeGreaterThanOrEqual(99)
    act(() => vi.advanceTimersByTime(30_000))
    expect(refetch).toHaveBeenCalledTimes(calls)
  })
})

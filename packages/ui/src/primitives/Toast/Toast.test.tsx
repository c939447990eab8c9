import { act, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { clampToastDuration, ToastProvider, useToast } from './Toast'

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a message in a polite status region and hides it after its duration', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    const region = screen.getByRole('status')
    expect(region).toHaveAttribute('aria-live', 'polite')
    act(() => result.current.show('请先登录', { durationMs: 2000 }))
    expect(region).toHaveTextContent('请先登录')
    act(() => vi.advanceTimersByTime(1999))
    expect(region).toHaveTextContent('请先登录')
    act(() => vi.advanceTimersByTime(1))
    expect(region).toBeEmptyDOMElement()
  })

  it('renders an initial message in the page itself, and hides it after its duration once the script runs', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(
      <ToastProvider initialMessage="下注成功" initialDurationMs={1500}>
        <p>页面</p>
      </ToastProvider>,
    )
    expect(html).toContain('下注成功')
    const { result } = renderHook(() => useToast(), {
      wrapper: ({ children }) => (
        <ToastProvider initialMessage="下注成功" initialDurationMs={1500}>
          {children}
        </ToastProvider>
      ),
    })
    expect(screen.getByRole('status')).toHaveTextContent('下注成功')
    // The same message again does not restart it.
    act(() => result.current.show('下注成功'))
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('clamps durations to 500–3000 ms', () => {
    expect(clampToastDuration(100)).toBe(500)
    expect(clampToastDuration(10_000)).toBe(3000)
    expect(clampToastDuration(1500)).toBe(1500)
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => result.current.show('复制成功', { durationMs: 10_000 }))
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => result.current.show('复制成功', { durationMs: 1 }))
    act(() => vi.advanceTimersByTime(499))
    expect(screen.getByRole('status')).toHaveTextContent('复制成功')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('ignores a repeat of the message on screen without extending it', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => result.current.show('请先登录', { durationMs: 2000 }))
    act(() => vi.advanceTimersByTime(1500))
    act(() => result.current.show('请先登录', { durationMs: 2000 }))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => result.current.show('请先登录'))
    expect(screen.getByRole('status')).toHaveTextContent('请先登录')
  })

  it('shows one toast at a time: a new message replaces the old one', () => {
    const { result } = renderHook(() => useToast(), { wrapper })
    act(() => result.current.show('请先登录', { durationMs: 1000 }))
    act(() => result.current.show('复制成功', { durationMs: 3000 }))
    expect(screen.getByRole('status')).toHaveTextContent('复制成功')
    expect(screen.getByRole('status')).not.toHaveTextContent('请先登录')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('status')).toHaveTextContent('复制成功')
    act(() => result.current.hide())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('refuses use outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useToast())).toThrow('ToastProvider')
  })

  describe('accessibility', () => {
    beforeEach(() => vi.useRealTimers())
    function Shown() {
      const toast = useToast()
      return (
        <button type="button" onClick={() => toast.show('复制成功')}>
          复制
        </button>
      )
    }
    itHasNoAxeViolationsInEveryTheme(
      () => (
        <ToastProvider>
          <Shown />
        </ToastProvider>
      ),
      { prepare: () => act(() => screen.getByRole('button', { name: '复制' }).click()) },
    )
  })
})

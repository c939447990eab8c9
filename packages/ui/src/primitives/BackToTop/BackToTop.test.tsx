import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { installMatchMedia, scrollWindowTo } from '../../test/fakes'
import { BackToTop, defaultBackToTopThresholdPx } from './BackToTop'

describe('BackToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  beforeEach(() => {
    scrollTo = vi.fn((_x: number, y: number) => scrollWindowTo(y))
    vi.stubGlobal('scrollTo', scrollTo)
    installMatchMedia(false)
    scrollWindowTo(0)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('appears after 3000 px of scroll by default', () => {
    expect(defaultBackToTopThresholdPx).toBe(3000)
    render(<BackToTop />)
    expect(screen.queryByRole('button')).toBeNull()
    act(() => scrollWindowTo(2999))
    expect(screen.queryByRole('button')).toBeNull()
    act(() => scrollWindowTo(3000))
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeInTheDocument()
  })

  it('keeps bottomInset free above the bottom bar, and no room by default', () => {
    const { unmount } = render(<BackToTop threshold={0} />)
    expect(screen.getByRole('button', { name: '返回顶部' }).getAttribute('style')).toBeNull()
    unmount()
    render(<BackToTop threshold={0} bottomInset="56px" />)
    expect(screen.getByRole('button', { name: '返回顶部' }).getAttribute('style')).toMatch(
      /^--[\w-]+: 56px;?$/,
    )
  })

  it('scrolls smoothly to the top over durationMs', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    render(<BackToTop threshold={400} durationMs={450} />)
    act(() => scrollWindowTo(1000))
    act(() => screen.getByRole('button', { name: '返回顶部' }).click())
    act(() => vi.advanceTimersByTime(200))
    const midway = window.scrollY
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(1000)
    act(() => vi.advanceTimersByTime(300))
    expect(window.scrollY).toBe(0)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('jumps at once when the user prefers reduced motion', async () => {
    installMatchMedia(true)
    const user = userEvent.setup()
    render(<BackToTop threshold={400} />)
    act(() => scrollWindowTo(800))
    await user.click(screen.getByRole('button', { name: '返回顶部' }))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  itHasNoAxeViolationsInEveryTheme(() => <BackToTop threshold={0} />)
})

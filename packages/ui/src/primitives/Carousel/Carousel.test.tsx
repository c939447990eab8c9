import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { Carousel, defaultCarouselIntervalMs } from './Carousel'

const slides = [
  { id: 1, imageUrl: '/a.png', href: '/promotional', alt: '优惠活动' },
  { id: 2, imageUrl: '/b.png', href: '/game/110', alt: '开奖直播' },
  { id: 3, imageUrl: '/c.png', alt: 'VIP 福利' },
]

const currentDot = () =>
  screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true')

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is a named carousel of slides with links and dots', () => {
    render(<Carousel slides={slides} autoplay={false} />)
    expect(screen.getByRole('region', { name: '轮播图' })).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByRole('link')).toHaveAttribute('href', '/promotional')
    expect(screen.getByRole('img', { name: '优惠活动' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /第\d张/ })).toHaveLength(3)
    expect(currentDot()).toBe(0)
  })

  it("links its slides with the app's link component", () => {
    render(withAppLinks(<Carousel slides={slides} autoplay={false} />))
    expect(appLinkHrefs()).toEqual(['/promotional', '/game/110'])
  })

  it('fetches the first slide first when it leads the page; the others wait until near the screen', () => {
    const { rerender } = render(<Carousel slides={slides} autoplay={false} priority />)
    const images = () => screen.getAllByRole('img', { hidden: true })
    expect(images()[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images()[0]).toHaveAttribute('loading', 'eager')
    // Every image is sized in the HTML (the slide's 750 / 300), so its box is known before it loads.
    for (const image of images()) {
      expect(image).toHaveAttribute('width', '750')
      expect(image).toHaveAttribute('height', '300')
    }
    for (const image of images().slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(image).not.toHaveAttribute('fetchpriority')
    }
    rerender(<Carousel slides={slides} autoplay={false} />)
    expect(images()[0]).not.toHaveAttribute('fetchpriority')
  })

  it('autoplays every 3000 ms and loops', () => {
    expect(defaultCarouselIntervalMs).toBe(3000)
    render(<Carousel slides={slides} />)
    act(() => vi.advanceTimersByTime(2999))
    expect(currentDot()).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(currentDot()).toBe(1)
    act(() => vi.advanceTimersByTime(6000))
    expect(currentDot()).toBe(0)
  })

  it('pauses while a pointer is over it', () => {
    render(<Carousel slides={slides} />)
    const region = screen.getByRole('region')
    fireEvent.pointerEnter(region)
    act(() => vi.advanceTimersByTime(9000))
    expect(currentDot()).toBe(0)
    fireEvent.pointerLeave(region)
    act(() => vi.advanceTimersByTime(3000))
    expect(currentDot()).toBe(1)
  })

  it('changes slide by swipe and by dot', () => {
    render(<Carousel slides={slides} autoplay={false} />)
    const region = screen.getByRole('region')
    fireEvent.pointerDown(region, { clientX: 300 })
    fireEvent.pointerMove(region, { clientX: 200 })
    fireEvent.pointerUp(region, { clientX: 200 })
    expect(currentDot()).toBe(1)
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 110 })
    expect(currentDot()).toBe(1)
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 300 })
    fireEvent.pointerDown(region, { clientX: 100 })
    fireEvent.pointerUp(region, { clientX: 300 })
    expect(currentDot()).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: '第1张' }))
    expect(currentDot()).toBe(0)
  })

  describe('accessibility', () => {
    beforeEach(() => vi.useRealTimers())
    itHasNoAxeViolationsInEveryTheme(() => <Carousel slides={slides} autoplay={false} />)
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../test/a11y'
import { appLinkHrefs, withAppLinks } from '../test/links'
import { GalleryCard } from './GalleryCard/GalleryCard'
import { InitialFilter } from './InitialFilter/InitialFilter'
import { LazyImage } from './LazyImage/LazyImage'
import { LikeButton } from './LikeButton/LikeButton'
import { ZoomableImage } from './ZoomableImage/ZoomableImage'

function Filter() {
  const [value, setValue] = useState('all')
  return <InitialFilter value={value} onChange={setValue} letters={['A', 'B']} />
}

describe('gallery components', () => {
  it('reserves the image size and loads lazily', () => {
    render(<LazyImage src="/a.svg" alt="图" width={200} height={266} placeholderSrc="/a-small.svg" />)
    const img = screen.getByRole('img', { name: '图' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '200')
    expect(img).toHaveAttribute('height', '266')
    fireEvent.load(img)
    expect(img.parentElement).toHaveAttribute('data-loaded')
  })

  it('shows the image in the server HTML, and hides only a lazy image still loading once the script runs', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(<LazyImage src="/a.svg" alt="图" width={200} height={266} />)
    // Before the script runs nothing could reveal a hidden image, so the server's frame hides nothing.
    expect(html).not.toContain('data-hidden')
    expect(html).toContain('src="/a.svg"')

    render(<LazyImage src="/a.svg" alt="图" width={200} height={266} />)
    const img = screen.getByRole('img', { name: '图' })
    expect(img.parentElement).toHaveAttribute('data-hidden')
    fireEvent.load(img)
    expect(img.parentElement).not.toHaveAttribute('data-hidden')
  })

  it('does not hide an eager image while it loads: it may already be drawn on the first screen', () => {
    render(<LazyImage src="/b.svg" alt="首图" width={200} height={266} eager />)
    const img = screen.getByRole('img', { name: '首图' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img.parentElement).not.toHaveAttribute('data-hidden')
    fireEvent.load(img)
    expect(img.parentElement).toHaveAttribute('data-loaded')
  })

  it('hides an image that failed, eager or not, so its frame and placeholder show', () => {
    render(<LazyImage src="/c.svg" alt="坏图" width={200} height={266} placeholderSrc="/c-small.svg" eager />)
    const img = screen.getByRole('img', { name: '坏图' })
    expect(img.parentElement).not.toHaveAttribute('data-hidden')
    fireEvent.error(img)
    expect(img.parentElement).toHaveAttribute('data-hidden')
    expect(img.parentElement).not.toHaveAttribute('data-loaded')
  })

  it("links a card with the app's link component", () => {
    render(
      withAppLinks(<GalleryCard name="澳门跑狗图" gameTurn="2026139" thumbUrl="/t.svg" href="/gallery/1" />),
    )
    expect(appLinkHrefs()).toEqual(['/gallery/1'])
  })

  it('shows name, issue and the updated tag, linking to the detail', () => {
    render(
      <GalleryCard
        name="澳门跑狗图"
        gameTurn="2026139"
        thumbUrl="/t.svg"
        href="/gallery-detail/110/1"
        updated
      />,
    )
    const link = screen.getByRole('link', { name: /澳门跑狗图/ })
    expect(link).toHaveAttribute('href', '/gallery-detail/110/1')
    expect(link).toHaveTextContent('第2026139期')
    expect(link).toHaveTextContent('已更新')
  })

  it('selects one initial at a time, with arrow keys too', async () => {
    const user = userEvent.setup()
    render(<Filter />)
    const radios = screen.getAllByRole('radio')
    expect(radios.map((r) => r.textContent)).toEqual(['全部', '热门', 'A', 'B'])
    await user.click(screen.getByRole('radio', { name: '热门' }))
    expect(screen.getByRole('radio', { name: '热门' })).toHaveAttribute('aria-checked', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'A' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: 'A' })).toHaveFocus()
  })

  it('toggles a like', async () => {
    const onToggle = vi.fn()
    render(<LikeButton liked={false} count={3} subject="第1期" onToggle={onToggle} />)
    await userEvent.setup().click(screen.getByRole('button', { name: '点赞第1期' }))
    expect(onToggle).toHaveBeenCalledTimes(1)
  })

  it('zooms with a double tap, the buttons and the keyboard', async () => {
    const user = userEvent.setup()
    render(<ZoomableImage src="/a.svg" alt="跑狗图" width={600} height={800} />)
    const area = screen.getByRole('figure', { name: /跑狗图/ })
    const tap = (timeStamp: number) => {
      fireEvent.pointerDown(area, { pointerId: 1, clientX: 10, clientY: 10, timeStamp })
      fireEvent.pointerUp(area, { pointerId: 1, clientX: 10, clientY: 10, timeStamp })
    }
    tap(1000)
    tap(1200)
    expect(area).toHaveAttribute('data-zoom', '2.50')
    await user.click(screen.getByRole('button', { name: '缩小' }))
    expect(area).toHaveAttribute('data-zoom', '2.00')
    screen.getByRole('button', { name: '放大' }).focus()
    await user.keyboard('0')
    expect(area).toHaveAttribute('data-zoom', '1.00')
    await user.keyboard('+')
    expect(area).toHaveAttribute('data-zoom', '1.50')
  })

  it('zooms with a pinch', () => {
    render(<ZoomableImage src="/a.svg" alt="跑狗图" width={600} height={800} />)
    const area = screen.getByRole('figure', { name: /跑狗图/ })
    fireEvent.pointerDown(area, { pointerId: 1, clientX: 100, clientY: 100 })
    fireEvent.pointerDown(area, { pointerId: 2, clientX: 200, clientY: 100 })
    fireEvent.pointerMove(area, { pointerId: 2, clientX: 300, clientY: 100 })
    expect(area).toHaveAttribute('data-zoom', '2.00')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      <Filter />
      <GalleryCard name="澳门跑狗图" gameTurn="2026139" thumbUrl="/t.svg" href="/x" updated />
      <LikeButton liked count={3} subject="第1期" onToggle={() => {}} />
      <ZoomableImage src="/a.svg" alt="跑狗图" width={600} height={800} />
    </>
  ))
})

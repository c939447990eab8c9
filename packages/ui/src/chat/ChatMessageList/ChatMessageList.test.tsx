import { fireEvent, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ChatMessageList } from './ChatMessageList'

type Row = { id: string; text: string }
const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: String(from + i), text: `消息 ${from + i}` }))

// jsdom has no layout: the log is 400 px high and every message 50 px.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')
const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')
const scrollTo = Element.prototype.scrollTo
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index === undefined ? 400 : 50
    },
  })
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 400 })
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 390 })
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      const inner = this.querySelector<HTMLElement>(':scope > div')
      return Number.parseFloat(inner?.style.height ?? '') || 0
    },
  })
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    // Like a browser: a scroll event only when the position changes.
    if (typeof options !== 'object' || options.top === undefined || options.top === this.scrollTop) return
    this.scrollTop = options.top
    this.dispatchEvent(new Event('scroll'))
  }
})
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight)
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight)
  if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth)
  if (scrollHeight) Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight)
  Element.prototype.scrollTo = scrollTo
})

const list = (
  items: Row[],
  props: { hasOlder?: boolean; onLoadOlder?: () => void; loadingOlder?: boolean } = {},
) => <ChatMessageList items={items} getKey={(r) => r.id} renderItem={(r) => <p>{r.text}</p>} {...props} />

describe('ChatMessageList', () => {
  it('keeps only the messages in view in the page and opens at the newest', async () => {
    render(list(rows(1, 2000)))
    // The virtualizer scrolls to the newest over a few frames: waited for, not slept through.
    expect(await screen.findByText('消息 2000')).toBeInTheDocument()
    const log = screen.getByRole('log', { name: '聊天记录' })
    const shown = log.querySelectorAll('[data-index]').length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(40)
    expect(screen.getByText('消息 2000')).toBeInTheDocument()
    expect(screen.queryByText('消息 1')).toBeNull()
  })

  it('asks for older messages near the top only when there are more and none are loading', () => {
    const onLoadOlder = vi.fn()
    const { rerender } = render(list(rows(1, 30), { hasOlder: true, onLoadOlder }))
    const log = screen.getByRole('log')
    log.scrollTop = 0
    fireEvent.scroll(log)
    expect(onLoadOlder).toHaveBeenCalledOnce()
    fireEvent.scroll(log)
    rerender(list(rows(1, 30), { hasOlder: true, onLoadOlder, loadingOlder: true }))
    expect(log).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('加载中…')).toBeInTheDocument()
    log.scrollTop = 0
    fireEvent.scroll(log)
    expect(onLoadOlder).toHaveBeenCalledOnce()
    // The page failed: nothing came, loading ended, so scrolling at the top asks again.
    rerender(list(rows(1, 30), { hasOlder: true, onLoadOlder }))
    log.scrollTop = 0
    fireEvent.scroll(log)
    expect(onLoadOlder).toHaveBeenCalledTimes(2)
    rerender(list(rows(1, 30), { hasOlder: false, onLoadOlder }))
    log.scrollTop = 0
    fireEvent.scroll(log)
    expect(onLoadOlder).toHaveBeenCalledTimes(2)
  })

  it('keeps the reader on the same message when older ones arrive above', () => {
    const { rerender } = render(list(rows(101, 130), { hasOlder: true }))
    const log = screen.getByRole('log')
    rerender(list(rows(1, 130), { hasOlder: true }))
    // The reader stays among the same messages, below the 100 that came in above; no jump to the top.
    expect(log.scrollTop).toBeGreaterThanOrEqual(5000)
    expect(screen.getByText('消息 128')).toBeInTheDocument()
    expect(screen.queryByText('消息 1')).toBeNull()
  })

  it('says 暂无消息 when empty', () => {
    render(list([]))
    expect(screen.getByText('暂无消息')).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => list(rows(1, 5)))
})

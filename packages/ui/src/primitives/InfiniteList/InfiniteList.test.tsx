import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { installFakeIntersectionObserver } from '../../test/fakes'
import { InfiniteList, type InfiniteListProps } from './InfiniteList'

const items = ['甲', '乙', '丙']

function List(props: Partial<InfiniteListProps<string>>) {
  return (
    <InfiniteList
      items={items}
      renderItem={(item) => item}
      getKey={(item) => item}
      onLoadMore={() => {}}
      hasMore
      aria-label="资料"
      {...props}
    />
  )
}

describe('InfiniteList', () => {
  let observers: ReturnType<typeof installFakeIntersectionObserver>
  beforeEach(() => {
    observers = installFakeIntersectionObserver()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('renders items and loads more when the sentinel nears the bottom (300 px by default)', () => {
    const onLoadMore = vi.fn()
    render(<List onLoadMore={onLoadMore} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items)
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 300px 0px')
    act(() => observers.at(-1)?.trigger(false))
    expect(onLoadMore).not.toHaveBeenCalled()
    act(() => observers.at(-1)?.trigger())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('takes another threshold and stops observing while loading', () => {
    const onLoadMore = vi.fn()
    const { rerender } = render(<List onLoadMore={onLoadMore} threshold={100} />)
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 100px 0px')
    rerender(<List onLoadMore={onLoadMore} loading />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
    for (const observer of observers) act(() => observer.trigger())
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('ends with 没有更多数据了, or the given text', () => {
    const { rerender } = render(<List hasMore={false} />)
    expect(screen.getByText('没有更多数据了')).toBeInTheDocument()
    rerender(<List hasMore={false} endText="没有更多游戏了" />)
    expect(screen.getByText('没有更多游戏了')).toBeInTheDocument()
  })

  it('shows 暂无数据 when empty', () => {
    render(<List items={[]} hasMore={false} />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the error with 重试', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<List error="加载失败" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败')
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  itHasNoAxeViolationsInEveryTheme(() => <List hasMore={false} />)
})

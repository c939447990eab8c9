import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { PullToRefresh } from './PullToRefresh'

function setup(onRefresh: () => Promise<void> | void = () => {}) {
  const { container } = render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>开奖结果</p>
    </PullToRefresh>,
  )
  const root = container.firstElementChild as HTMLElement
  return { root, status: screen.getByRole('status') }
}

describe('PullToRefresh', () => {
  it('shows 下拉刷新, then 释放刷新 past 50 px, with the offset capped at 150 px', () => {
    const { root, status } = setup()
    fireEvent.pointerDown(root, { clientY: 0 })
    fireEvent.pointerMove(root, { clientY: 30 })
    expect(status).toHaveTextContent('下拉刷新')
    expect(root).toHaveAttribute('data-state', 'pulling')
    fireEvent.pointerMove(root, { clientY: 50 })
    expect(status).toHaveTextContent('释放刷新')
    fireEvent.pointerMove(root, { clientY: 400 })
    expect(root.style.cssText).toContain('150px')
  })

  it('does not refresh when released before 50 px', () => {
    const onRefresh = vi.fn()
    const { root } = setup(onRefresh)
    fireEvent.pointerDown(root, { clientY: 0 })
    fireEvent.pointerMove(root, { clientY: 49 })
    fireEvent.pointerUp(root, { clientY: 49 })
    expect(onRefresh).not.toHaveBeenCalled()
    expect(root).toHaveAttribute('data-state', 'idle')
  })

  it('refreshes on release past 50 px and shows 刷新中… until done', async () => {
    let finish: () => void = () => {}
    const pending = new Promise<void>((resolve) => {
      finish = resolve
    })
    const onRefresh = vi.fn(() => pending)
    const { root, status } = setup(onRefresh)
    fireEvent.pointerDown(root, { clientY: 0 })
    fireEvent.pointerMove(root, { clientY: 80 })
    fireEvent.pointerUp(root, { clientY: 80 })
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(status).toHaveTextContent('刷新中…')
    expect(root).toHaveAttribute('aria-busy', 'true')
    await act(async () => finish())
    expect(root).toHaveAttribute('data-state', 'idle')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <PullToRefresh onRefresh={() => {}}>
      <p>开奖结果</p>
    </PullToRefresh>
  ))
})

import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { FloatingIcon } from './FloatingIcon'

// jsdom's window is 1024 × 768.
beforeEach(() => {
  Object.assign(window, { innerWidth: 390, innerHeight: 844 })
})

function dragBy(button: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(button, { button: 0, pointerId: 1, clientX: from.x, clientY: from.y })
  fireEvent.pointerMove(button, { pointerId: 1, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 })
  fireEvent.pointerMove(button, { pointerId: 1, clientX: to.x, clientY: to.y })
}

describe('FloatingIcon', () => {
  it('is a named button that calls onClick on a tap and with the keyboard', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <FloatingIcon aria-label="在线客服" onClick={onClick}>
        客服
      </FloatingIcon>,
    )
    const button = screen.getByRole('button', { name: '在线客服' })
    await user.click(button)
    button.focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(3)
    expect(button).toHaveAttribute('data-state', 'resting')
    expect(button).not.toHaveAttribute('data-placed')
  })

  it('follows a drag, then snaps to the nearest side without a click', () => {
    const onClick = vi.fn()
    render(
      <FloatingIcon aria-label="在线客服" onClick={onClick}>
        客服
      </FloatingIcon>,
    )
    const button = screen.getByRole('button')
    dragBy(button, { x: 10, y: 10 }, { x: 110, y: 310 })
    expect(button).toHaveAttribute('data-state', 'dragging')
    expect(button).toHaveAttribute('data-placed')
    const style = () => button.getAttribute('style') ?? ''
    // jsdom puts the button at 0,0: dragged by (100, 300).
    expect(style()).toMatch(/: 100px.*: 300px|: 300px.*: 100px/)
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 110, clientY: 310 })
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('data-state', 'resting')
    // Centre 128 < 195: snapped to the left margin.
    expect(style()).toMatch(/: 8px/)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('snaps right and stays inside the viewport above the bottom bar', () => {
    render(<FloatingIcon aria-label="在线客服">客服</FloatingIcon>)
    const button = screen.getByRole('button')
    dragBy(button, { x: 0, y: 0 }, { x: 5000, y: 5000 })
    fireEvent.pointerUp(button, { pointerId: 1 })
    // x = 390 − 56 − 8 = 326; y = 844 − 56 − 8 − 70 = 710.
    expect(button.getAttribute('style')).toContain('326px')
    expect(button.getAttribute('style')).toContain('710px')
  })

  it('treats a tiny movement as a tap', () => {
    const onClick = vi.fn()
    render(
      <FloatingIcon aria-label="在线客服" onClick={onClick}>
        客服
      </FloatingIcon>,
    )
    const button = screen.getByRole('button')
    dragBy(button, { x: 50, y: 50 }, { x: 52, y: 53 })
    fireEvent.pointerUp(button, { pointerId: 1 })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
    expect(button).not.toHaveAttribute('data-placed')
  })

  it('moves with the arrow keys: left and right go to that side, up and down by 24 px, kept inside', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <FloatingIcon aria-label="在线客服" onClick={onClick}>
        客服
      </FloatingIcon>,
    )
    const button = screen.getByRole('button')
    button.focus()
    // jsdom puts the button at 0,0; ArrowRight: x = 390 − 56 − 8 = 326, y clamped to the 8 px margin.
    await user.keyboard('{ArrowRight}')
    expect(button).toHaveAttribute('data-placed')
    expect(button.getAttribute('style')).toContain('326px')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(button.getAttribute('style')).toContain('56px')
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(button.getAttribute('style')).toMatch(/: 8px.*: 8px/)
    expect(onClick).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <FloatingIcon aria-label="在线客服">客服</FloatingIcon>)
})

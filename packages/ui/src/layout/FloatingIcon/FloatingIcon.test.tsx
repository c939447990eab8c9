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

/** The icon's placed x and y in px (the last two of its inline variables: size, margin, x, y). */
function placedAt(button: HTMLElement): [number, number] {
  const values = [...(button.getAttribute('style') ?? '').matchAll(/:\s*(-?[\d.]+)px/g)].map((m) =>
    Number(m[1]),
  )
  return [values.at(-2) ?? Number.NaN, values.at(-1) ?? Number.NaN]
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
    expect(button).toHaveAttribute('data-edge', 'right')
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
    // jsdom puts the button at 0,0: dragged by (100, 300).
    expect(placedAt(button)).toEqual([100, 300])
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 110, clientY: 310 })
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('data-state', 'resting')
    // Centre 128 < 195: snapped to the left side, half of it tucked beyond the edge.
    expect(placedAt(button)).toEqual([-28, 300])
    expect(button).toHaveAttribute('data-edge', 'left')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('is dragged whole inside the viewport above the bottom bar, then rests half tucked on the right', () => {
    render(<FloatingIcon aria-label="在线客服">客服</FloatingIcon>)
    const button = screen.getByRole('button')
    dragBy(button, { x: 0, y: 0 }, { x: 5000, y: 5000 })
    // x = 390 − 56 − 8 = 326; y = 844 − 56 − 8 − 70 = 710.
    expect(placedAt(button)).toEqual([326, 710])
    fireEvent.pointerUp(button, { pointerId: 1 })
    // x = 390 − 56 / 2 = 362: the left half shows.
    expect(placedAt(button)).toEqual([362, 710])
    expect(button).toHaveAttribute('data-edge', 'right')
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
    // jsdom puts the button at 0,0. ArrowRight: x = 390 − 56 / 2 = 362 (resting there, half tucked), y
    // clamped to the 8 px margin.
    await user.keyboard('{ArrowRight}')
    expect(button).toHaveAttribute('data-placed')
    expect(placedAt(button)).toEqual([362, 8])
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(placedAt(button)).toEqual([362, 56])
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(placedAt(button)).toEqual([-28, 8])
    expect(button).toHaveAttribute('data-edge', 'left')
    expect(onClick).not.toHaveBeenCalled()
  })

  itHasNoAxeViolationsInEveryTheme(() => <FloatingIcon aria-label="在线客服">客服</FloatingIcon>)
})

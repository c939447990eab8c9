import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Skeleton, skeletonShapes } from './Skeleton'

describe('Skeleton', () => {
  it('is hidden from screen readers in every shape', () => {
    for (const shape of skeletonShapes) {
      const { container, unmount } = render(<Skeleton shape={shape} />)
      expect(container.firstChild).toHaveAttribute('aria-hidden', 'true')
      expect(container.querySelector(`[data-shape="${shape}"]`)).toBeInTheDocument()
      unmount()
    }
  })

  it('draws text lines', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />)
    expect(container.querySelectorAll('[data-shape="text"]')).toHaveLength(3)
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <div>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} lines={2} />
      ))}
    </div>
  ))
})

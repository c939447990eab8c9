import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { Icon } from '../Icon/Icon'
import { Badge, badgeText } from './Badge'

describe('Badge', () => {
  it('caps the count at 99+', () => {
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(5, 9)).toBe('5')
  })

  it('shows the count with words for screen readers, and nothing at 0', () => {
    const { container, rerender } = render(
      <a href="/notifications">
        <Badge count={120}>
          <Icon name="bell" />
        </Badge>
        消息
      </a>,
    )
    expect(container.querySelector('[data-count]')).toHaveTextContent('99+')
    expect(screen.getByRole('link')).toHaveAccessibleName('120条未读消息')
    rerender(
      <a href="/notifications">
        <Badge count={0}>
          <Icon name="bell" />
        </Badge>
        消息
      </a>,
    )
    expect(container.querySelector('[data-count]')).toBeNull()
    expect(screen.getByRole('link')).toHaveAccessibleName('消息')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <Badge count={7}>
      <Icon name="bell" label="消息" />
    </Badge>
  ))
})

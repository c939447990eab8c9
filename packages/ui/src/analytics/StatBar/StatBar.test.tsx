import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { StatBar } from './StatBar'

describe('StatBar', () => {
  it('shows the figure and sizes the bar against the largest of its set', () => {
    const { container } = render(<StatBar value={5} max={20} tone="hot" />)
    expect(container).toHaveTextContent('5')
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'hot')
    expect(container.firstElementChild!.getAttribute('style')).toContain('25.0%')
    expect(screen.queryByRole('meter')).toBeNull()
  })

  it('clamps the bar and draws nothing against a zero maximum', () => {
    const { container, rerender } = render(<StatBar value={30} max={20} />)
    expect(container.firstElementChild!.getAttribute('style')).toContain('100.0%')
    rerender(<StatBar value={0} max={0} />)
    expect(container.firstElementChild!.getAttribute('style')).toContain('0.0%')
  })

  it('is a named meter when it stands alone', () => {
    render(<StatBar value={52} max={100} label="大 出现次数" />)
    const meter = screen.getByRole('meter', { name: '大 出现次数' })
    expect(meter).toHaveAttribute('aria-valuenow', '52')
    expect(meter).toHaveAttribute('aria-valuemax', '100')
  })

  itHasNoAxeViolationsInEveryTheme(() => <StatBar value={7} max={10} tone="cold" label="3尾 当前遗漏" />)
})

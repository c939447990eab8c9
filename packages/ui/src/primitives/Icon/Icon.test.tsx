import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { navIconNames } from '../../theme/config'
import { Icon, iconNames, iconSizes } from './Icon'

describe('Icon', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Icon name="home" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('is an image named by its label', () => {
    render(<Icon name="search" label="搜索" />)
    expect(screen.getByRole('img', { name: '搜索' })).toHaveAttribute('data-icon', 'search')
  })

  it('draws every name, including every navigation icon', () => {
    for (const name of navIconNames) expect(iconNames).toContain(name)
    const { container } = render(
      <div>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </div>,
    )
    for (const svg of container.querySelectorAll('svg')) expect(svg.childElementCount).toBeGreaterThan(0)
    expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length)
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <>
      {iconSizes.map((size) => (
        <Icon key={size} name="star" size={size} label="收藏" />
      ))}
      {iconNames.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </>
  ))
})

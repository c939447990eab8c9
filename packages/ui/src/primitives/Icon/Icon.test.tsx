import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { iconSvg, svgDataUrl } from './drawings'
import { Icon, iconNames, iconSizes } from './Icon'

describe('Icon', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Icon name="home" />)
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).toHaveAttribute('data-icon', 'home')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('is an image named by its label', () => {
    render(<Icon name="search" label="搜索" />)
    expect(screen.getByRole('img', { name: '搜索' })).toHaveAttribute('data-icon', 'search')
  })

  it('keeps the caller’s class next to its own', () => {
    const { container } = render(<Icon name="bell" className="placed" />)
    expect(container.firstElementChild?.className).toMatch(/\S+ placed$/)
  })

  it('has a well-formed drawing for every name', () => {
    for (const name of iconNames) {
      const doc = new DOMParser().parseFromString(iconSvg(name), 'image/svg+xml')
      expect(doc.getElementsByTagName('parsererror'), name).toHaveLength(0)
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 24 24')
      expect(doc.documentElement.childElementCount, name).toBeGreaterThan(0)
    }
  })

  it('draws each game category its own glyph (捕鱼, 真人, 电子, 棋牌, 体育), none the gamepad', () => {
    const categories = ['fish', 'live', 'slot', 'cards', 'sport'] as const
    const drawings = categories.map((name) => {
      expect(iconNames, name).toContain(name)
      return iconSvg(name)
    })
    expect(new Set([...drawings, iconSvg('gameCenter')]).size).toBe(categories.length + 1)
  })

  it('puts a drawing in a data URL that survives CSS and URL parsing', () => {
    const url = svgDataUrl(iconSvg('gameCenter'))
    expect(url).toMatch(/^url\("data:image\/svg\+xml,[^"]*"\)$/)
    expect(url).not.toMatch(/[<>#]/)
    const decoded = decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))
    expect(decoded).toBe(iconSvg('gameCenter'))
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

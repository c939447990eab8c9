import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { PromotionCard } from './PromotionCard'

const base = {
  name: '新会员注册送18元',
  coverUrl: '/1.svg',
  dateRange: '2026/10/21~2027/01/19',
  domain: 'm.liuhe.example',
}

describe('PromotionCard', () => {
  it('links to the detail page with cover, name, date range and domain', () => {
    render(<PromotionCard {...base} target={{ kind: 'route', path: '/promotional/1/1' }} />)
    const link = screen.getByRole('link', { name: /新会员注册送18元/ })
    expect(link).toHaveAttribute('href', '/promotional/1/1')
    expect(link).not.toHaveAttribute('target')
    expect(link).toHaveTextContent('2026/10/21~2027/01/19')
    expect(link).toHaveTextContent('m.liuhe.example')
    expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy')
  })

  it('opens an external promotion in a new window', () => {
    render(<PromotionCard {...base} target={{ kind: 'external', url: 'https://a.example/4' }} />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', 'https://a.example/4')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("links with the app's link component, which decides how to open each address", () => {
    render(
      withAppLinks(
        <>
          <PromotionCard {...base} target={{ kind: 'route', path: '/promotional/1/1' }} />
          <PromotionCard {...base} target={{ kind: 'external', url: 'https://a.example/4' }} />
        </>,
      ),
    )
    expect(appLinkHrefs()).toEqual(['/promotional/1/1', 'https://a.example/4'])
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <PromotionCard {...base} target={{ kind: 'route', path: '/promotional/1/1' }} />
  ))
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { BottomNav, type BottomNavItem } from './BottomNav'

const items: BottomNavItem[] = [
  { key: 'home', label: '首页', href: '/', icon: 'home' },
  { key: 'gallery', label: '图库', href: '/gallery', icon: 'gallery' },
  { key: 'profile', label: '我的', href: '/profile', icon: 'profile' },
]

describe('BottomNav', () => {
  it('links every entry with its icon and marks the current page', () => {
    render(<BottomNav items={items} activeKey="gallery" />)
    const nav = screen.getByRole('navigation', { name: '底部导航' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['图库', '/gallery'],
      ['我的', '/profile'],
    ])
    expect(screen.getByRole('link', { name: '图库' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current')
    expect(links.every((l) => l.querySelector('[data-icon][aria-hidden="true"]'))).toBe(true)
  })

  it("renders its entries with the app's link component", () => {
    render(withAppLinks(<BottomNav items={items} activeKey="home" />))
    expect(appLinkHrefs()).toEqual(['/', '/gallery', '/profile'])
  })

  it('lets the caller stop a navigation', async () => {
    const user = userEvent.setup()
    const onNavigate = vi.fn((_item: BottomNavItem, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    )
    render(<BottomNav items={items} onNavigate={onNavigate} />)
    await user.click(screen.getByRole('link', { name: '我的' }))
    expect(onNavigate).toHaveBeenCalledWith(items[2], expect.anything())
  })

  itHasNoAxeViolationsInEveryTheme(() => <BottomNav items={items} activeKey="home" />)
})

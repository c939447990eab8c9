import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { IconLinkGrid } from './IconLinkGrid'

const items = [
  {
    key: '110',
    label: '新澳门六合彩',
    href: '/game/110',
    imageSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  },
  { key: 'fish', label: '捕鱼', href: '/game-center#fish', icon: 'gameCenter' as const },
  { key: 'services', label: '在线客服', href: '/services', icon: 'support' as const },
]

describe('IconLinkGrid', () => {
  it('lists each entry as a named link in order, reachable by keyboard', async () => {
    const user = userEvent.setup()
    render(<IconLinkGrid items={items} label="推荐" />)
    const nav = screen.getByRole('navigation', { name: '推荐' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['新澳门六合彩', '/game/110'],
      ['捕鱼', '/game-center#fish'],
      ['在线客服', '/services'],
    ])
    await user.tab()
    expect(links[0]).toHaveFocus()
  })

  it("renders its entries with the app's link component", () => {
    render(withAppLinks(<IconLinkGrid items={items} label="推荐" />))
    expect(appLinkHrefs()).toEqual(['/game/110', '/game-center#fish', '/services'])
  })

  itHasNoAxeViolationsInEveryTheme(() => <IconLinkGrid items={items} label="推荐" columns={3} />)
})

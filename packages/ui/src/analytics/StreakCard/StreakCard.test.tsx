import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { appLinkHrefs, withAppLinks } from '../../test/links'
import { StreakCard, type StreakCardProps } from './StreakCard'

const props: StreakCardProps = {
  gameName: '新澳门六合彩',
  gameHref: '/game/1/analytic',
  position: '特码',
  attribute: '大小',
  value: '大',
  length: 5,
  turnNum: '2026325',
  bets: [
    { key: '大', label: '大', odds: '1.965', href: '/game/1?pick=大' },
    { key: '小', label: '小', odds: '1.965', href: '/game/1?pick=小' },
  ],
}

describe('StreakCard', () => {
  it('names the streak: position, attribute, value and its length', () => {
    render(withAppLinks(<StreakCard {...props} />))
    const card = screen.getByRole('article', { name: '新澳门六合彩 特码大小 大 连开5期' })
    expect(card).toHaveTextContent('第2026325期')
  })

  it('links the game and each quick bet through the app link, marking the running side', () => {
    const { container } = render(withAppLinks(<StreakCard {...props} />))
    expect(appLinkHrefs(container)).toEqual(['/game/1/analytic', '/game/1?pick=大', '/game/1?pick=小'])
    const bets = screen.getByRole('list', { name: '新澳门六合彩 特码大小 快捷投注' })
    const big = within(bets).getByRole('link', { name: '投注特码大 赔率1.965' })
    expect(big).toHaveAttribute('data-current')
    expect(within(bets).getByRole('link', { name: '投注特码小 赔率1.965' })).not.toHaveAttribute(
      'data-current',
    )
  })

  it('shows the game as text and no list without links or bets', () => {
    render(withAppLinks(<StreakCard {...props} gameHref={undefined} bets={[]} />))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('新澳门六合彩')).toBeInTheDocument()
  })

  itHasNoAxeViolationsInEveryTheme(() => withAppLinks(<StreakCard {...props} />))
})

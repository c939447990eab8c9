import { fromChinaTime } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { DrawCard } from './DrawCard'

const props = {
  gameId: 110,
  gameName: '新澳门六合彩',
  previous: {
    turnNum: '2026138',
    numbers: [38, 22, 6, 24, 20, 46, 49],
    drawTime: fromChinaTime(2026, 5, 18, 21, 32, 32),
  },
  next: { turnNum: '2026139', closeTime: 7_200_000, serverTime: 0 },
}

describe('DrawCard', () => {
  it('shows the previous result with zodiacs, the countdown and the links of the game', async () => {
    const { container } = render(<DrawCard {...props} />)
    const card = screen.getByRole('region', { name: '新澳门六合彩' })
    expect(card).toHaveTextContent('第2026138期开奖结果')
    const balls = within(screen.getByRole('list', { name: '第2026138期开奖号码' })).getAllByRole('img')
    expect(balls).toHaveLength(7)
    expect(balls[6]).toHaveAccessibleName('49 绿波 马 特码')
    expect(screen.getByRole('timer')).toHaveAccessibleName('距离第2026139期开奖 02时00分00秒')
    expect(screen.getByRole('link', { name: '历史开奖' })).toHaveAttribute('href', '/lottery-history/110')
    expect(screen.getByRole('link', { name: '开奖回放' })).toHaveAttribute(
      'href',
      '/lottery-history/110?type=live-lottery',
    )
    expect(screen.getByRole('link', { name: '资料分析' })).toHaveAttribute('href', '/game/110')
    await expectNoAxeViolations(container)
  })

  it('says so when there is no previous result', () => {
    render(<DrawCard {...props} previous={null} />)
    expect(screen.getByText('暂无开奖结果')).toBeInTheDocument()
  })
})

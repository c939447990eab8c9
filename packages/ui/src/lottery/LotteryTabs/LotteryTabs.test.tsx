import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { LotteryTabs } from './LotteryTabs'

const tabs = [
  { id: 10, name: '香港六合彩' },
  { id: 110, name: '新澳门六合彩' },
  { id: 51, name: '极速赛车' },
]

describe('LotteryTabs', () => {
  it('badges the live tab and labels its draw time, 20:30 by default', () => {
    render(<LotteryTabs tabs={tabs} />)
    const live = screen.getByRole('tab', { name: '新澳门六合彩 直播 20:30开奖' })
    expect(live).toHaveAttribute('data-live')
    expect(live).toHaveTextContent('20:30')
    expect(screen.getByRole('tab', { name: '香港六合彩' })).not.toHaveAttribute('data-live')
    expect(screen.getByRole('tab', { name: '香港六合彩' })).toHaveAttribute('aria-selected', 'true')
  })

  it('takes another live tab id and draw time', () => {
    render(<LotteryTabs tabs={tabs} liveTabId={51} liveDrawTime="21:30" />)
    expect(screen.getByRole('tab', { name: '极速赛车 直播 21:30开奖' })).toBeInTheDocument()
  })

  it('activates a tab on click and with the arrow keys, showing its panel', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <LotteryTabs tabs={tabs} defaultValue={110} onValueChange={onValueChange}>
        <p>开奖信息</p>
      </LotteryTabs>,
    )
    expect(screen.getByRole('tabpanel')).toHaveTextContent('开奖信息')
    await user.click(screen.getByRole('tab', { name: '极速赛车' }))
    expect(onValueChange).toHaveBeenLastCalledWith(51)
    expect(screen.getByRole('tab', { name: '极速赛车' })).toHaveAttribute('data-state', 'active')
    await user.keyboard('{ArrowLeft}')
    expect(onValueChange).toHaveBeenLastCalledWith(110)
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/新澳门六合彩/)
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<LotteryTabs tabs={tabs} value={10} />)
    rerender(<LotteryTabs tabs={tabs} value={51} />)
    expect(screen.getByRole('tab', { name: '极速赛车' })).toHaveAttribute('aria-selected', 'true')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <LotteryTabs tabs={tabs} defaultValue={110}>
      <p>开奖信息</p>
    </LotteryTabs>
  ))
})

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

  it('links each tab to the one rendered panel and keeps a single tab stop on the active tab', () => {
    render(
      <LotteryTabs tabs={tabs} defaultValue={110}>
        <p>开奖信息</p>
      </LotteryTabs>,
    )
    expect(screen.getByRole('tablist', { name: '彩种' })).toHaveAttribute('aria-orientation', 'horizontal')
    const panel = screen.getByRole('tabpanel')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(panel).toHaveAttribute('tabindex', '0')
    const active = screen.getByRole('tab', { selected: true })
    expect(panel).toHaveAttribute('aria-labelledby', active.id)
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1'])
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id)
  })

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<LotteryTabs tabs={tabs} onValueChange={onValueChange} />)
    const [hongKong, macau, racing] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement]
    await user.tab()
    expect(hongKong).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(racing).toHaveFocus()
    expect(racing).toHaveAttribute('aria-selected', 'true')
    expect(racing).toHaveAttribute('tabindex', '0')
    expect(hongKong).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowRight}')
    expect(hongKong).toHaveFocus()
    expect(hongKong).toHaveAttribute('data-state', 'active')
    await user.keyboard('{End}')
    expect(racing).toHaveFocus()
    await user.keyboard('{Home}')
    expect(hongKong).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(macau).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', macau.id)
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual([51, 10, 51, 10, 110])
    // Tab leaves the list for the panel rather than visiting the other tabs.
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('does not report a click on the tab that is already active', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<LotteryTabs tabs={tabs} onValueChange={onValueChange} />)
    await user.click(screen.getByRole('tab', { name: '香港六合彩' }))
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('when controlled, moves the focus with the keys but selects only what the value says', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { rerender } = render(<LotteryTabs tabs={tabs} value={10} onValueChange={onValueChange} />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(onValueChange).toHaveBeenLastCalledWith(110)
    expect(screen.getByRole('tab', { name: /新澳门六合彩/ })).toHaveFocus()
    expect(screen.getByRole('tab', { name: '香港六合彩' })).toHaveAttribute('aria-selected', 'true')
    rerender(<LotteryTabs tabs={tabs} value={110} onValueChange={onValueChange} />)
    expect(screen.getByRole('tab', { name: /新澳门六合彩/ })).toHaveAttribute('data-state', 'active')
    expect(screen.getByRole('tab', { name: '香港六合彩' })).toHaveAttribute('data-state', 'inactive')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <LotteryTabs tabs={tabs} defaultValue={110}>
      <p>开奖信息</p>
    </LotteryTabs>
  ))
})

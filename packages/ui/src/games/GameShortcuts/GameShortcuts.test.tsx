import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { GameShortcuts, gameShortcuts } from './GameShortcuts'

const buttons = () => within(screen.getByRole('navigation', { name: '快捷入口' })).getAllByRole('button')

describe('GameShortcuts', () => {
  it('shows the five shortcuts in order: recharge, withdraw, wash-code, details, promotions', () => {
    render(<GameShortcuts onSelect={() => {}} />)
    expect(buttons().map((b) => b.textContent)).toEqual(['充值', '提现', '洗码', '明细', '优惠'])
  })

  it.each(gameShortcuts)('reports $label as $key', async ({ key, label }) => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<GameShortcuts onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: label }))
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(key)
  })

  it('is reached with Tab in order and pressed with Enter or Space', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<GameShortcuts onSelect={onSelect} />)
    for (const button of buttons()) {
      await user.tab()
      expect(button).toHaveFocus()
    }
    await user.keyboard('{Enter}')
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    await user.keyboard(' ')
    expect(onSelect.mock.calls).toEqual([['promotions'], ['details']])
  })

  itHasNoAxeViolationsInEveryTheme(() => <GameShortcuts onSelect={() => {}} />)
})

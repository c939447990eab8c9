import { zodiacs } from '@liuhe/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { ZodiacGrid } from './ZodiacGrid'

describe('ZodiacGrid', () => {
  it('lists the twelve animals in cycle order', () => {
    render(<ZodiacGrid label="选择生肖" />)
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([...zodiacs])
    expect(screen.getByRole('listbox', { name: '选择生肖' })).not.toHaveAttribute('aria-multiselectable')
  })

  it('selects one animal at a time in single mode', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<ZodiacGrid label="选择生肖" onValueChange={onValueChange} />)
    await user.click(screen.getByRole('option', { name: '马' }))
    expect(screen.getByRole('option', { name: '马' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: '马' })).toHaveAttribute('data-selected')
    await user.click(screen.getByRole('option', { name: '龙' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['龙'])
    expect(screen.getByRole('option', { name: '马' })).toHaveAttribute('aria-selected', 'false')
  })

  it('toggles several animals in multiple mode and reports them in zodiac order', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<ZodiacGrid label="选择生肖" selectionMode="multiple" onValueChange={onValueChange} />)
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true')
    await user.click(screen.getByRole('option', { name: '猴' }))
    await user.click(screen.getByRole('option', { name: '鼠' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['鼠', '猴'])
    await user.click(screen.getByRole('option', { name: '猴' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['鼠'])
  })

  it('moves with the arrow keys and selects with Space', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<ZodiacGrid label="选择生肖" selectionMode="multiple" onValueChange={onValueChange} />)
    await user.tab()
    expect(screen.getByRole('option', { name: '鼠' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('option', { name: '虎' })).toHaveFocus()
    expect(screen.getByRole('option', { name: '虎' })).toHaveAttribute('data-focus-visible')
    await user.keyboard(' ')
    expect(onValueChange).toHaveBeenLastCalledWith(['虎'])
    await user.keyboard('{End}')
    expect(screen.getByRole('option', { name: '猪' })).toHaveFocus()
  })

  it('shows the numbers of each animal and keeps disabled animals unselectable', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <ZodiacGrid
        label="选择生肖"
        numbers={{ 马: [1, 13, 25, 37, 49] }}
        disabled={['猪']}
        onValueChange={onValueChange}
      />,
    )
    expect(screen.getByRole('option', { name: '马 01 13 25 37 49' })).toHaveTextContent('马01 13 25 37 49')
    await user.click(screen.getByRole('option', { name: '猪' }))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('option', { name: '猪' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<ZodiacGrid label="选择生肖" value={['兔']} />)
    expect(screen.getByRole('option', { name: '兔' })).toHaveAttribute('aria-selected', 'true')
    rerender(<ZodiacGrid label="选择生肖" value={['狗']} />)
    expect(screen.getByRole('option', { name: '兔' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('option', { name: '狗' })).toHaveAttribute('aria-selected', 'true')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <ZodiacGrid label="选择生肖" selectionMode="multiple" defaultValue={['马']} numbers={{ 马: [1, 13] }} />
  ))
})

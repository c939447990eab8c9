import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { DatePicker } from './DatePicker'

function Example({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('2026-11-16')
  return (
    <DatePicker
      label="开始日期"
      value={value}
      maxValue="2026-11-22"
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

describe('DatePicker', () => {
  it('shows the date in zh-CN segments named by its label', () => {
    render(<Example />)
    const group = screen.getByRole('group', { name: '开始日期' })
    const segments = within(group).getAllByRole('spinbutton')
    expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '11', '16'])
  })

  it('picks a date from the calendar and reports it as YYYY-MM-DD, with future dates disabled', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Example onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: /日历/ }))
    const dialog = await screen.findByRole('dialog')
    const grid = within(dialog).getByRole('grid')
    const day23 = within(grid).getByText('23')
    expect(day23).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(grid).getByText('20'))
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('edits a segment by keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Example onChange={onChange} />)
    const day = within(screen.getByRole('group', { name: '开始日期' })).getAllByRole(
      'spinbutton',
    )[2] as HTMLElement
    day.focus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-15')
  })

  itHasNoAxeViolationsInEveryTheme(() => <Example />)
})

import type { ReportRange } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { DateRangePicker } from './DateRangePicker'

const week: ReportRange = { startDate: '2026-11-16', endDate: '2026-11-22' }

const segmentsOf = (name: string) =>
  within(screen.getByRole('group', { name })).getAllByRole('spinbutton') as HTMLElement[]

describe('DateRangePicker', () => {
  it('shows both dates under one named group and posts them with a form', () => {
    const { container } = render(
      <DateRangePicker defaultValue={week} maxDate="2026-11-22" startName="startDate" endName="endDate" />,
    )
    expect(screen.getByRole('group', { name: '日期范围' })).toBeInTheDocument()
    expect(segmentsOf('开始日期').map((s) => s.textContent)).toEqual(['2026', '11', '16'])
    expect(segmentsOf('结束日期').map((s) => s.textContent)).toEqual(['2026', '11', '22'])
    const form = new FormData(
      Object.assign(document.createElement('form'), { innerHTML: container.innerHTML }),
    )
    expect(form.get('startDate')).toBe('2026-11-16')
    expect(form.get('endDate')).toBe('2026-11-22')
  })

  it('offers no future date in the calendar', async () => {
    const user = userEvent.setup()
    render(<DateRangePicker defaultValue={week} maxDate="2026-11-22" />)
    const [, endTrigger] = screen.getAllByRole('button', { name: /日历/ })
    await user.click(endTrigger as HTMLElement)
    const grid = within(await screen.findByRole('dialog')).getByRole('grid')
    expect(within(grid).getByText('23')).toHaveAttribute('aria-disabled', 'true')
    expect(within(grid).getByText('15')).toHaveAttribute('aria-disabled', 'true')
  })

  it('never lets the end go past today or before the start', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<DateRangePicker defaultValue={week} maxDate="2026-11-22" onChange={onChange} />)
    const endDay = segmentsOf('结束日期')[2] as HTMLElement
    endDay.focus()
    await user.keyboard('{ArrowUp}')
    // Past today: the end stays on today, nothing changes.
    expect(onChange).not.toHaveBeenCalled()
    const startDay = segmentsOf('开始日期')[2] as HTMLElement
    startDay.focus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-15', endDate: '2026-11-22' })
  })

  it('moves the end along when the start passes it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <DateRangePicker
        defaultValue={{ startDate: '2026-11-10', endDate: '2026-11-10' }}
        maxDate="2026-11-22"
        onChange={onChange}
      />,
    )
    const endDay = segmentsOf('结束日期')[2] as HTMLElement
    endDay.focus()
    await user.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-09', endDate: '2026-11-09' })
  })

  it('follows a controlled value', () => {
    const { rerender } = render(<DateRangePicker value={week} maxDate="2026-11-22" />)
    rerender(
      <DateRangePicker value={{ startDate: '2026-11-01', endDate: '2026-11-02' }} maxDate="2026-11-22" />,
    )
    expect(segmentsOf('开始日期').map((s) => s.textContent)).toEqual(['2026', '11', '1'])
  })

  itHasNoAxeViolationsInEveryTheme(() => <DateRangePicker defaultValue={week} maxDate="2026-11-22" />)
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { type HotColdRow, HotColdTable } from './HotColdTable'

const rows: HotColdRow[] = [
  { key: '0', label: '0尾', count: 2, currentOmission: 9, maxOmission: 12 },
  { key: '1', label: '1尾', count: 7, currentOmission: 0, maxOmission: 4 },
  { key: '2', label: '2尾', count: 4, currentOmission: 2, maxOmission: 6 },
  { key: '3', label: '3尾', count: 7, currentOmission: 1, maxOmission: 5 },
]

const rowLabels = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent)

describe('HotColdTable', () => {
  it('lists each category with 出现次数, 当前遗漏 and 最大遗漏', () => {
    render(<HotColdTable caption="特码尾数 近30期" keyHeader="尾数" rows={rows} />)
    const table = screen.getByRole('table', { name: '特码尾数 近30期' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['尾数', '出现次数', '当前遗漏', '最大遗漏'])
    const zero = within(table).getByRole('rowheader', { name: /^0尾/ }).closest('tr')!
    expect(
      within(zero)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', '9', '12'])
  })

  it('marks the hottest (ties included) and the coldest rows', () => {
    render(<HotColdTable caption="尾数" rows={rows} />)
    expect(rowLabels()).toEqual(['0尾冷', '1尾热', '2尾', '3尾热'])
  })

  it('reorders by heat and by omission', async () => {
    const user = userEvent.setup()
    const onSortChange = vi.fn()
    render(<HotColdTable caption="尾数" rows={rows} highlight={0} onSortChange={onSortChange} />)
    await user.click(screen.getByRole('radio', { name: '按热度' }))
    expect(onSortChange).toHaveBeenLastCalledWith('hot')
    expect(rowLabels()).toEqual(['1尾', '3尾', '2尾', '0尾'])
    await user.click(screen.getByRole('radio', { name: '按遗漏' }))
    expect(rowLabels()).toEqual(['0尾', '2尾', '3尾', '1尾'])
    await user.click(screen.getByRole('radio', { name: '默认' }))
    expect(rowLabels()).toEqual(['0尾', '1尾', '2尾', '3尾'])
  })

  it('marks nothing when every figure is 0, and can leave the order switch out', () => {
    const zero = rows.map((row) => ({ ...row, count: 0, currentOmission: 0 }))
    render(<HotColdTable caption="尾数" rows={zero} sortable={false} />)
    expect(screen.queryByText('热')).toBeNull()
    expect(screen.queryByText('冷')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <HotColdTable caption="尾数" rows={rows} />)
})

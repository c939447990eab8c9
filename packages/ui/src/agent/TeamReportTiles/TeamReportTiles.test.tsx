import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { type ReportSection, TeamReportTiles } from './TeamReportTiles'

const sections: ReportSection[] = [
  {
    title: '团队数据',
    tiles: [
      { label: '团队人数', count: 4, unit: '人' },
      { label: '团队余额', fen: 1_849_550 },
    ],
  },
  {
    title: '彩票',
    note: '2026-11-18~2026-11-24',
    tiles: [
      { label: '盈亏', fen: 27_800, signed: true },
      { label: '投注金额', fen: 21_000 },
    ],
  },
  { title: '真人', tiles: [{ label: '盈亏', fen: -20_000, signed: true }] },
]

describe('TeamReportTiles', () => {
  it('shows each section with its figures: counts, 元 from fen, results signed', () => {
    render(<TeamReportTiles sections={sections} />)
    const team = screen.getByRole('region', { name: '团队数据' })
    expect(within(team).getByText('团队人数').nextSibling?.textContent).toBe('4人')
    expect(within(team).getByText('18,495.50')).toBeInTheDocument()
    const lottery = screen.getByRole('region', { name: '彩票' })
    expect(within(lottery).getByText('2026-11-18~2026-11-24')).toBeInTheDocument()
    expect(within(lottery).getByText('+278.00')).toHaveAttribute('data-tone', 'up')
    expect(within(lottery).getByText('210.00')).not.toHaveAttribute('data-tone', 'up')
    expect(within(screen.getByRole('region', { name: '真人' })).getByText('-200.00')).toHaveAttribute(
      'data-tone',
      'down',
    )
  })

  itHasNoAxeViolationsInEveryTheme(() => <TeamReportTiles sections={sections} />)
})

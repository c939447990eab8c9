import { trackRecordOf } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { TrackRecord } from './TrackRecord'

/** Rows of a card oldest first: o a hit, x a miss. */
const rows = (marks: string) =>
  [...marks].map((m, i) => ({
    turnNum: `2026${String(i + 1).padStart(3, '0')}`,
    note: m === 'o' ? '开:马49*' : '开:鼠01',
  }))

describe('TrackRecord', () => {
  it('shows 准确率 over 10 / 30 / 100 issues with hits of issues', () => {
    const record = trackRecordOf(rows(`${'x'.repeat(20)}${'o'.repeat(5)}${'x'.repeat(70)}ooxoooo`))
    render(<TrackRecord record={record} />)
    const panel = screen.getByRole('region', { name: '历史战绩' })
    const ten = within(panel).getByText('近10期准确率').parentElement!
    expect(ten).toHaveTextContent('60%中6期 共10期')
    expect(within(panel).getByText('近100期准确率').parentElement).toHaveTextContent('11%中11期 共100期')
    expect(screen.getByTestId('track-record-streak')).toHaveTextContent('当前连中 4 期')
    expect(screen.getByTestId('track-record-best')).toHaveTextContent('最长连中 5 期')
  })

  it('says 连错 on a miss streak and counts fewer issues while the card is young', () => {
    render(<TrackRecord record={trackRecordOf(rows('ooxx'))} title="战绩" headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: '战绩' })).toBeInTheDocument()
    expect(screen.getByTestId('track-record-streak')).toHaveTextContent('当前连错 2 期')
    expect(screen.getByText('近30期准确率').parentElement).toHaveTextContent('50%中2期 共4期')
  })

  it('says 暂无开奖记录 before the first scored issue', () => {
    render(<TrackRecord record={trackRecordOf([])} />)
    expect(screen.getByText('暂无开奖记录')).toBeInTheDocument()
    expect(screen.queryByText('近10期准确率')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <TrackRecord record={trackRecordOf(rows('oxooxo'))} />)
})

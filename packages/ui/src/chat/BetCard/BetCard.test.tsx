import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { BetCard, type BetCardProps } from './BetCard'

const base: BetCardProps = {
  gameName: '新澳门六合彩',
  turnNum: '2026326',
  playName: '特码A',
  lines: [{ picks: '07', stake: 20, betCount: 1, odds: '47' }],
  state: 'open',
  followHref: '/game/110?follow=12',
}

describe('BetCard', () => {
  it('shows game, turn, play, picks, stake per 注 and odds, and offers 跟单 while open', () => {
    render(<BetCard {...base} />)
    const card = screen.getByRole('figure', { name: '晒单：新澳门六合彩 第2026326期 特码A，跟单' })
    expect(card).toHaveTextContent('07')
    expect(card).toHaveTextContent('每注20元 × 1注 · 赔率47')
    expect(screen.getByRole('link', { name: '跟单' })).toHaveAttribute('href', '/game/110?follow=12')
  })

  it.each([
    ['closed', '已封盘'],
    ['won', '已中奖'],
    ['lost', '未中奖'],
  ] as const)('offers nothing once %s and says %s', (state, text) => {
    render(<BetCard {...base} state={state} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('shows no picks and no 跟单 for a hidden card', () => {
    render(<BetCard {...base} hidden state="open" />)
    expect(screen.queryByText('07')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('该会员已隐藏晒单')).toBeInTheDocument()
    // Its turn is open: it is named hidden, neither 跟单 nor 已封盘.
    expect(screen.getByRole('figure').getAttribute('aria-label')).toMatch(/，该会员已隐藏晒单$/)
    expect(screen.queryByText('已封盘')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => <BetCard {...base} />)
})

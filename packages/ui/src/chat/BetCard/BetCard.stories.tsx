import type { Meta, StoryObj } from '@storybook/react-vite'
import { BetCard } from './BetCard'

const meta = {
  title: 'Chat/BetCard',
  component: BetCard,
  args: {
    gameName: '新澳门六合彩',
    turnNum: '2026326',
    playName: '特码A',
    lines: [
      { picks: '07', stake: 20, betCount: 1, odds: '47' },
      { picks: '30', stake: 20, betCount: 1, odds: '47' },
    ],
    state: 'open',
    followHref: '/game/110?follow=12',
  },
} satisfies Meta<typeof BetCard>
export default meta
type Story = StoryObj<typeof meta>

/** The turn takes bets: 跟单 leads to the betting page with the same picks. */
export const Open: Story = {}

/** The turn stopped taking bets: 已封盘, nothing offered. */
export const Closed: Story = { args: { state: 'closed' } }

/** Drawn and won: 已中奖. */
export const Won: Story = { args: { state: 'won' } }

/** Drawn and lost: 未中奖. */
export const Lost: Story = { args: { state: 'lost' } }

/** The sharer hides their cards: no picks and no 跟单. */
export const Hidden: Story = { args: { hidden: true, state: 'closed', lines: [] } }

/** A group bet with long picks wraps inside the card. */
export const LongPicks: Story = {
  args: {
    playName: '合肖',
    lines: [{ picks: '鼠,牛,虎,兔,龙,蛇,马,羊,猴,鸡,狗', stake: 5, betCount: 1, odds: '1.08' }],
  },
}

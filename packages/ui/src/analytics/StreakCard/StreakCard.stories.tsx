import type { Meta, StoryObj } from '@storybook/react-vite'
import { StreakCard } from './StreakCard'

const meta = {
  title: 'Analytics/StreakCard',
  component: StreakCard,
  args: {
    gameName: '新澳门六合彩',
    gameHref: '/game/1',
    position: '特码',
    attribute: '大小',
    value: '大',
    length: 5,
    turnNum: '2026325',
    bets: [
      { key: '大', label: '大', odds: '1.965', href: '/game/1?play=lhc-tm-lm&pick=大' },
      { key: '小', label: '小', odds: '1.965', href: '/game/1?play=lhc-tm-lm&pick=小' },
    ],
  },
} satisfies Meta<typeof StreakCard>
export default meta
type Story = StoryObj<typeof meta>

/** 特码 大 five draws running, with both sides to bet on. */
export const SixMark: Story = {}

/** A racing rank's 龙虎 running twelve draws on a long game name. */
export const LongRacing: Story = {
  args: {
    gameName: '幸运飞艇极速版（五分钟）',
    position: '第三名',
    attribute: '龙虎',
    value: '虎',
    length: 12,
    turnNum: '20261122-0217',
    bets: [
      { key: '龙', label: '龙', odds: '1.982', href: '/game/12' },
      { key: '虎', label: '虎', odds: '1.982', href: '/game/12' },
    ],
  },
}

/** A game without a play on the attribute and without links: no buttons. */
export const WithoutBets: Story = {
  args: {
    gameHref: undefined,
    turnNum: undefined,
    position: '总和',
    attribute: '单双',
    value: '双',
    bets: [],
  },
}

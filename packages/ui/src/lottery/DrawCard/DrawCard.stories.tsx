import { fromChinaTime } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DrawCard } from './DrawCard'

const meta = {
  title: 'Lottery/DrawCard',
  component: DrawCard,
  args: {
    gameId: 110,
    gameName: '新澳门六合彩',
    previous: {
      turnNum: '2026138',
      numbers: [38, 22, 6, 24, 20, 46, 49],
      drawTime: fromChinaTime(2026, 5, 18, 21, 32, 32),
    },
    next: { turnNum: '2026139', closeTime: 7_200_000, serverTime: 0 },
  },
} satisfies Meta<typeof DrawCard>
export default meta
type Story = StoryObj<typeof meta>

/** Previous result and countdown. */
export const Default: Story = {}
/** Before the first draw. */
export const NoResultYet: Story = { args: { previous: null } }

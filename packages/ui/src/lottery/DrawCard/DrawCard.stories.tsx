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
    historyHref: '/lottery-history/110',
    replaysHref: '/lottery-history/110?type=live-lottery',
    analysisHref: '/game/110',
  },
} satisfies Meta<typeof DrawCard>
export default meta
type Story = StoryObj<typeof meta>

/** Previous result and countdown. */
export const Default: Story = {}
/** Before the first draw. */
export const NoResultYet: Story = { args: { previous: null } }
/** With the replay action. */
export const WithReplay: Story = { args: { onReplay: () => undefined } }
/** The draw is streaming: four numbers so far. */
export const Streaming: Story = { args: { streaming: { numbers: [12, 5, 33, 41] } } }
/** The countdown is over, the result not in yet. */
export const Opening: Story = { args: { opening: true } }
/** No addresses given: the card shows no links. */
export const WithoutLinks: Story = {
  args: { historyHref: undefined, replaysHref: undefined, analysisHref: undefined },
}
/** Compact layout for lists. */
export const Compact: Story = { args: { variant: 'compact', onReplay: () => undefined } }
/** A racing game. */
export const Racing: Story = {
  args: {
    gameId: 51,
    gameName: '极速赛车',
    kind: 'racing',
    previous: { turnNum: '20261122001', numbers: [3, 7, 10, 1, 5, 9, 2, 8, 4, 6], drawTime: 0 },
    next: { turnNum: '20261122002', closeTime: 60_000, serverTime: 0 },
  },
}

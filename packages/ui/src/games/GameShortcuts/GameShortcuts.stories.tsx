import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GameShortcuts } from './GameShortcuts'

const meta = {
  title: 'Games/GameShortcuts',
  component: GameShortcuts,
  args: { onSelect: fn() },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof GameShortcuts>
export default meta
type Story = StoryObj<typeof meta>

/** 充值, 提现, 洗码, 明细, 优惠. */
export const Default: Story = {}

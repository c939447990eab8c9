import type { Meta, StoryObj } from '@storybook/react-vite'
import { Countdown } from './Countdown'

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { closeTime: (3 * 3600 + 25 * 60 + 7) * 1000, serverTime: 0, label: '距离开奖' },
} satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

/** Hours to go. */
export const Running: Story = {}
/** Reached zero. */
export const Ended: Story = { args: { closeTime: 0, serverTime: 0 } }

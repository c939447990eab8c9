import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RedPacket } from './RedPacket'

const meta = {
  title: 'Chat/RedPacket',
  component: RedPacket,
  args: { state: 'closed', greeting: '开奖前的好运红包', sender: '幸运星', onOpen: fn(), onDetails: fn() },
} satisfies Meta<typeof RedPacket>
export default meta
type Story = StoryObj<typeof meta>

/** Not grabbed yet: 开 and 点击领取红包. */
export const Closed: Story = {}

/** The viewer's share, in 元. */
export const Opened: Story = { args: { state: 'opened', shareFen: 1288 } }

/** Every share went before the viewer got one. */
export const GrabbedOut: Story = { args: { state: 'grabbed-out' } }

/** Without a greeting the default words show; without handlers it is not a button. */
export const DefaultGreetingReadOnly: Story = {
  args: { greeting: '', sender: undefined, onOpen: undefined, onDetails: undefined },
}

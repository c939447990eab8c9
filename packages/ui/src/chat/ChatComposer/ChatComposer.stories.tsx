import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChatComposer } from './ChatComposer'

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onImage: fn(), onRedPacket: fn() },
} satisfies Meta<typeof ChatComposer>
export default meta
type Story = StoryObj<typeof meta>

/** Text, emoji, image and red packet. */
export const Full: Story = {}

/** A private chat or customer service: text and emoji only. */
export const TextOnly: Story = { args: { onImage: undefined, onRedPacket: undefined } }

/** The emoji picker open. */
export const EmojiOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '表情' }))
    await expect(canvas.getByRole('group', { name: '选择表情' })).toBeVisible()
  },
}

/** A silenced user: everything disabled, with the reason. */
export const Silenced: Story = { args: { disabledReason: '您已被禁言' } }

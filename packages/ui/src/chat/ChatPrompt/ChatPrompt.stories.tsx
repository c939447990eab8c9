import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ChatPrompt } from './ChatPrompt'

const meta = {
  title: 'Chat/ChatPrompt',
  component: ChatPrompt,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ChatPrompt>
export default meta
type Story = StoryObj<typeof meta>

/** 您有一条新消息！ / 是否立即查看？ with 取消 and 立即查看. */
export const Open: Story = {}

/** 立即查看 as a link to the private chat or room it opens (the app's link component renders it). */
export const WithLink: Story = {
  args: { href: '/chat-rooms/1' },
}

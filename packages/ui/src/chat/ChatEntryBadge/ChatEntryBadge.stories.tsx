import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ChatEntryBadge } from './ChatEntryBadge'

const meta = {
  title: 'Chat/ChatEntryBadge',
  component: ChatEntryBadge,
  args: { online: 28, unread: 0, onPress: fn() },
} satisfies Meta<typeof ChatEntryBadge>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing unread: the people in the room. */
export const Online: Story = {}

/** Messages arrived meanwhile: the unread count. */
export const Unread: Story = { args: { unread: 5 } }

/** More than 99 unread: 99+. */
export const ManyUnread: Story = { args: { unread: 240 } }

/** The room's panel is open. */
export const Expanded: Story = { args: { expanded: true } }

/** An entry that opens the chat elsewhere (home, profile): a link. */
export const AsLink: Story = { args: { href: '/chat-rooms', unread: 3, onPress: undefined } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { RoomListItem } from './RoomListItem'

const meta = {
  title: 'Chat/RoomListItem',
  component: RoomListItem,
  args: {
    name: '澳门六合彩 交流群',
    href: '/chat-rooms/3',
    peopleCount: 128,
    lastMessage: '幸运星：今晚特码 49',
    lastTime: '12:30',
  },
} satisfies Meta<typeof RoomListItem>
export default meta
type Story = StoryObj<typeof meta>

/** A room with its last message. */
export const WithLastMessage: Story = {}

/** A new room: nobody has written yet. */
export const Empty: Story = { args: { peopleCount: 0, lastMessage: null, lastTime: null } }

/** Long names and messages are cut with an ellipsis on a 390 px screen. */
export const LongTexts: Story = {
  args: {
    name: '香港六合彩 超级无敌大型交流聊天室 一号房间',
    lastMessage: '这是一条非常非常长的消息，用来看看它在一行里放不下时会怎样显示出来',
    peopleCount: 12_345,
  },
}

/** Messages came since the viewer last read the room. */
export const WithUnread: Story = { args: { unread: 7 } }

/** More than 99 unread messages show as 99+. */
export const ManyUnread: Story = { args: { unread: 250 } }

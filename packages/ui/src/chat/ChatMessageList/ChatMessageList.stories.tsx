import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { fn } from 'storybook/test'
import { ChatMessage } from '../ChatMessage'
import { ChatMessageList } from './ChatMessageList'

type Row = { id: string; own: boolean; nickname: string; text: string; time: string }

const texts = ['今晚特码看好 49 号！', '跟上', '上期中了，发个红包庆祝一下', '单双怎么看？', '大家好运！']
/** A long history: 2,000 messages, of which only those in view are in the page. */
const history: Row[] = Array.from({ length: 2000 }, (_, i) => ({
  id: String(i + 1),
  own: i % 5 === 3,
  nickname: ['幸运星', '小明', '阿财', '我'][i % 4] as string,
  text: `${texts[i % texts.length]} #${i + 1}`,
  time: `${String(8 + (Math.floor(i / 120) % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
}))

const frame = (story: () => ReactNode) => <div style={{ height: '560px', display: 'grid' }}>{story()}</div>

const meta = {
  title: 'Chat/ChatMessageList',
  component: ChatMessageList<Row>,
  decorators: [frame],
  args: {
    items: history,
    getKey: (row: Row) => row.id,
    renderItem: (row: Row) => (
      <ChatMessage
        kind="text"
        own={row.own}
        nickname={row.nickname}
        avatarId={(Number(row.id) % 16) + 1}
        text={row.text}
        time={row.time}
      />
    ),
    hasOlder: true,
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof ChatMessageList<Row>>
export default meta
type Story = StoryObj<typeof meta>

/** A long history opens at the newest message. */
export const LongHistory: Story = {}

/** An older page on its way. */
export const LoadingOlder: Story = { args: { items: history.slice(0, 6), loadingOlder: true } }

/** A room nobody has written in. */
export const Empty: Story = { args: { items: [], hasOlder: false } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ChatMessage } from './ChatMessage'

/** A small inline picture standing in for an uploaded chat image. */
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#f4c542"/><circle cx="80" cy="60" r="34" fill="#e8473c"/><text x="80" y="68" font-size="26" text-anchor="middle" fill="#fff">49</text></svg>',
  )

const meta = {
  title: 'Chat/ChatMessage',
  component: ChatMessage,
  args: { kind: 'text', nickname: '幸运星', avatarId: 3, time: '12:30', text: '今晚特码看好 49 号！' },
} satisfies Meta<typeof ChatMessage>
export default meta
type Story = StoryObj<typeof meta>

/** Someone else's text, with a pressable avatar for a private chat. */
export const OthersText: Story = { args: { onAvatarPress: fn() } }

/** The viewer's own text, on the right in the brand colour. */
export const OwnText: Story = { args: { own: true, text: '跟上！\n第二行也能换行' } }

/** Own text in the viewer's chat colour. */
export const OwnTextChatColour: Story = { args: { own: true, bubbleColor: '#2f7d4f' } }

/** A staff member's message, marked 管理员; markup in user text shows as typed. */
export const StaffWithMarkup: Story = {
  args: { staff: true, nickname: '客服小美', text: '<b>不是粗体</b> & <script>alert(1)</script>' },
}

/** An image message. */
export const Image: Story = { args: { kind: 'image', imageUrl: picture } }

/** A red packet message. */
export const RedPacketMessage: Story = {
  args: {
    kind: 'redPacket',
    redPacket: { state: 'closed', greeting: '恭喜发财', sender: '幸运星', onOpen: fn() },
  },
}

/** Someone else's message with the 举报 and 屏蔽 actions. */
export const Reportable: Story = { args: { onReport: fn(), onMute: fn() } }

/** A bet card (晒单) message, open for 跟单. */
export const BetCardMessage: Story = {
  args: {
    kind: 'betCard',
    betCard: {
      gameName: '新澳门六合彩',
      turnNum: '2026326',
      playName: '特码A',
      lines: [{ picks: '07', stake: 20, betCount: 1, odds: '47' }],
      state: 'open',
      followHref: '/game/110?follow=12',
    },
  },
}

/** A long nickname and an unbroken long text still fit a 390 px screen. */
export const LongTexts: Story = {
  args: {
    nickname: '这是一个非常非常长的昵称用来测试',
    text: 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3),
  },
}

/** A system notice, centred. */
export const System: Story = { args: { kind: 'system', text: '管理员已清空聊天记录' } }

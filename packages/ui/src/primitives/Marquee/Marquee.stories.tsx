import type { Meta, StoryObj } from '@storybook/react-vite'
import { Marquee } from './Marquee'

const notices = [
  '澳门六合彩第2026326期开奖直播将于21:30开始',
  '新用户注册即送彩金',
  '客服24小时在线为您服务',
].join(' | ')

const meta = {
  title: 'Primitives/Marquee',
  component: Marquee,
  args: { text: notices, label: '公告' },
} satisfies Meta<typeof Marquee>
export default meta
type Story = StoryObj<typeof meta>

/** Scrolling. */
export const Scrolling: Story = {}
/** Paused, for still screenshots. */
export const Paused: Story = { args: { paused: true } }

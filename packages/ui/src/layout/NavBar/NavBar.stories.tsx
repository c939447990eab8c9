import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton } from '../../primitives/IconButton'
import { NavBar } from './NavBar'

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  args: { title: '历史开奖', backHref: '/' },
} satisfies Meta<typeof NavBar>
export default meta
type Story = StoryObj<typeof meta>

/** Title and back link. */
export const Default: Story = {}
/** With a right-hand action. */
export const WithRight: Story = {
  args: { title: '我的收藏', right: <IconButton icon="search" aria-label="搜索" /> },
}
/** No back button (a top-level page). */
export const TitleOnly: Story = { args: { title: '游戏中心', backHref: undefined } }
/** A long title is cut with an ellipsis. */
export const LongTitle: Story = { args: { title: '新澳门六合彩第2026139期开奖直播与历史开奖记录查询' } }

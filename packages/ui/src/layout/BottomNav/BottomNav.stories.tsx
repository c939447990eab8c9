import type { Meta, StoryObj } from '@storybook/react-vite'
import { BottomNav, type BottomNavItem } from './BottomNav'

const items: BottomNavItem[] = [
  { key: 'home', label: '首页', href: '/', icon: 'home' },
  { key: 'databases', label: '资料库', href: '/databases', icon: 'database' },
  { key: 'gameCenter', label: '游戏中心', href: '/game-center', icon: 'gameCenter' },
  { key: 'gallery', label: '图库', href: '/gallery', icon: 'gallery' },
  { key: 'profile', label: '我的', href: '/profile', icon: 'profile' },
]

const meta = {
  title: 'Layout/BottomNav',
  component: BottomNav,
  args: { items, activeKey: 'home' },
  // The bar is fixed: a transformed frame becomes its containing block, so the story shows it in place.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 120, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNav>
export default meta
type Story = StoryObj<typeof meta>

/** Home active. */
export const Home: Story = {}
/** Another entry active. */
export const GalleryActive: Story = { args: { activeKey: 'gallery' } }
/** Four entries (theme2's bar). */
export const FourItems: Story = {
  args: {
    items: [
      { key: 'home', label: '首页', href: '/', icon: 'home' },
      { key: 'promotional', label: '优惠活动', href: '/promotional', icon: 'promotions' },
      { key: 'gameCenter', label: '游戏中心', href: '/game-center', icon: 'gameCenter' },
      { key: 'betList', label: '投注记录', href: '/report/bet-list', icon: 'betList' },
    ],
    activeKey: 'promotional',
  },
}

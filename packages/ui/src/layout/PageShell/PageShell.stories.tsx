import type { Meta, StoryObj } from '@storybook/react-vite'
import { vars } from '../../theme/contract.css'
import { AppHeader } from '../AppHeader'
import { BottomNav } from '../BottomNav'
import { NavBar } from '../NavBar'
import { PageShell } from './PageShell'

const nav = (
  <BottomNav
    activeKey="home"
    items={[
      { key: 'home', label: '首页', href: '/', icon: 'home' },
      { key: 'databases', label: '资料库', href: '/databases', icon: 'database' },
      { key: 'gameCenter', label: '游戏中心', href: '/game-center', icon: 'gameCenter' },
      { key: 'gallery', label: '图库', href: '/gallery', icon: 'gallery' },
      { key: 'profile', label: '我的', href: '/profile', icon: 'profile' },
    ]}
  />
)

const content = Array.from({ length: 8 }, (_, i) => (
  <p key={i} style={{ margin: 16, padding: 16, background: vars.color.surface, borderRadius: 8 }}>
    第{i + 1}条资讯
  </p>
))

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  args: { children: content },
  // The shell fills the viewport and the bar is fixed: a transformed frame of phone height holds both.
  decorators: [
    (Story) => (
      <div style={{ height: 600, transform: 'translateZ(0)', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageShell>
export default meta
type Story = StoryObj<typeof meta>

/** Home: header, content, bottom bar. */
export const Home: Story = {
  args: {
    header: (
      <AppHeader companyName="六合资讯" homeHref="/" loginHref="/auth/login" registerHref="/auth/register" />
    ),
    bottomNav: nav,
  },
}
/** A sub-page without the bottom bar. */
export const SubPage: Story = { args: { header: <NavBar title="历史开奖" backHref="/" /> } }

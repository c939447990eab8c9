import type { Meta, StoryObj } from '@storybook/react-vite'
import { InstallBanner } from './InstallBanner'

/** A small inline app icon, so the story needs no network. */
const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#d6202a"/><text x="20" y="27" font-size="18" text-anchor="middle" fill="#fff">六</text></svg>',
  )

const meta = {
  title: 'Layout/InstallBanner',
  component: InstallBanner,
  args: {
    href: 'https://example.com/app.apk',
    title: '六合资讯APP',
    description: '开奖直播、资料大全，随时随地查看',
    iconSrc: icon,
  },
} satisfies Meta<typeof InstallBanner>
export default meta
type Story = StoryObj<typeof meta>

/** Icon, two lines, download and close. */
export const Default: Story = {}
/** Title only, no icon. */
export const TitleOnly: Story = { args: { description: undefined, iconSrc: undefined } }

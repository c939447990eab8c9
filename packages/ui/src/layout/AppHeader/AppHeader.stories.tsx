import type { Meta, StoryObj } from '@storybook/react-vite'
import { AppHeader } from './AppHeader'

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  args: { companyName: '六合资讯' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>
export default meta
type Story = StoryObj<typeof meta>

/** A guest: login and register. */
export const Guest: Story = {}
/** Signed in: balance and refresh. */
export const SignedIn: Story = { args: { user: { balance: 12345.6 }, onRefresh: () => undefined } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { HeaderBalance } from '../HeaderBalance'
import { AppHeader } from './AppHeader'

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  args: { companyName: '六合资讯', homeHref: '/', loginHref: '/auth/login', registerHref: '/auth/register' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>
export default meta
type Story = StoryObj<typeof meta>

/** A guest: login and register. */
export const Guest: Story = {}
/** Signed in: the account slot holds the balance and its refresh. */
export const SignedIn: Story = {
  args: { account: <HeaderBalance balance={12345.6} onRefresh={() => undefined} /> },
}
/** No addresses given: the logo is plain text and a guest sees no buttons. */
export const WithoutLinks: Story = {
  args: { homeHref: undefined, loginHref: undefined, registerHref: undefined },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { HeaderBalance } from './HeaderBalance'

const meta = {
  title: 'Layout/HeaderBalance',
  component: HeaderBalance,
  args: { balance: 12345.6, onRefresh: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderBalance>
export default meta
type Story = StoryObj<typeof meta>

/** A balance with thousands. */
export const Default: Story = {}
/** An empty wallet. */
export const Zero: Story = { args: { balance: 0 } }

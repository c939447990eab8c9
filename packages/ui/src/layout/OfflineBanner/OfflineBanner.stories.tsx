import type { Meta, StoryObj } from '@storybook/react-vite'
import { OfflineBanner } from './OfflineBanner'

const meta = {
  title: 'Layout/OfflineBanner',
  component: OfflineBanner,
  args: { updatedAt: '11-25 20:33' },
} satisfies Meta<typeof OfflineBanner>
export default meta
type Story = StoryObj<typeof meta>

/** A kept copy with the time it was fetched. */
export const Default: Story = {}

/** A kept copy whose time is unknown. */
export const WithoutTime: Story = { args: { updatedAt: undefined } }

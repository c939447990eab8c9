import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RefreshButton } from './RefreshButton'

const meta = {
  title: 'Primitives/RefreshButton',
  component: RefreshButton,
  args: { onRefresh: fn(), spinMs: 500 },
} satisfies Meta<typeof RefreshButton>
export default meta
type Story = StoryObj<typeof meta>

/** Press to see the 500 ms spin. */
export const Default: Story = {}
/** A longer spin (the 1000 ms variant some screens use). */
export const LongSpin: Story = { args: { spinMs: 1000, 'aria-label': '刷新' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LikeButton } from './LikeButton'

const meta = {
  title: 'Gallery/LikeButton',
  component: LikeButton,
  args: { liked: false, count: 12, subject: '第2026139期', onToggle: fn() },
} satisfies Meta<typeof LikeButton>
export default meta
type Story = StoryObj<typeof meta>

/** Not liked. */
export const Default: Story = {}

/** Liked. */
export const Liked: Story = { args: { liked: true, count: 13 } }

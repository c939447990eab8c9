import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PullToRefresh } from './PullToRefresh'

const meta = {
  title: 'Primitives/PullToRefresh',
  component: PullToRefresh,
  args: {
    onRefresh: fn(),
    children: (
      <ul style={{ margin: 0, padding: 16, listStyle: 'none', display: 'grid', gap: 12 }}>
        {['第2026326期', '第2026325期', '第2026324期'].map((turn) => (
          <li key={turn}>{turn} 开奖结果</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PullToRefresh>
export default meta
type Story = StoryObj<typeof meta>

/** Drag the list down with a mouse or finger. */
export const Default: Story = {}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from '../Icon/Icon'
import { Badge } from './Badge'

const counts = [0, 3, 42, 100] as const

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3, children: <Icon name="bell" /> },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

/** One badge, every control live. */
export const Default: Story = {}

/** Hidden at 0, a few, many, capped at 99+. */
export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, padding: 12 }}>
      {counts.map((count) => (
        <Badge key={count} count={count}>
          <Icon name="bell" />
        </Badge>
      ))}
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton, skeletonShapes } from './Skeleton'

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

/** One skeleton, every control live. */
export const Default: Story = {}

/** Every shape, composed like a loading card. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} lines={shape === 'text' ? 3 : 1} />
      ))}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width="48px" />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" lines={2} />
        </div>
      </div>
    </div>
  ),
}

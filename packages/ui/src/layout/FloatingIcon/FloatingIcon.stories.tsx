import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from '../../primitives/Icon'
import { FloatingIcon } from './FloatingIcon'

const meta = {
  title: 'Layout/FloatingIcon',
  component: FloatingIcon,
  args: { 'aria-label': '在线客服', children: <Icon name="support" size="lg" /> },
  // The icon is fixed: a transformed frame of phone height becomes its containing block.
  decorators: [
    (Story) => (
      <div style={{ height: 320, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingIcon>
export default meta
type Story = StoryObj<typeof meta>

/** Resting on the right edge; drag it around in the canvas. */
export const Default: Story = {}
/** The larger 70 px build. */
export const Large: Story = { args: { size: 70 } }

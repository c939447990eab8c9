import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner, spinnerSizes } from './Spinner'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md', label: '加载中' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

/** One spinner, every control live. */
export const Default: Story = {}

/** Every size. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
}

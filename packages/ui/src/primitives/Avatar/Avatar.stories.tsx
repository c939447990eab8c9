import type { Meta, StoryObj } from '@storybook/react-vite'
import { Avatar, avatarDrawings, avatarSizes } from './Avatar'

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { id: 1, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

/** One avatar, every control live. */
export const Default: Story = {}

/** All sixteen and the default. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 48px)', gap: 12 }}>
      {avatarDrawings.map((_, index) => (
        <Avatar key={index + 1} id={index + 1} />
      ))}
      <Avatar id={null} />
    </div>
  ),
}

/** Every size. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} id={7} size={size} />
      ))}
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon, iconNames, iconSizes } from './Icon'

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'home', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>
export default meta
type Story = StoryObj<typeof meta>

/** One icon, every control live. */
export const Default: Story = {}

/** The whole set with names. */
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}>
      {iconNames.map((name) => (
        <div key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 11 }}>
          <Icon name={name} size={args.size} />
          <span>{name}</span>
        </div>
      ))}
    </div>
  ),
}

/** Every size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} name={args.name} size={size} />
      ))}
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Select } from './Select'

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: '游戏',
    value: '110',
    onChange: fn(),
    options: [
      { value: '110', label: '澳门六合彩' },
      { value: '70', label: '香港六合彩' },
      { value: '90', label: '快乐六合彩', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

/** A chosen game. */
export const Default: Story = {}
/** Disabled. */
export const Disabled: Story = { args: { disabled: true } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { ChipPicker } from './ChipPicker'

const meta = {
  title: 'Betting/ChipPicker',
  component: ChipPicker,
  args: { amount: undefined, onAmountChange: fn() },
} satisfies Meta<typeof ChipPicker>
export default meta
type Story = StoryObj<typeof meta>

/** The six default chips, 10 to 50000. */
export const Default: Story = {}

/** Chips add up: each tap adds its value to the amount shown below. */
export const AddsUp: Story = {
  render: function AddsUp(args) {
    const [amount, setAmount] = useState<number | undefined>(100)
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ChipPicker {...args} amount={amount} onAmountChange={setAmount} />
        <output>{amount} 元</output>
      </div>
    )
  },
}

/** Chip values set by the caller. */
export const CustomValues: Story = { args: { values: [1, 5, 20, 50, 200] } }

/** Disabled, e.g. while betting is closed. */
export const Disabled: Story = { args: { disabled: true } }

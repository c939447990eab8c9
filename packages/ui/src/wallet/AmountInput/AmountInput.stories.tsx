import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { AmountInput, type AmountInputProps } from './AmountInput'

/** Holds the typed amount, as a page does. */
function Stateful(args: AmountInputProps) {
  const [value, setValue] = useState(args.value)
  return (
    <AmountInput
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        args.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Wallet/AmountInput',
  component: AmountInput,
  args: {
    label: '充值金额',
    name: 'amount',
    value: '',
    onValueChange: fn(),
    quickAmounts: [100, 500, 1000, 5000, 10000],
    min: 100,
    max: 500000,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AmountInput>
export default meta
type Story = StoryObj<typeof meta>

/** Empty, with the limits hint and quick amounts (a bank transfer: 元 and fen). */
export const Default: Story = {}

/** A quick amount picked: it fills the field and shows as pressed. */
export const Picked: Story = { args: { value: '500' } }

/** Whole 元 only (a channel with configType 10). */
export const WholeYuan: Story = {
  args: { decimals: 0, value: '300', min: 10, max: 50000, quickAmounts: [50, 100, 300] },
}

/** Fixed amounts only (configType 2): a choice, no text field. */
export const Fixed: Story = {
  args: { fixed: true, value: '200', quickAmounts: [50, 100, 200, 500, 1000, 2000, 5000] },
}

/** The platform refused the amount: its message under the field. */
export const Refused: Story = {
  args: { value: '5', min: 10, max: 50000, error: '单笔充值金额须在10至50000元之间' },
}

/** Without quick amounts (a withdrawal typed by hand). */
export const NoQuickAmounts: Story = { args: { label: '提现金额', quickAmounts: [], value: '1288.50' } }

/** Disabled while the form is sent. */
export const Disabled: Story = { args: { disabled: true, value: '100' } }

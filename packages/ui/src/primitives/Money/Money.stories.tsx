import type { Meta, StoryObj } from '@storybook/react-vite'
import { Money, moneyVariants } from './Money'

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { value: 12345.678, variant: 'wallet' },
  argTypes: { variant: { control: 'inline-radio', options: moneyVariants } },
} satisfies Meta<typeof Money>
export default meta
type Story = StoryObj<typeof meta>

/** One amount, every control live. */
export const Default: Story = {}

/** Every format side by side. */
export const Formats: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8 }}>
      <dt>余额</dt>
      <dd style={{ margin: 0 }}>
        <Money value={12345.678} variant="wallet" />
      </dd>
      <dt>金额</dt>
      <dd style={{ margin: 0 }}>
        <Money value={1234.5} variant="currency" />
      </dd>
      <dt>无符号</dt>
      <dd style={{ margin: 0 }}>
        <Money value={1234.5} variant="currency" withSymbol={false} />
      </dd>
      <dt>输赢</dt>
      <dd style={{ margin: 0 }}>
        <Money value={-88} variant="currency" />
      </dd>
    </dl>
  ),
}

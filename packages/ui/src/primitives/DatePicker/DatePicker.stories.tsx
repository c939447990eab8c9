import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DatePicker } from './DatePicker'

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: '开始日期', value: '2026-11-16', maxValue: '2026-11-22', onChange: fn() },
} satisfies Meta<typeof DatePicker>
export default meta
type Story = StoryObj<typeof meta>

/** A chosen date; today is fixed at 2026-11-22 so later dates are disabled. */
export const WithValue: Story = {}
/** Nothing chosen yet. */
export const Empty: Story = { args: { value: null, label: '出生日期' } }

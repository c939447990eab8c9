import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DateRangePicker } from './DateRangePicker'

// Today is fixed at 2026-11-22 so the stories look the same every day.
const meta = {
  title: 'Account/DateRangePicker',
  component: DateRangePicker,
  args: {
    defaultValue: { startDate: '2026-11-16', endDate: '2026-11-22' },
    maxDate: '2026-11-22',
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>
export default meta
type Story = StoryObj<typeof meta>

/** The default range, the last 7 days. */
export const LastSevenDays: Story = {}

/** One day, with its visible legend. */
export const SingleDay: Story = {
  args: {
    defaultValue: { startDate: '2026-11-22', endDate: '2026-11-22' },
    legend: '查询日期',
    showLegend: true,
  },
}

/** Bounded below: nothing before 2026-11-01 may be picked. */
export const WithMinimum: Story = {
  args: { defaultValue: { startDate: '2026-11-01', endDate: '2026-11-10' }, minDate: '2026-11-01' },
}

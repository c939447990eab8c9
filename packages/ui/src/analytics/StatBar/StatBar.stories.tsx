import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatBar, statBarTones } from './StatBar'

const meta = {
  title: 'Analytics/StatBar',
  component: StatBar,
  args: { value: 12, max: 20, tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: statBarTones } },
} satisfies Meta<typeof StatBar>
export default meta
type Story = StoryObj<typeof meta>

/** A neutral figure at 60 % of its set's largest. */
export const Neutral: Story = {}

/** A count (hot). */
export const Hot: Story = { args: { tone: 'hot', value: 20 } }

/** An omission (cold). */
export const Cold: Story = { args: { tone: 'cold', value: 3 } }

/** Standing alone with a label: a meter named 大 出现次数. */
export const Labelled: Story = { args: { tone: 'hot', value: 52, max: 100, label: '大 出现次数' } }

/** Nothing to compare with: an empty bar and 0. */
export const Zero: Story = { args: { value: 0, max: 0 } }

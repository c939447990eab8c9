import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InitialFilter } from './InitialFilter'

const meta = {
  title: 'Gallery/InitialFilter',
  component: InitialFilter,
  args: { value: 'all', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
} satisfies Meta<typeof InitialFilter>
export default meta
type Story = StoryObj<typeof meta>

/** 全部 selected. */
export const All: Story = {}

/** A letter selected, only letters that have groups offered. */
export const Letter: Story = { args: { value: 'B', letters: ['A', 'B', 'C', 'D', 'F'] } }

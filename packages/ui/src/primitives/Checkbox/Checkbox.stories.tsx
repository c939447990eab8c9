import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Checkbox } from './Checkbox'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: '记住密码', onChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

/** Unchecked. */
export const Unchecked: Story = {}
/** Checked. */
export const Checked: Story = { args: { defaultSelected: true } }
/** Partly selected group. */
export const Indeterminate: Story = { args: { isIndeterminate: true, children: '全选' } }
/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, children: '不可撤销' } }

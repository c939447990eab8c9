import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Switch } from './Switch'

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: '彩色', onChange: fn() },
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

/** Off. */
export const Off: Story = {}
/** On. */
export const On: Story = { args: { defaultSelected: true } }
/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true, children: '简洁模式' } }

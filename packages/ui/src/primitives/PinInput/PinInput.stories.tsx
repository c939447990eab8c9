import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PinInput } from './PinInput'

const meta = {
  title: 'Primitives/PinInput',
  component: PinInput,
  args: { onComplete: fn(), onChange: fn(), label: '请输入密码' },
} satisfies Meta<typeof PinInput>
export default meta
type Story = StoryObj<typeof meta>

/** Four empty boxes. */
export const Empty: Story = {}

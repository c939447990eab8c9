import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SearchBox } from './SearchBox'

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
  args: { onSubmit: fn(), placeholder: '请输入游戏名称' },
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

/** Empty, with its placeholder. */
export const Empty: Story = {}
/** With text and the clear button. */
export const Filled: Story = { args: { defaultValue: '六合彩' } }

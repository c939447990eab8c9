import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Chips } from './Chips'

const categories = ['特码', '正码', '生肖', '波色', '尾数', '平特', '连肖', '不中'].map((label) => ({
  value: label,
  label,
}))
const all = { value: 'all', label: '全部' }

const meta = {
  title: 'Primitives/Chips',
  component: Chips,
  args: { items: [all, ...categories], defaultValue: 'all', onChange: fn(), 'aria-label': '玩法分类' },
} satisfies Meta<typeof Chips>
export default meta
type Story = StoryObj<typeof meta>

/** Nine chips: collapsed behind 更多. */
export const Collapsible: Story = {}
/** Few chips: no toggle. */
export const Few: Story = { args: { items: [all, ...categories.slice(0, 4)] } }
/** A chosen category. */
export const Selected: Story = { args: { defaultValue: '生肖' } }

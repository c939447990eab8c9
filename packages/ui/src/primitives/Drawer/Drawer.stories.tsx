import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Drawer } from './Drawer'

const providers = ['所有平台', 'AG真人', 'BBIN', 'PG电子', 'JDB', '开元棋牌']

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    open: true,
    onOpenChange: fn(),
    title: '所有供應商',
    onReset: fn(),
    onDone: fn(),
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 }}>
        {providers.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof Drawer>
export default meta
type Story = StoryObj<typeof meta>

/** Provider filter with 重置 and 完成. */
export const WithActions: Story = {}

/** Close button only. */
export const CloseOnly: Story = {
  args: {
    title: '添加到主屏幕',
    onReset: undefined,
    onDone: undefined,
    children: <p>点击分享按钮，选择“添加到主屏幕”。</p>,
  },
}

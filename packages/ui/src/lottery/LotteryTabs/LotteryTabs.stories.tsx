import type { Meta, StoryObj } from '@storybook/react-vite'
import { LotteryTabs } from './LotteryTabs'

const tabs = [
  { id: 110, name: '新澳门六合彩' },
  { id: 10, name: '香港六合彩' },
  { id: 34, name: '澳门六合彩' },
  { id: 42, name: '极速六合彩' },
  { id: 51, name: '极速赛车' },
  { id: 70, name: '极速快三' },
  { id: 90, name: '极速时时彩' },
]

const meta = {
  title: 'Lottery/LotteryTabs',
  component: LotteryTabs,
  args: { tabs, defaultValue: 110 },
  render: (args) => (
    <LotteryTabs {...args}>
      <p style={{ margin: 0 }}>开奖信息</p>
    </LotteryTabs>
  ),
} satisfies Meta<typeof LotteryTabs>
export default meta
type Story = StoryObj<typeof meta>

/** The live tab active. */
export const LiveActive: Story = {}

/** Another game active; the live tab keeps its badge and draw time. */
export const OtherActive: Story = { args: { defaultValue: 10 } }

/** A different draw-time label. */
export const CustomDrawTime: Story = { args: { liveDrawTime: '21:30', defaultValue: 34 } }

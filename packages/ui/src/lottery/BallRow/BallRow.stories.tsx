import { fromChinaTime } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ballSizes } from '../LotteryBall'
import { BallRow } from './BallRow'

const meta = {
  title: 'Lottery/BallRow',
  component: BallRow,
  args: {
    numbers: [38, 22, 6, 24, 20, 46, 49],
    drawTime: fromChinaTime(2026, 5, 18, 21, 32, 32),
    label: '第2026138期开奖结果',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ballSizes } },
} satisfies Meta<typeof BallRow>
export default meta
type Story = StoryObj<typeof meta>

/** Macau 2026138 as drawn. */
export const SixMark: Story = {}

/** Every size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {ballSizes.map((size) => (
        <BallRow key={size} {...args} size={size} />
      ))}
    </div>
  ),
}

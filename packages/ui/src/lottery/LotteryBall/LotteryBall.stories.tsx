import type { Meta, StoryObj } from '@storybook/react-vite'
import { ballSizes, LotteryBall } from './LotteryBall'

const meta = {
  title: 'Lottery/LotteryBall',
  component: LotteryBall,
  args: { number: 7, zodiac: '猪', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ballSizes } },
} satisfies Meta<typeof LotteryBall>
export default meta
type Story = StoryObj<typeof meta>

/** One ball, every control live. */
export const Default: Story = {}

/** Every size, one ball of each colour. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ballSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8 }}>
          <LotteryBall number={1} zodiac="蛇" size={size} />
          <LotteryBall number={3} zodiac="兔" size={size} />
          <LotteryBall number={5} zodiac="牛" size={size} />
          <LotteryBall number={1} size={size} filled />
          <LotteryBall number={3} size={size} filled />
          <LotteryBall number={5} size={size} filled />
        </div>
      ))}
    </div>
  ),
}

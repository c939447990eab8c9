import { fromChinaTime, type LotteryKind, lotteryKinds } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ballSizes } from '../LotteryBall'
import { BallRow } from './BallRow'

/** A real-looking result of every kind. */
const sampleNumbers: Readonly<Record<LotteryKind, readonly number[]>> = {
  sixMark: [38, 22, 6, 24, 20, 46, 49],
  racing: [3, 7, 10, 1, 5, 9, 2, 8, 4, 6],
  quickThree: [2, 5, 6],
  timeBased: [4, 0, 9, 1, 7],
}

const meta = {
  title: 'Lottery/BallRow',
  component: BallRow,
  args: {
    numbers: sampleNumbers.sixMark,
    drawTime: fromChinaTime(2026, 5, 18, 21, 32, 32),
    label: '第2026138期开奖结果',
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ballSizes },
    kind: { control: 'inline-radio', options: lotteryKinds },
  },
} satisfies Meta<typeof BallRow>
export default meta
type Story = StoryObj<typeof meta>

/** Macau 2026138 as drawn. */
export const SixMark: Story = {}

/** Racing: ten positions, one coloured square per number. */
export const Racing: Story = { args: { kind: 'racing', numbers: sampleNumbers.racing } }

/** Quick three: three dice and their sum. */
export const QuickThree: Story = { args: { kind: 'quickThree', numbers: sampleNumbers.quickThree } }

/** Time-based: five digits. */
export const TimeBased: Story = { args: { kind: 'timeBased', numbers: sampleNumbers.timeBased } }

/** Every die face. */
export const DiceFaces: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <BallRow kind="quickThree" numbers={[1, 2, 3]} label="1 2 3" />
      <BallRow kind="quickThree" numbers={[4, 5, 6]} label="4 5 6" />
    </div>
  ),
}

/** Every kind in every size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {ballSizes.flatMap((size) =>
        lotteryKinds.map((kind) => (
          <BallRow
            key={`${size}-${kind}`}
            {...args}
            kind={kind}
            numbers={sampleNumbers[kind]}
            size={size}
            label={`${kind} ${size}`}
          />
        )),
      )}
    </div>
  ),
}

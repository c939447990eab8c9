import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn, userEvent, within } from 'storybook/test'
import { BetSlipBar } from './BetSlipBar'

const meta = {
  title: 'Betting/BetSlipBar',
  component: BetSlipBar,
  args: { count: 3, amount: 100, onAmountChange: fn(), onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof BetSlipBar>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing picked yet, no amount: the placeholder 请输入金额 shows. */
export const Empty: Story = { args: { count: 0, amount: undefined } }

/** Three 注 picked at 100 元 each. */
export const Selected: Story = {}

/** With an amount: what the bet will take (共) and what it pays back when it wins (可赢). */
export const WithTotals: Story = { args: { totalFen: 30_000, win: { fen: 490_000, highest: false } } }

/** Picks or outcomes that pay differently (two prices, 翻倍's hands): 最高可赢. */
export const HighestWin: Story = {
  args: { count: 1, totalFen: 50_000, win: { fen: 100_000, highest: true }, onRandom: fn() },
}

/** With the optional 机选 button. */
export const WithRandom: Story = { args: { onRandom: fn() } }

/** Live: chips add to the amount, 重置 clears it, 下注 with no amount shows the message. */
export const Interactive: Story = {
  args: { amount: undefined, onRandom: fn() },
  render: function Interactive(args) {
    const [amount, setAmount] = useState<number | undefined>(args.amount)
    return (
      <BetSlipBar
        {...args}
        amount={amount}
        onAmountChange={setAmount}
        onReset={() => {
          setAmount(undefined)
          args.onReset()
        }}
      />
    )
  },
}

/** 下注 pressed with no amount: 请输入投注金额 shows under the field, which takes focus. */
export const EmptyAmountMessage: Story = {
  args: { amount: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下注' }))
  },
}

/** A message from the caller's own check, e.g. 请选择号码 with nothing picked. */
export const CallerMessage: Story = { args: { count: 0, message: '请选择号码' } }

/** The bet is being placed: 下注 spins and the other controls wait. */
export const Submitting: Story = { args: { submitting: true, onRandom: fn() } }

/** Betting closed: the whole bar is disabled. */
export const Disabled: Story = { args: { disabled: true, amount: undefined, onRandom: fn() } }

/** Large figures: 1288 注 and a nine-digit amount. */
export const LargeFigures: Story = {
  args: {
    count: 1288,
    amount: 123456789,
    onRandom: fn(),
    totalFen: 1288 * 12_345_678_900,
    win: { fen: 1_325_061_728_370_000, highest: true },
  },
}

import type { BetDisplayState } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { BetOrderRow, type BetOrderRowProps, betOrderRowVariants } from './BetOrderRow'

const base: BetOrderRowProps = {
  orderNo: 'B2026112200001',
  gameName: '澳门六合彩',
  turnNum: '2026326',
  betInfo: '特码A 07',
  amountFen: 10_000,
  oddsMilli: 49_000,
  statusText: '未结算',
  displayState: 'unsettled',
  model: '信',
  time: '2026-11-22 21:30:15',
}

/** One bet in each status the list shows, as the caller words it. */
const statuses: { statusText: string; displayState: BetDisplayState; rewardFen?: number }[] = [
  { statusText: '未结算', displayState: 'unsettled' },
  { statusText: '已中奖', displayState: 'paidOut', rewardFen: 490_000 },
  { statusText: '未中奖', displayState: 'notWon', rewardFen: 0 },
  { statusText: '和局', displayState: 'draw', rewardFen: 10_000 },
  { statusText: '已撤单', displayState: 'cancelled' },
]

const longTexts: Partial<BetOrderRowProps> = {
  gameName: '极速六合彩（每五分钟开奖）',
  turnNum: '20261122088',
  betInfo: '连码 三中二 复式 01,02,03,04,05,06,07,08,09,10 共120注',
  amountFen: 123_456_700,
  oddsMilli: [20_000, 100_000],
  model: '官',
}

const meta = {
  title: 'Betting/BetOrderRow',
  component: BetOrderRow,
  args: base,
  argTypes: { variant: { control: 'inline-radio', options: betOrderRowVariants } },
} satisfies Meta<typeof BetOrderRow>
export default meta
type Story = StoryObj<typeof meta>

/** One unsettled bet, full layout, every control live. */
export const Default: Story = {}

/** Every status in the full layout: 未结算, 已中奖, 未中奖, 和局, 已撤单. */
export const StatusesFull: Story = {
  render: (args) => (
    <div>
      {statuses.map((status, i) => (
        <BetOrderRow
          key={status.statusText}
          {...args}
          {...status}
          orderNo={`B20261122000${i}`}
          variant="full"
        />
      ))}
    </div>
  ),
}

/** Every status in the compact layout. */
export const StatusesCompact: Story = {
  render: (args) => (
    <div>
      {statuses.map((status, i) => (
        <BetOrderRow
          key={status.statusText}
          {...args}
          {...status}
          orderNo={`B20261122000${i}`}
          variant="compact"
        />
      ))}
    </div>
  ),
}

/** Cancel mode in both layouts: cancellable bets get a checkbox (the first one ticked), settled ones none. */
export const CancelMode: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {betOrderRowVariants.map((variant) => (
        <div key={variant}>
          <BetOrderRow
            {...args}
            variant={variant}
            orderNo={`${variant}-1`}
            cancellable
            selected
            onSelectedChange={fn()}
          />
          <BetOrderRow
            {...args}
            variant={variant}
            orderNo={`${variant}-2`}
            cancellable
            onSelectedChange={fn()}
          />
          <BetOrderRow {...args} {...statuses[1]} variant={variant} orderNo={`${variant}-3`} />
        </div>
      ))}
    </div>
  ),
}

/** Long Chinese names and picks wrap; large figures and two prices, in both layouts. */
export const LongTexts: Story = {
  render: (args) => (
    <div>
      {betOrderRowVariants.map((variant) => (
        <BetOrderRow
          key={variant}
          {...args}
          {...longTexts}
          {...statuses[1]}
          rewardFen={2_469_134_000}
          variant={variant}
          cancellable={variant === 'full'}
        />
      ))}
    </div>
  ),
}

import type { BetDisplayState } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { type BetOrderDraw, BetOrderRow, type BetOrderRowProps, betOrderRowVariants } from './BetOrderRow'

const base: BetOrderRowProps = {
  orderNo: 'B2026112200001',
  gameName: '澳门六合彩',
  turnNum: '2026326',
  betInfo: '特码A 07',
  amountFen: 10_000,
  oddsMilli: 49_000,
  statusText: '未结算',
  displayState: 'unsettled',
  time: '2026-11-22 21:30:15',
}

/** The draw of 2026326, 21:32 China time on 2026-11-22. */
const drawTime = Date.UTC(2026, 10, 22, 13, 32)
const won: BetOrderDraw = { numbers: [12, 25, 33, 41, 3, 18, 7], drawTime }
const lost: BetOrderDraw = { numbers: [12, 25, 33, 41, 3, 18, 44], drawTime }
const tied: BetOrderDraw = { numbers: [12, 25, 33, 41, 3, 18, 49], drawTime }

/** One bet in each status the list shows, as the caller words it, with the draw once drawn. */
const statuses: {
  statusText: string
  displayState: BetDisplayState
  rewardFen?: number
  draw?: BetOrderDraw
}[] = [
  { statusText: '未结算', displayState: 'unsettled' },
  { statusText: '已中奖', displayState: 'paidOut', rewardFen: 490_000, draw: won },
  { statusText: '未中奖', displayState: 'notWon', rewardFen: 0, draw: lost },
  { statusText: '和局', displayState: 'draw', rewardFen: 10_000, draw: tied },
  { statusText: '已撤单', displayState: 'cancelled' },
]

/** A copy button as the app puts beside the order number. */
const copy = (
  <button type="button" onClick={fn()}>
    复制
  </button>
)

const longTexts: Partial<BetOrderRowProps> = {
  gameName: '极速六合彩（每五分钟开奖）',
  turnNum: '20261122088',
  betInfo: '连码 三中二 复式 01,02,03,04,05,06,07,08,09,10 共120注',
  amountFen: 123_456_700,
  oddsMilli: [20_000, 100_000],
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

/** A settled bet with its draw and a copy button beside the order number, in both layouts. */
export const SettledWithCopy: Story = {
  render: (args) => (
    <div>
      {betOrderRowVariants.map((variant) => (
        <BetOrderRow key={variant} {...args} {...statuses[1]} orderNoAction={copy} variant={variant} />
      ))}
    </div>
  ),
}

/** The draw in the look of each lottery kind: racing positions, quick-three dice, time-based digits. */
export const DrawKinds: Story = {
  render: (args) => (
    <div>
      <BetOrderRow
        {...args}
        {...statuses[1]}
        gameName="北京赛车"
        betInfo="冠军 03"
        oddsMilli={9_800}
        draw={{ kind: 'racing', numbers: [3, 7, 1, 10, 5, 2, 9, 8, 4, 6] }}
      />
      <BetOrderRow
        {...args}
        {...statuses[2]}
        gameName="江苏快三"
        betInfo="和值 大"
        oddsMilli={1_965}
        draw={{ kind: 'quickThree', numbers: [2, 3, 4] }}
      />
      <BetOrderRow
        {...args}
        {...statuses[2]}
        gameName="重庆时时彩"
        betInfo="第一球 单"
        oddsMilli={1_965}
        draw={{ kind: 'timeBased', numbers: [4, 0, 8, 2, 6] }}
      />
    </div>
  ),
}

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
          draw={won}
          orderNoAction={copy}
          variant={variant}
          cancellable={variant === 'full'}
        />
      ))}
    </div>
  ),
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { LedgerRow, type LedgerRowProps } from './LedgerRow'

const base: LedgerRowProps = {
  typeLabel: '派奖',
  amountFen: 490_000,
  balanceFen: 1_250_050,
  time: '2026-11-22 21:35:02',
  reference: 'B2026112200001',
}

/** One row of each direction and wallet, as the bills list shows them. */
const rows: LedgerRowProps[] = [
  base,
  {
    typeLabel: '投注',
    amountFen: -10_000,
    balanceFen: 760_050,
    time: '2026-11-22 21:20:11',
    reference: 'B2026112200001',
  },
  { typeLabel: '洗码返水', amountFen: 1_288, balanceFen: 770_050, time: '2026-11-22 12:00:00' },
  {
    typeLabel: '额度转换',
    amountFen: -50_000,
    balanceFen: 50_000,
    time: '2026-11-21 09:15:40',
    wallet: 'live',
  },
  { typeLabel: '期初余额', amountFen: 0, balanceFen: 0, time: '2026-11-01 00:00:00' },
  {
    typeLabel: '提现',
    amountFen: -20_000,
    balanceFen: 30_000,
    time: '2026-10-31 10:00:00',
    reference: 'W2026103100001',
    note: '提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00',
  },
]

const meta = {
  title: 'Account/LedgerRow',
  component: LedgerRow,
  args: base,
} satisfies Meta<typeof LedgerRow>
export default meta
type Story = StoryObj<typeof meta>

/** A credit (派奖) with its bet number, every control live. */
export const Credit: Story = {}

/** A debit (投注). */
export const Debit: Story = { args: { typeLabel: '投注', amountFen: -10_000 } }

/** A list: credit, debit, rebate without reference, game-wallet transfer, zero opening row, a noted withdrawal. */
export const List: Story = {
  render: () => (
    <div>
      {rows.map((row) => (
        <LedgerRow key={`${row.typeLabel}${row.time}`} {...row} />
      ))}
    </div>
  ),
}

/** A withdrawal with the app's note: what it deducted and what reached the card. */
export const WithNote: Story = {
  args: {
    typeLabel: '提现',
    amountFen: -20_000,
    balanceFen: 30_000,
    reference: 'W2026103100001',
    note: '提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00',
  },
}

/** Large figures and a long reference wrap without pushing the amount out. */
export const LongTexts: Story = {
  args: {
    typeLabel: '活动奖励',
    amountFen: 12_345_678_900,
    balanceFen: 98_765_432_100,
    reference: 'REWARD-2026112200000000000000001-VIP-PROMOTION',
  },
}

import { rechargeTimeline, withdrawTimeline } from '@liuhe/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderTimeline } from './OrderTimeline'

const order = {
  createdAt: '2026-11-22 10:00:00',
  expiresAt: '2026-11-22 10:30:00',
  paidAt: null,
  creditedAt: null,
}
const withdrawal = { createdAt: '2026-11-22 10:00:00', decidedAt: null, reason: '' }

const meta = {
  title: 'Account/OrderTimeline',
  component: OrderTimeline,
  args: { steps: rechargeTimeline({ ...order, status: 'pending' }), label: '充值进度' },
} satisfies Meta<typeof OrderTimeline>
export default meta
type Story = StoryObj<typeof meta>

/** A recharge waiting for payment. */
export const RechargePending: Story = {}

/** A bank transfer paid and waiting for the operator. */
export const RechargePaid: Story = {
  args: { steps: rechargeTimeline({ ...order, status: 'paid', paidAt: '2026-11-22 10:05:12' }) },
}

/** A recharge credited. */
export const RechargeCredited: Story = {
  args: {
    steps: rechargeTimeline({
      ...order,
      status: 'credited',
      paidAt: '2026-11-22 10:05:12',
      creditedAt: '2026-11-22 10:12:40',
    }),
  },
}

/** A recharge that expired unpaid. */
export const RechargeExpired: Story = { args: { steps: rechargeTimeline({ ...order, status: 'expired' }) } }

/** A withdrawal in review. */
export const WithdrawPending: Story = {
  args: { steps: withdrawTimeline({ ...withdrawal, status: 'pending' }), label: '提现进度' },
}

/** A withdrawal paid out. */
export const WithdrawApproved: Story = {
  args: {
    steps: withdrawTimeline({ ...withdrawal, status: 'approved', decidedAt: '2026-11-22 11:00:00' }),
    label: '提现进度',
  },
}

/** A withdrawal rejected, with the reason under the step. */
export const WithdrawRejected: Story = {
  args: {
    steps: withdrawTimeline({
      ...withdrawal,
      status: 'rejected',
      decidedAt: '2026-11-22 11:00:00',
      reason: '收款银行卡信息有误，请核对开户姓名后重新提交',
    }),
    label: '提现进度',
  },
}

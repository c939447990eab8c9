import { describe, expect, it } from 'vitest'
import { rechargeTimeline, withdrawTimeline } from './timeline'

const order = {
  createdAt: '2026-11-20 10:00:00',
  expiresAt: '2026-11-20 10:30:00',
  paidAt: null,
  creditedAt: null,
}

const states = (steps: { label: string; state: string }[]) => steps.map((s) => `${s.label}:${s.state}`)

describe('rechargeTimeline', () => {
  it('waits at payment while pending', () => {
    expect(states(rechargeTimeline({ ...order, status: 'pending' }))).toEqual([
      '提交订单:done',
      '等待支付:current',
      '已到账:upcoming',
    ])
  })

  it('waits for the confirmation of a paid transfer, with the payment time', () => {
    const steps = rechargeTimeline({ ...order, status: 'paid', paidAt: '2026-11-20 10:05:00' })
    expect(states(steps)).toEqual(['提交订单:done', '已付款:done', '等待确认:current', '已到账:upcoming'])
    expect(steps[1]?.time).toBe('2026-11-20 10:05:00')
  })

  it('ends credited; an online payment without a payment time shows the credit time', () => {
    const steps = rechargeTimeline({ ...order, status: 'credited', creditedAt: '2026-11-20 10:06:00' })
    expect(states(steps)).toEqual(['提交订单:done', '已付款:done', '已到账:done'])
    expect(steps[1]?.time).toBe('2026-11-20 10:06:00')
  })

  it('ends in a failed step when cancelled or expired', () => {
    expect(states(rechargeTimeline({ ...order, status: 'cancelled' }))).toEqual([
      '提交订单:done',
      '已取消:failed',
    ])
    const expired = rechargeTimeline({ ...order, status: 'expired' })
    expect(states(expired)).toEqual(['提交订单:done', '已过期:failed'])
    expect(expired[1]?.time).toBe(order.expiresAt)
  })
})

describe('withdrawTimeline', () => {
  const withdrawal = { createdAt: '2026-11-20 10:00:00', decidedAt: null, reason: '' }

  it('waits in review while pending', () => {
    expect(states(withdrawTimeline({ ...withdrawal, status: 'pending' }))).toEqual([
      '提交申请:done',
      '审核中:current',
      '已出款:upcoming',
    ])
  })

  it('ends paid out or rejected with the reason', () => {
    const at = '2026-11-20 11:00:00'
    expect(states(withdrawTimeline({ ...withdrawal, status: 'approved', decidedAt: at }))).toEqual([
      '提交申请:done',
      '审核完成:done',
      '已出款:done',
    ])
    const rejected = withdrawTimeline({
      ...withdrawal,
      status: 'rejected',
      decidedAt: at,
      reason: '银行卡信息有误',
    })
    expect(rejected.at(-1)).toEqual({ label: '已拒绝', state: 'failed', time: at, note: '银行卡信息有误' })
  })
})

import { rechargeTimeline, withdrawTimeline } from '@liuhe/domain'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { OrderTimeline } from './OrderTimeline'

const order = {
  createdAt: '2026-11-22 10:00:00',
  expiresAt: '2026-11-22 10:30:00',
  paidAt: '2026-11-22 10:05:12',
  creditedAt: null,
}

describe('OrderTimeline', () => {
  it('lists the steps in order under its name, with their times', () => {
    render(<OrderTimeline steps={rechargeTimeline({ ...order, status: 'paid' })} label="充值进度" />)
    const list = screen.getByRole('list', { name: '充值进度' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ])
    expect(items[0]).toHaveTextContent('提交订单（已完成）2026-11-22 10:00:00')
    expect(items[1]).toHaveTextContent('2026-11-22 10:05:12')
  })

  it('marks the step the order waits at as the current one', () => {
    render(<OrderTimeline steps={rechargeTimeline({ ...order, paidAt: null, status: 'pending' })} />)
    const current = screen.getByText('等待支付').closest('li')
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1)
  })

  it('shows a failed end with its reason', () => {
    render(
      <OrderTimeline
        steps={withdrawTimeline({
          status: 'rejected',
          createdAt: '2026-11-22 10:00:00',
          decidedAt: '2026-11-22 11:00:00',
          reason: '银行卡信息有误',
        })}
      />,
    )
    const last = screen.getAllByRole('listitem').at(-1)
    expect(last).toHaveAttribute('data-state', 'failed')
    expect(last).toHaveTextContent('已拒绝（未完成）2026-11-22 11:00:00银行卡信息有误')
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <OrderTimeline steps={rechargeTimeline({ ...order, status: 'paid' })} />
  ))
})

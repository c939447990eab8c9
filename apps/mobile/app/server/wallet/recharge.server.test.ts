import type { RechargeOrder } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import {
  idLessOrderTheme,
  orderNoSchema,
  orderPagePath,
  orderView,
  processingPath,
} from './recharge.server.ts'

const order: RechargeOrder = {
  orderNo: 'R2611231200001ABC',
  channelId: 'alipay',
  channelName: '支付宝',
  kind: 'eWallet',
  kindName: '电子钱包',
  amount: 100,
  status: 'pending',
  statusText: '待支付',
  createdAt: '2026-11-23 12:00:00',
  expiresAt: '2026-11-23 12:30:00',
  paidAt: null,
  creditedAt: null,
  payUrl: '/pay/R2611231200001ABC',
  bank: null,
  usdt: null,
}

describe('recharge order pages', () => {
  it('sends a waiting order to the page of its kind', () => {
    const id = order.orderNo
    expect(orderPagePath({ ...order, kind: 'bank' })).toBe(`/recharge/bank?orderNo=${id}`)
    expect(orderPagePath({ ...order, kind: 'usdt' })).toBe(`/recharge/qr-virtual/${id}`)
    expect(orderPagePath(order)).toBe(`/recharge/online/${id}`)
    expect(orderPagePath({ ...order, kind: 'directCharging' })).toBe(`/recharge/third-party/${id}`)
  })

  it('shows a paid or credited order on the status page, a cancelled or expired one as failed', () => {
    expect(orderPagePath({ ...order, status: 'paid' })).toBe(`/recharge/processing/${order.orderNo}`)
    expect(orderPagePath({ ...order, status: 'credited' })).toBe(`/recharge/processing/${order.orderNo}`)
    expect(orderPagePath({ ...order, status: 'cancelled' })).toBe(`/recharge/failed?orderNo=${order.orderNo}`)
    expect(orderPagePath({ ...order, status: 'expired' })).toBe(`/recharge/failed?orderNo=${order.orderNo}`)
  })

  it('puts the order number of the third-party and processing pages in the query in theme2 only', () => {
    const id = order.orderNo
    expect(orderPagePath({ ...order, kind: 'directCharging' }, 'theme2')).toBe(
      `/recharge/third-party?orderNo=${id}`,
    )
    expect(orderPagePath({ ...order, status: 'paid' }, 'theme2')).toBe(`/recharge/processing?orderNo=${id}`)
    expect(processingPath(id, 'theme2')).toBe(`/recharge/processing?orderNo=${id}`)
    // The other kinds' pages and the failed page are the same in every theme.
    expect(orderPagePath({ ...order, kind: 'usdt' }, 'theme2')).toBe(`/recharge/qr-virtual/${id}`)
    expect(orderPagePath({ ...order, kind: 'bank' }, 'theme2')).toBe(`/recharge/bank?orderNo=${id}`)
    expect(orderPagePath({ ...order, status: 'expired' }, 'theme2')).toBe(`/recharge/failed?orderNo=${id}`)
    for (const theme of ['theme1', 'theme3', 'theme4'] as const) {
      expect(idLessOrderTheme(theme)).toBe(false)
      expect(orderPagePath({ ...order, kind: 'directCharging' }, theme)).toBe(`/recharge/third-party/${id}`)
      expect(processingPath(id, theme)).toBe(`/recharge/processing/${id}`)
    }
    expect(idLessOrderTheme('theme2')).toBe(true)
  })

  it('links the order pages to the status page of the build (theme1 in tests)', () => {
    expect(orderView(order).processingHref).toBe(`/recharge/processing/${order.orderNo}`)
  })

  it("gives the browser the provider page at the platform's public address", () => {
    expect(orderView(order).payUrl).toMatch(/^https?:\/\/[^/]+\/pay\/R2611231200001ABC$/)
    expect(orderView({ ...order, payUrl: null }).payUrl).toBeNull()
  })

  it('accepts only order numbers the platform makes', () => {
    expect(orderNoSchema.safeParse(order.orderNo).success).toBe(true)
    for (const bad of ['r123456', '../etc', 'R1', ''])
      expect(orderNoSchema.safeParse(bad).success).toBe(false)
  })
})

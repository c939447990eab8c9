import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ledgerTypeLabel } from '../money/ledger'
import {
  amountConfigTypes,
  channelsForLevel,
  isCancellableRecharge,
  isCreditable,
  type RechargeChannel,
  rechargeAmountError,
  rechargeAmountPattern,
  rechargeChannelSchema,
  rechargeKindNames,
  rechargeKinds,
  rechargeLedgerType,
  rechargeMessages,
  rechargeStatusAt,
  rechargeStatuses,
  rechargeStatusTexts,
  usdtAmountOf,
} from './recharge'

const channel = (over: Partial<RechargeChannel>): RechargeChannel => ({
  id: 'c',
  kind: 'eWallet',
  name: '支付宝',
  configType: 10,
  minAmount: 50,
  maxAmount: 5000,
  amounts: [100, 200],
  sort: 0,
  ...over,
})

describe('recharge channels', () => {
  it('names every kind and reads every configured channel', () => {
    expect(rechargeKinds.map((k) => rechargeKindNames[k])).toEqual([
      '银行转账',
      'USDT充值',
      '电子钱包',
      '在线充值',
    ])
    for (const configType of amountConfigTypes) {
      expect(rechargeChannelSchema.safeParse(channel({ configType })).success).toBe(true)
    }
    expect(rechargeChannelSchema.safeParse({ ...channel({}), configType: 5 }).success).toBe(false)
    expect(rechargeChannelSchema.safeParse({ ...channel({}), id: 'no spaces' }).success).toBe(false)
  })

  it("lists a level's channels in order, and every channel for a level without a list", () => {
    const channels = [
      channel({ id: 'b', sort: 2 }),
      channel({ id: 'a', sort: 1 }),
      channel({ id: 'c', sort: 3 }),
    ]
    const levels = [{ vipLevel: 1, channelIds: ['c', 'b'] }]
    expect(channelsForLevel(channels, levels, 1).map((c) => c.id)).toEqual(['b', 'c'])
    expect(channelsForLevel(channels, levels, 5).map((c) => c.id)).toEqual(['a', 'b', 'c'])
    expect(channels.map((c) => c.id)).toEqual(['b', 'a', 'c'])
  })
})

describe('recharge amounts', () => {
  it('takes only a listed amount on a fixed-amount channel (configType 2)', () => {
    const fixed = channel({ configType: 2, amounts: [100, 200], minAmount: 1, maxAmount: 1 })
    expect(rechargeAmountError(fixed, 100)).toBeUndefined()
    expect(rechargeAmountError(fixed, 150)).toBe(rechargeMessages.chooseAmount)
    expect(rechargeAmountError(fixed, 0)).toBe('请输入充值金额')
  })

  it('takes whole 元 within the range on configType 10', () => {
    const whole = channel({ configType: 10 })
    expect(rechargeAmountError(whole, 50)).toBeUndefined()
    expect(rechargeAmountError(whole, 5000)).toBeUndefined()
    expect(rechargeAmountError(whole, 100.5)).toBe('充值金额必须为整数')
    expect(rechargeAmountError(whole, 49)).toBe('单笔充值金额须在50至5000元之间')
    expect(rechargeAmountError(whole, 5001)).toBe('单笔充值金额须在50至5000元之间')
  })

  it('takes two decimals within the range on configType 20', () => {
    const exact = channel({ configType: 20 })
    expect(rechargeAmountError(exact, 100.37)).toBeUndefined()
    expect(rechargeAmountError(exact, 49.99)).toBe(rechargeMessages.range(50, 5000))
    expect(rechargeAmountError(exact, Number.NaN)).toBe(rechargeMessages.amountRequired)
  })

  it('reads form amounts with at most two decimals', () => {
    for (const ok of ['1', '100', '100.5', '100.55']) expect(rechargeAmountPattern.test(ok)).toBe(true)
    for (const bad of ['', '-1', '1.234', '1e3', ' 1', '1.'])
      expect(rechargeAmountPattern.test(bad)).toBe(false)
  })

  it('converts to USDT rounding up to the cent', () => {
    expect(usdtAmountOf(100, 7.2)).toBe(13.89)
    expect(usdtAmountOf(72, 7.2)).toBe(10)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 500, max: 800 }),
        (amount, rate) => {
          const usdt = usdtAmountOf(amount, rate / 100)
          expect(usdt * (rate / 100)).toBeGreaterThanOrEqual(amount - 1e-6)
          expect((usdt - 0.01) * (rate / 100)).toBeLessThan(amount)
        },
      ),
    )
  })
})

describe('recharge orders', () => {
  it('reads a pending order past its expiry as expired, and no other', () => {
    for (const status of rechargeStatuses) {
      const expected = status === 'pending' ? 'expired' : status
      expect(rechargeStatusAt({ status, expiresAt: 1000 }, 1000)).toBe(expected)
      expect(rechargeStatusAt({ status, expiresAt: 1000 }, 999)).toBe(status)
    }
    expect(rechargeStatuses.map((s) => rechargeStatusTexts[s])).toEqual([
      '待支付',
      '待确认',
      '已到账',
      '已取消',
      '已过期',
    ])
  })

  it('credits any order not credited yet, and cancels only a pending one', () => {
    expect(rechargeStatuses.filter(isCreditable)).toEqual(['pending', 'paid', 'cancelled', 'expired'])
    expect(rechargeStatuses.filter(isCancellableRecharge)).toEqual(['pending'])
  })

  it('books a bank transfer as 转账充值 and the rest as 在线支付', () => {
    expect(rechargeKinds.map((k) => ledgerTypeLabel(rechargeLedgerType(k)))).toEqual([
      '转账充值',
      '在线支付',
      '在线支付',
      '在线支付',
    ])
  })
})

import type { Bill, RechargeOrder } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import { referenceText, toBillView, toRechargeRecord } from './records'

const bill: Bill = {
  id: 7,
  type: 'bet',
  typeLabel: '投注',
  wallet: 'main',
  amount: -60,
  balance: 6148.5,
  ref: 'B1,B2,B3',
  createdAt: '2026-11-25 16:44:56',
}

describe('wallet records', () => {
  it('reads a bill in fen with a short reference', () => {
    expect(toBillView(bill)).toEqual({
      id: 7,
      typeLabel: '投注',
      wallet: 'main',
      amountFen: -6000,
      balanceFen: 614_850,
      reference: 'B1 等3单',
      time: '2026-11-25 16:44:56',
    })
    expect(referenceText('R2611')).toBe('R2611')
    expect(referenceText('')).toBe('')
  })

  it('notes what a withdrawal deducted and what reached the card', () => {
    const withdraw: Bill = {
      ...bill,
      type: 'withdraw',
      typeLabel: '提现',
      amount: -200,
      ref: 'W1',
      withdrawal: { amount: 200, fee: 0, deduct: 25, actualAmount: 175 },
    }
    expect(toBillView(withdraw).note).toBe('提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00')
    expect(toBillView(bill).note).toBeUndefined()
  })

  it('titles and tones a recharge record', () => {
    const order = {
      orderNo: 'R1',
      kindName: '银行转账',
      channelName: '银行卡转账',
      amount: 100.5,
      status: 'paid',
      statusText: '待确认',
      createdAt: '2026-11-25 10:00:00',
    } as RechargeOrder
    expect(toRechargeRecord(order)).toEqual({
      orderNo: 'R1',
      title: '银行卡转账',
      amountFen: 10_050,
      statusText: '待确认',
      tone: 'pending',
      time: '2026-11-25 10:00:00',
    })
  })
})

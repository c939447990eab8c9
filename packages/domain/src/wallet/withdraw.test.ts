import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bankCardError,
  bankCardMessages,
  bankCardSchema,
  CASH_PASSWORD_LOCK,
  cashPasswordRefusal,
  cashPasswordRefusals,
  maskAccountNumber,
  type WithdrawLimit,
  withdrawFeeFen,
  withdrawLimitError,
  withdrawStatusAt,
  withdrawStatuses,
  withdrawStatusTexts,
} from './withdraw'

const limit: WithdrawLimit = {
  minAmount: 100,
  maxAmount: 50_000,
  dailyTimes: 5,
  dailyMaxAmount: 200_000,
  feeRate: 0,
  usdtMinAmount: 500,
}
const none = { count: 0, totalFen: 0 }

describe('withdrawal password', () => {
  it('asks to set one, then for one, then says it is wrong, in that order', () => {
    const right = (p: string) => p === '1234'
    expect(cashPasswordRefusal(false, '1234', right)).toBe(cashPasswordRefusals.notSet)
    expect(cashPasswordRefusal(true, undefined, right)).toBe(cashPasswordRefusals.required)
    expect(cashPasswordRefusal(true, '', right)).toBe(cashPasswordRefusals.required)
    expect(cashPasswordRefusal(true, null, right)).toBe(cashPasswordRefusals.required)
    expect(cashPasswordRefusal(true, '0000', right)).toEqual({
      code: 'UC/CASH_PASSWORD_ERROR',
      message: '交易密码输入错误！',
    })
    expect(cashPasswordRefusal(true, '1234', right)).toBeUndefined()
    expect(cashPasswordRefusals.notSet.code).toBe('UC/CASH_PASSWORD_NULL')
    expect(cashPasswordRefusals.required.code).toBe('UC/CASH_PASSWORD')
  })

  it('locks for 15 minutes after 5 wrong in a row, and says so', () => {
    expect(CASH_PASSWORD_LOCK).toEqual({ failures: 5, durationMs: 15 * 60_000 })
    expect(cashPasswordRefusals.locked).toEqual({
      code: 'UC/CASH_PASSWORD_LOCKED',
      message: '取款密码错误次数过多，请15分钟后再试',
    })
  })

  it('does not hash when there is nothing to compare', () => {
    let asked = 0
    const count = () => {
      asked++
      return true
    }
    cashPasswordRefusal(false, '1234', count)
    cashPasswordRefusal(true, '', count)
    expect(asked).toBe(0)
  })
})

describe('withdraw limits', () => {
  it('keeps an amount within the single limits', () => {
    expect(withdrawLimitError({ amountFen: 10_000, kind: 'bank' }, none, limit)).toBeUndefined()
    expect(withdrawLimitError({ amountFen: 5_000_000, kind: 'bank' }, none, limit)).toBeUndefined()
    expect(withdrawLimitError({ amountFen: 9_999, kind: 'bank' }, none, limit)).toBe(
      '单笔提现金额须在100至50000元之间',
    )
    expect(withdrawLimitError({ amountFen: 5_000_001, kind: 'bank' }, none, limit)).toBe(
      '单笔提现金额须在100至50000元之间',
    )
    expect(withdrawLimitError({ amountFen: 40_000, kind: 'usdt' }, none, limit)).toBe('USDT提现最低500元')
    expect(withdrawLimitError({ amountFen: 50_000, kind: 'usdt' }, none, limit)).toBeUndefined()
  })

  it('counts the day: times and total', () => {
    expect(withdrawLimitError({ amountFen: 10_000, kind: 'bank' }, { count: 5, totalFen: 0 }, limit)).toBe(
      '今日提现次数已达上限（5次）',
    )
    expect(
      withdrawLimitError({ amountFen: 10_000, kind: 'bank' }, { count: 4, totalFen: 19_990_000 }, limit),
    ).toBeUndefined()
    expect(
      withdrawLimitError({ amountFen: 10_001, kind: 'bank' }, { count: 4, totalFen: 19_990_000 }, limit),
    ).toBe('今日提现总额不能超过200000元')
  })

  it('takes the fee in percent, rounded to the fen', () => {
    expect(withdrawFeeFen(10_000, 0)).toBe(0)
    expect(withdrawFeeFen(10_000, 1)).toBe(100)
    expect(withdrawFeeFen(12_345, 1.5)).toBe(185)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 10_000 }), (fen, basis) => {
        const fee = withdrawFeeFen(fen, basis / 100)
        expect(Number.isInteger(fee)).toBe(true)
        expect(Math.abs(fee - (fen * basis) / 10_000)).toBeLessThanOrEqual(0.5)
      }),
    )
  })
})

describe('withdrawal status', () => {
  it('approves a pending withdrawal once its review time has passed', () => {
    expect(withdrawStatusAt({ status: 'pending', autoApproveAt: 10 }, 9)).toBe('pending')
    expect(withdrawStatusAt({ status: 'pending', autoApproveAt: 10 }, 10)).toBe('approved')
    expect(withdrawStatusAt({ status: 'rejected', autoApproveAt: 10 }, 99)).toBe('rejected')
    expect(withdrawStatuses.map((s) => withdrawStatusTexts[s])).toEqual(['审核中', '提现成功', '提现失败'])
  })
})

describe('cards', () => {
  it('masks all but the last four (and the first four of an address)', () => {
    expect(maskAccountNumber('6222 0212 3456 7890 123')).toBe('**** **** **** 0123')
    expect(maskAccountNumber('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'usdt')).toBe('TQn9****bLSE')
    expect(maskAccountNumber('123')).toBe('123')
  })

  it('checks a bank card and a USDT address', () => {
    const card = {
      kind: 'bank' as const,
      bankName: '中国工商银行',
      accountName: '张三',
      cardNo: '6222 0212 3456 7890',
    }
    expect(bankCardError(card)).toBeUndefined()
    expect(bankCardError({ ...card, bankName: ' ' })).toBe(bankCardMessages.bankName)
    expect(bankCardError({ ...card, accountName: 'Zhang' })).toBe(bankCardMessages.accountName)
    expect(bankCardError({ ...card, accountName: null })).toBe(bankCardMessages.accountName)
    expect(bankCardError({ ...card, cardNo: '12345' })).toBe(bankCardMessages.cardNo)
    expect(bankCardError({ kind: 'bank', cardNo: null })).toBe(bankCardMessages.bankName)
    expect(bankCardError({ kind: 'usdt', cardNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })).toBeUndefined()
    expect(bankCardError({ kind: 'usdt', cardNo: `0x${'a'.repeat(40)}` })).toBeUndefined()
    expect(bankCardError({ kind: 'usdt', cardNo: 'T0' })).toBe('请输入正确的USDT地址')
  })

  it('parses a card form, naming the failing field', () => {
    expect(
      bankCardSchema.parse({ bankName: ' 招商银行 ', accountName: '李四', cardNo: '6225 8812 3456 7890' }),
    ).toEqual({ kind: 'bank', bankName: '招商银行', accountName: '李四', cardNo: '6225881234567890' })
    expect(
      bankCardSchema.parse({ kind: 'usdt', bankName: 'x', accountName: 'y', cardNo: `0x${'b'.repeat(40)}` }),
    ).toEqual({ kind: 'usdt', bankName: 'USDT', accountName: '', cardNo: `0x${'b'.repeat(40)}` })
    const fieldOf = (input: unknown) => bankCardSchema.safeParse(input).error?.issues[0]?.path[0]
    expect(fieldOf({ bankName: '', accountName: '李四', cardNo: '6225881234567890' })).toBe('bankName')
    expect(fieldOf({ bankName: '招商银行', accountName: '', cardNo: '6225881234567890' })).toBe('accountName')
    expect(fieldOf({ bankName: '招商银行', accountName: '李四', cardNo: '1' })).toBe('cardNo')
    expect(fieldOf({ kind: 'usdt', cardNo: '1' })).toBe('cardNo')
  })
})

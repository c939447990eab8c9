import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { turnoverAudit } from './turnover'
import {
  recordedWithdrawDeduction,
  withdrawDeduction,
  withdrawDeductionNote,
  withdrawDeductionTexts,
} from './withdrawDeduction'

describe('withdrawDeduction', () => {
  it('is free when there is no fee and the turnover is met', () => {
    const d = withdrawDeduction(20_000, { feeRate: 0, turnoverDeductFen: 0, deductPercent: 5 })
    expect(d).toMatchObject({ amountFen: 20_000, feeFen: 0, turnoverFen: 0, totalFen: 0, actualFen: 20_000 })
    expect(d.parts).toEqual([])
    expect(d.reason).toBe('')
    expect(d.refusal).toBeUndefined()
  })

  it('takes the unmet turnover deduction with its reason (recharge 500, withdraw 200: ¥25, ¥175 arrives)', () => {
    const audit = turnoverAudit(
      [{ id: 1, type: 'onlinePay', amountFen: 50_000, multiple: 1, createdAt: 0 }],
      [],
      { relaxQuotaFen: 1_000, deductPercent: 5 },
    )
    const d = withdrawDeduction(20_000, { feeRate: 0, turnoverDeductFen: audit.deductFen, deductPercent: 5 })
    expect(d).toMatchObject({ feeFen: 0, turnoverFen: 2_500, totalFen: 2_500, actualFen: 17_500 })
    expect(d.reason).toBe('打码量未达标，扣除未达标入账金额的5%')
    expect(d.parts).toEqual([{ kind: 'turnover', fen: 2_500, reason: d.reason }])
  })

  it('adds the fee and names both reasons', () => {
    const d = withdrawDeduction(20_000, { feeRate: 1.5, turnoverDeductFen: 2_500, deductPercent: 5 })
    expect(d).toMatchObject({ feeFen: 300, turnoverFen: 2_500, totalFen: 2_800, actualFen: 17_200 })
    expect(d.reason).toBe('手续费1.5%；打码量未达标，扣除未达标入账金额的5%')
  })

  it('names the turnover reason without a percent it was not told', () => {
    expect(withdrawDeduction(20_000, { feeRate: 0, turnoverDeductFen: 100 }).reason).toBe(
      withdrawDeductionTexts.turnover(),
    )
  })

  it('refuses a withdrawal that leaves nothing, and never shows less than nothing', () => {
    const d = withdrawDeduction(2_000, { feeRate: 0, turnoverDeductFen: 2_500, deductPercent: 5 })
    expect(d.actualFen).toBe(0)
    expect(d.refusal).toBe('扣除手续费后提现金额不足')
    // Nothing typed yet: what would be deducted shows, nothing is refused.
    expect(withdrawDeduction(0, { feeRate: 0, turnoverDeductFen: 2_500 }).refusal).toBeUndefined()
  })

  it('always adds up: actual + total = amount while something arrives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1e7 }),
        (amountFen, basis, turnoverDeductFen) => {
          const d = withdrawDeduction(amountFen, { feeRate: basis / 100, turnoverDeductFen })
          expect(d.totalFen).toBe(d.feeFen + d.turnoverFen)
          expect(d.actualFen).toBe(Math.max(0, amountFen - d.totalFen))
          expect(d.refusal === undefined).toBe(d.actualFen > 0)
        },
      ),
    )
  })
})

describe('a recorded withdrawal', () => {
  it('reads its stored fee and deduction with the same reasons and note', () => {
    const d = recordedWithdrawDeduction({ amountFen: 20_000, feeFen: 0, deductFen: 2_500 })
    expect(d).toMatchObject({ totalFen: 2_500, actualFen: 17_500, reason: '打码量未达标' })
    expect(withdrawDeductionNote(d)).toBe('提现扣除 ¥25.00（打码量未达标），实际到账 ¥175.00')
    const free = recordedWithdrawDeduction({ amountFen: 20_000, feeFen: 0, deductFen: 0 })
    expect(withdrawDeductionNote(free)).toBe('手续费 免费，实际到账 ¥200.00')
    const both = recordedWithdrawDeduction({ amountFen: 20_000, feeFen: 300, deductFen: 2_500 })
    expect(withdrawDeductionNote(both)).toBe('提现扣除 ¥28.00（手续费；打码量未达标），实际到账 ¥172.00')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requiredTurnoverFen, type TurnoverRequirement, turnoverAudit, validBetFen } from './turnover'

const rules = { relaxQuotaFen: 1000, deductPercent: 5 }
const requirement = (
  id: number,
  amountFen: number,
  createdAt: number,
  multiple = 1,
): TurnoverRequirement => ({
  id,
  type: 'onlinePay',
  amountFen,
  multiple,
  createdAt,
})

describe('valid bets', () => {
  it('count the stake of settled bets only', () => {
    expect(validBetFen({ status: 1, stakeFen: 500, betCount: 4 })).toBe(2000)
    for (const status of [0, 2, 3, 4]) expect(validBetFen({ status, stakeFen: 500, betCount: 4 })).toBe(0)
  })

  it('need the amount times the multiple', () => {
    expect(requiredTurnoverFen(10_000, 1)).toBe(10_000)
    expect(requiredTurnoverFen(10_000, 1.5)).toBe(15_000)
    expect(requiredTurnoverFen(333, 0.33)).toBe(110)
  })
})

describe('turnover audit', () => {
  it('meets requirements oldest first with bets settled after them', () => {
    const audit = turnoverAudit(
      [requirement(2, 5000, 200), requirement(1, 10_000, 100)],
      [
        { validFen: 3000, settledAt: 50 },
        { validFen: 12_000, settledAt: 300 },
        { validFen: 1000, settledAt: 150 },
      ],
      rules,
    )
    // The bet at 50 is older than both; the one at 150 counts for the first; the one at 300 fills the first
    // and puts the rest on the second.
    expect(audit.rows.map((r) => [r.id, r.countedFen, r.met])).toEqual([
      [1, 10_000, true],
      [2, 3000, false],
    ])
    expect(audit).toMatchObject({
      requiredFen: 15_000,
      countedFen: 13_000,
      withdrawable: false,
      deductFen: 250,
    })
    expect(audit.rows[1]).toMatchObject({ typeLabel: '在线支付', deductFen: 250 })
  })

  it('lets a shortfall within the relax quota through without a deduction', () => {
    const audit = turnoverAudit([requirement(1, 10_000, 0)], [{ validFen: 9000, settledAt: 1 }], rules)
    expect(audit).toMatchObject({ withdrawable: true, deductFen: 0, relaxQuotaFen: 1000 })
    expect(audit.rows[0]).toMatchObject({ met: false, deductFen: 0 })
  })

  it('needs nothing without requirements, and keeps no surplus for later ones', () => {
    expect(turnoverAudit([], [{ validFen: 5000, settledAt: 1 }], rules)).toEqual({
      rows: [],
      requiredFen: 0,
      countedFen: 0,
      relaxQuotaFen: 1000,
      deductFen: 0,
      withdrawable: true,
    })
    const audit = turnoverAudit(
      [requirement(1, 1000, 0), requirement(2, 1000, 10)],
      [{ validFen: 5000, settledAt: 5 }],
      { relaxQuotaFen: 0, deductPercent: 10 },
    )
    expect(audit.rows.map((r) => r.countedFen)).toEqual([1000, 0])
    expect(audit.deductFen).toBe(100)
  })

  it('never counts more than is bet or required, whatever the order', () => {
    const reqs = fc.array(
      fc.record({ amountFen: fc.integer({ min: 1, max: 1e6 }), createdAt: fc.integer({ min: 0, max: 100 }) }),
      { maxLength: 8 },
    )
    const bets = fc.array(
      fc.record({ validFen: fc.integer({ min: 0, max: 1e6 }), settledAt: fc.integer({ min: 0, max: 100 }) }),
      { maxLength: 20 },
    )
    fc.assert(
      fc.property(reqs, bets, (rs, bs) => {
        const audit = turnoverAudit(
          rs.map((r, i) => requirement(i + 1, r.amountFen, r.createdAt)),
          bs,
          rules,
        )
        const total = bs.reduce((s, b) => s + b.validFen, 0)
        expect(audit.countedFen).toBeLessThanOrEqual(Math.min(total, audit.requiredFen))
        for (const row of audit.rows) expect(row.countedFen).toBeLessThanOrEqual(row.requiredFen)
        expect(audit.withdrawable).toBe(audit.requiredFen - audit.countedFen <= rules.relaxQuotaFen)
        if (audit.withdrawable) expect(audit.deductFen).toBe(0)
      }),
    )
  })
})

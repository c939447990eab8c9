import { describe, expect, it } from 'vitest'
import { billTypeFilters } from './bills'
import { bonusMessages, bonusStatusAt, bonusStatuses, bonusStatusTexts } from './bonus'
import { vipLevelFor } from './vipLevel'
import { rebateFen, washCodeOf } from './washCode'

describe('bills, bonuses and VIP', () => {
  it('filters bills by every ledger type after 全部', () => {
    expect(billTypeFilters[0]).toEqual({ value: '', label: '全部' })
    expect(billTypeFilters.find((f) => f.value === 'rebate')?.label).toBe('洗码返水')
  })

  it('reads a reward as claimable, claimed or expired', () => {
    expect(bonusStatusAt({ claimedAt: null, expiresAt: 10 }, 9)).toBe(0)
    expect(bonusStatusAt({ claimedAt: null, expiresAt: 10 }, 10)).toBe(2)
    expect(bonusStatusAt({ claimedAt: 5, expiresAt: 10 }, 99)).toBe(1)
    expect(bonusStatuses.map((s) => bonusStatusTexts[s])).toEqual(['立即领取', '已领取', '已过期'])
    expect(bonusMessages.claimed).toBe('该奖励已领取')
  })

  it('raises the VIP level to the highest reached, never lowering it', () => {
    const rules = [0, 1_000, 10_000, 50_000].map((betMoney, i) => ({ vipLevel: i + 1, betMoney }))
    expect(vipLevelFor(0, rules, 1)).toBe(1)
    expect(vipLevelFor(99_999, rules, 1)).toBe(1)
    expect(vipLevelFor(100_000, rules, 1)).toBe(2)
    expect(vipLevelFor(5_000_000, rules, 1)).toBe(4)
    expect(vipLevelFor(100_000, rules, 3)).toBe(3)
    expect(vipLevelFor(1e12, [{ vipLevel: 12, betMoney: '1' }], 1)).toBe(9)
    expect(vipLevelFor(1e12, [{ vipLevel: 5, betMoney: 'x' }], 1)).toBe(1)
  })
})

describe('wash code', () => {
  it('returns the rate in per mille of the valid bets, rounded down per kind', () => {
    expect(rebateFen(10_000, 8)).toBe(80)
    expect(rebateFen(999, 8)).toBe(7)
    expect(rebateFen(10_000, 7.55)).toBe(75)
    expect(rebateFen(10_000, 0)).toBe(0)
    expect(rebateFen(0, 8)).toBe(0)
    const wash = washCodeOf(
      [
        { kind: 'racing', validFen: 999 },
        { kind: 'sixMark', validFen: 10_000 },
        { kind: 'racing', validFen: 1 },
        { kind: 'timeBased', validFen: 0 },
      ],
      8,
    )
    expect(wash.rows).toEqual([
      { kind: 'sixMark', kindName: '六合彩', validFen: 10_000, rate: 8, rebateFen: 80 },
      { kind: 'racing', kindName: '赛车', validFen: 1000, rate: 8, rebateFen: 8 },
    ])
    expect(wash).toMatchObject({ validFen: 11_000, rebateFen: 88 })
  })
})

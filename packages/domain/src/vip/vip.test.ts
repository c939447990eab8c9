import { describe, expect, it } from 'vitest'
import {
  avatarIdOf,
  nextVipLevel,
  showsNextLevelBadge,
  vipBenefitsOf,
  vipLevels,
  vipProgress,
  vipShortfall,
  vipThreshold,
} from './vip'

const rules = vipLevels.map((vipLevel) => ({ vipLevel, betMoney: vipLevel * 1000 }))

describe('VIP', () => {
  it('has levels 1–9 and a next level below 9', () => {
    expect(vipLevels.map(nextVipLevel)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, undefined])
    expect(nextVipLevel(0)).toBe(1)
  })

  it("measures progress against the next level's betMoney", () => {
    expect(vipProgress(500, 1, rules)).toBe(0.25)
    expect(vipProgress('9000', 3, rules)).toBe(1)
    expect(vipProgress(null, 3, rules)).toBe(0)
    expect(vipProgress(100, 9, rules)).toBe(1)
    expect(vipProgress(100, 1, [])).toBe(0)
    expect(vipProgress(-5, 1, rules)).toBe(0)
  })

  it('shows the next-level badge while the next level is below 9', () => {
    expect(vipLevels.filter(showsNextLevelBadge)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('uses avatar ids 1–16 with a default', () => {
    expect(avatarIdOf(16)).toBe(16)
    expect(avatarIdOf('3')).toBe(3)
    for (const bad of [0, 17, null, undefined, 'x']) expect(avatarIdOf(bad)).toBe(1)
  })
})

describe('VIP benefits', () => {
  it('adds the locked content and the private domain from level 2', () => {
    expect(vipBenefitsOf(1)).toEqual(['投注与洗码返水', '福利中心活动奖励'])
    expect(vipBenefitsOf(2)).toContain('免费查看全部加密资料')
    expect(vipBenefitsOf(9)).toContain('专属加密访问域名')
  })

  it('reads a level threshold from the rules', () => {
    expect(vipThreshold(4, rules)).toBe(4000)
    expect(vipThreshold(4, [{ vipLevel: 4, betMoney: '50000' }])).toBe(50000)
    expect(vipThreshold(4, [])).toBe(0)
  })
})

describe('VIP shortfall', () => {
  it('is what the next level still asks for', () => {
    expect(vipShortfall(12_600, 3, [{ vipLevel: 4, betMoney: 50_000 }])).toBe(37_400)
    expect(vipShortfall('0.1', 1, [{ vipLevel: 2, betMoney: 0.3 }])).toBe(0.2)
    expect(vipShortfall(60_000, 3, [{ vipLevel: 4, betMoney: 50_000 }])).toBe(0)
    expect(vipShortfall(1, 9, rules)).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { parseChinaTime } from '../time'
import {
  agentCommissionFen,
  agentMessages,
  betReportOf,
  formatAgentMoney,
  isLinkCode,
  newLinkCode,
  rebateError,
  registerLinkOf,
  subRebateRange,
  subUserAccountError,
  teamRangeError,
} from './agent'

describe('agent rebates', () => {
  it('lets an agent give from 0 up to their own rebate, one decimal', () => {
    expect(subRebateRange(8)).toEqual([0, 8])
    expect(subRebateRange(7.56)).toEqual([0, 7.5])
    expect(subRebateRange(-1)).toEqual([0, 0])
    const range = subRebateRange(8)
    expect(rebateError(0, range)).toBeUndefined()
    expect(rebateError(8, range)).toBeUndefined()
    expect(rebateError(6.5, range)).toBeUndefined()
    expect(rebateError(8.1, range)).toBe('返点须在0至8之间')
    expect(rebateError(-0.1, range)).toBe(agentMessages.rebateRange(0, 8))
    expect(rebateError(Number.NaN, range)).toBe(agentMessages.rebateRange(0, 8))
    expect(rebateError(6.55, range)).toBe('返点最多保留一位小数')
  })

  it("pays the agent the spread between their rebate and the sub-user's, per mille, rounded down", () => {
    // 1000 元 of valid bets, 8‰ against 6.5‰: 1.5‰ = 1.50 元.
    expect(agentCommissionFen(100_000, 8, 6.5)).toBe(150)
    expect(agentCommissionFen(100_000, 8, 7.9)).toBe(10)
    expect(agentCommissionFen(333, 8, 7.9)).toBe(0)
    expect(agentCommissionFen(100_000, 6, 8)).toBe(0)
    expect(agentCommissionFen(0, 8, 0)).toBe(0)
  })
})

describe('registration links', () => {
  it('makes 8-digit codes that do not start with 0, and accepts the seeded 7-digit one', () => {
    let n = 0
    const sequence = [0, 0.99, 0.5, 0.1, 0, 0.31, 0.72, 0.95]
    const code = newLinkCode(() => sequence[n++ % sequence.length]!)
    expect(code).toBe('19510379')
    expect(isLinkCode(code)).toBe(true)
    expect(isLinkCode('8866001')).toBe(true)
    for (const bad of ['', '0123456', '12345', '123456789', '12a45678', "1' OR 1"])
      expect(isLinkCode(bad)).toBe(false)
  })

  it('shares the register page with the code', () => {
    expect(registerLinkOf('https://m.example.com/', '19510379')).toBe(
      'https://m.example.com/auth/register?code=19510379',
    )
  })
})

describe('sub-user accounts', () => {
  it('follows the register rules', () => {
    expect(subUserAccountError('member01', 'Member1234')).toBeUndefined()
    expect(subUserAccountError('1member', 'Member1234')).toBe('用户名必须是字母开头的6-15位的字母或者数字')
    expect(subUserAccountError('member01', 'short')).toMatch(/^为了您的账户安全，密码长度/)
    expect(subUserAccountError('Member1234', 'Member1234')).toBe(
      '为了您的账户安全，请勿使用与用户名相同的密码。',
    )
  })
})

describe('team report', () => {
  it('checks its range like the other reports', () => {
    const now = parseChinaTime('2026-11-25 12:00:00')
    expect(teamRangeError({ startDate: '2026-11-19', endDate: '2026-11-25' }, now)).toBeUndefined()
    expect(teamRangeError({ startDate: '2026-11-25', endDate: '2026-11-26' }, now)).toBe(
      '结束日期不能晚于今天',
    )
    expect(teamRangeError({ startDate: '2026-11-25', endDate: '2026-11-20' }, now)).toBe(
      '结束日期不能早于开始日期',
    )
    expect(teamRangeError({ startDate: '2026-02-30', endDate: '2026-11-20' }, now)).toBe('日期格式不正确')
  })

  it("gives each kind of betting the team's result: win plus rebate minus bets", () => {
    expect(betReportOf({ bettingFen: 10_000, winFen: 7_000, rebateFen: 80 })).toEqual({
      bettingFen: 10_000,
      winFen: 7_000,
      rebateFen: 80,
      winOrCloseFen: -2_920,
    })
    expect(formatAgentMoney(123_456_789)).toBe('1,234,567.89')
    expect(formatAgentMoney(-2_920)).toBe('-29.20')
  })
})

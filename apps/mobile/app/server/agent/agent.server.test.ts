import type { AgentLink, TeamReport } from '@liuhe/api'
import { parseChinaTime } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { idParam, linkView, rangeOf, reportInFen } from './agent.server.ts'

const now = parseChinaTime('2026-11-25 12:00:00')
const request = (query = '') => new Request(`http://m.example:3000/agent/team-overview${query}`)

describe('agent pages', () => {
  it('reads the report range from the address, the last 7 days by default, with its refusal', () => {
    expect(rangeOf(request(), now)).toEqual({
      range: { startDate: '2026-11-19', endDate: '2026-11-25' },
      error: undefined,
    })
    expect(rangeOf(request('?startDate=2026-11-01&endDate=2026-11-10'), now).range).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    })
    expect(rangeOf(request('?startDate=2026-11-20&endDate=2026-11-26'), now).error).toBe(
      '结束日期不能晚于今天',
    )
    expect(rangeOf(request('?startDate=2026-11-20&endDate=2026-11-10'), now).error).toBe(
      '结束日期不能早于开始日期',
    )
  })

  it("shares a link at this app's origin", () => {
    const link = { id: 1, code: '52013140', link: '/auth/register?code=52013140' } as AgentLink
    expect(linkView(link, request()).link).toBe('http://m.example:3000/auth/register?code=52013140')
  })

  it('turns the platform’s 元 into whole fen', () => {
    const bets = {
      statTime: '2026-11-19~2026-11-25',
      bettingMoney: 0.3,
      winMoney: 4.88,
      rebateMoney: 0,
      winOrcloseMoney: 4.58,
    }
    const report: TeamReport = {
      cpBetReport: bets,
      ftBetReport: bets,
      liveBetReport: bets,
      dlBonuus: 0,
      dlDayWage: 0,
      dlRebate: 0.07,
      firstRechargeCount: 1,
      money: 7776.5,
      rechargeCount: 2,
      registCount: 2,
      teamCount: 4,
      rwReport: {
        rechMoney: 1300,
        rechUserCount: 2,
        discountMoney: 0.1,
        rechDiscount: 0,
        otherDiscount: 0.1,
        withdrawMoney: 0,
      },
    }
    const fen = reportInFen(report)
    expect(fen.cp).toEqual({ bettingFen: 30, winFen: 488, rebateFen: 0, winOrCloseFen: 458 })
    expect(fen).toMatchObject({
      statTime: '2026-11-19~2026-11-25',
      dlRebateFen: 7,
      moneyFen: 777_650,
      teamCount: 4,
    })
    expect(fen.rw).toEqual({ rechFen: 130_000, rechUserCount: 2, discountFen: 10, withdrawFen: 0 })
  })

  it('accepts only positive whole ids in the address', () => {
    expect(idParam('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', undefined, '99999999999'])
      expect(() => idParam(bad)).toThrow()
  })
})

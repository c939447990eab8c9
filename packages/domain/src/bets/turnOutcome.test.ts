import { describe, expect, it } from 'vitest'
import { turnOutcomeOf, turnOutcomeText } from './turnOutcome'

describe('a member’s outcome of a drawn turn', () => {
  it('is nothing without settled bets', () => {
    expect(turnOutcomeOf({ bets: 0, pending: 0, won: 0, tied: 0, payout: 0 })).toBeNull()
    expect(turnOutcomeOf({ bets: 2, pending: 2, won: 0, tied: 0, payout: 0 })).toBeNull()
  })

  it('is 中奖 with everything the turn paid back when any bet won', () => {
    const outcome = turnOutcomeOf({ bets: 4, pending: 0, won: 2, tied: 1, payout: 519.65 })
    expect(outcome).toEqual({ kind: 'won', payoutFen: 51_965 })
    expect(turnOutcomeText(outcome!)).toBe('中奖 ¥519.65')
  })

  it('is 和局 when no bet won and some were returned, else 未中奖', () => {
    const tied = turnOutcomeOf({ bets: 2, pending: 0, won: 0, tied: 1, payout: 10 })
    expect(tied).toEqual({ kind: 'draw', payoutFen: 1000 })
    expect(turnOutcomeText(tied!)).toBe('和局 退回 ¥10.00')
    const lost = turnOutcomeOf({ bets: 3, pending: 1, won: 0, tied: 0, payout: 0 })
    expect(lost).toEqual({ kind: 'lost' })
    expect(turnOutcomeText(lost!)).toBe('未中奖')
  })
})

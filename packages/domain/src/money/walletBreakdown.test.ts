import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayedBalance } from './money'
import { lotteryWalletCovers, walletBreakdown, walletTexts } from './walletBreakdown'

describe('walletBreakdown', () => {
  it('names money the lottery wallet, liveMoney the third-party games, their sum the total (demo01)', () => {
    expect(walletBreakdown({ money: 5288.5, liveMoney: 320 })).toEqual({
      lotteryFen: 528_850,
      thirdPartyFen: 32_000,
      totalFen: 560_850,
    })
  })

  it('reads amounts that arrive as text and counts missing ones as 0', () => {
    expect(walletBreakdown({ money: '0.1', liveMoney: '0.2' })).toEqual({
      lotteryFen: 10,
      thirdPartyFen: 20,
      totalFen: 30,
    })
    expect(walletBreakdown({ money: 12 })).toEqual({ lotteryFen: 1200, thirdPartyFen: 0, totalFen: 1200 })
    expect(walletBreakdown(null)).toEqual({ lotteryFen: 0, thirdPartyFen: 0, totalFen: 0 })
  })

  it('always adds up, and its total is the balance the header displays', () => {
    const fen = fc.integer({ min: 0, max: 1e11 })
    fc.assert(
      fc.property(fen, fen, (moneyFen, liveFen) => {
        const wallet = { money: moneyFen / 100, liveMoney: liveFen / 100 }
        const breakdown = walletBreakdown(wallet)
        expect(breakdown.lotteryFen).toBe(moneyFen)
        expect(breakdown.thirdPartyFen).toBe(liveFen)
        expect(breakdown.totalFen).toBe(moneyFen + liveFen)
        expect(breakdown.totalFen / 100).toBeCloseTo(displayedBalance(wallet), 3)
      }),
    )
  })
})

describe('lotteryWalletCovers', () => {
  const demo01 = walletBreakdown({ money: 5288.5, liveMoney: 320 })

  it('checks a spend against the lottery wallet alone, as the platform debits it', () => {
    expect(lotteryWalletCovers(demo01, 528_850)).toBe(true)
    expect(lotteryWalletCovers(demo01, 1)).toBe(true)
    // Within the total the header shows, but more than the lottery wallet holds: 余额不足.
    expect(lotteryWalletCovers(demo01, 528_851)).toBe(false)
    expect(lotteryWalletCovers(demo01, 630_000)).toBe(false)
  })

  it('labels the wallets as the pages show them', () => {
    expect(walletTexts).toEqual({
      total: '余额',
      lottery: '彩票余额',
      thirdParty: '第三方游戏余额',
      insufficient: '余额不足',
    })
  })
})

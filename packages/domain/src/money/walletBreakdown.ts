import { yuanToFenRounded } from './fen'
import { toAmount, type WalletAmounts } from './money'

/**
 * A member's two wallets. `money` is the lottery wallet (彩票余额): bets, red packets and withdrawals are
 * taken from it, and recharges, payouts and rewards go to it (apps/platform/src/store/wallet.ts, the `main`
 * wallet). `liveMoney` is the third-party games' wallet (第三方游戏余额). The header shows their sum.
 */
export interface WalletBreakdown {
  /** The lottery wallet (money), fen: what a bet, a red packet or a withdrawal can spend. */
  lotteryFen: number
  /** The third-party games' wallet (liveMoney), fen. */
  thirdPartyFen: number
  /** Both together, fen: the balance the header shows. */
  totalFen: number
}

/** The labels of the wallets and the refusal of a spend the lottery wallet does not cover. */
export const walletTexts = {
  /** The header's total. */
  total: '余额',
  lottery: '彩票余额',
  thirdParty: '第三方游戏余额',
  /** The platform's answer to a debit the wallet does not cover (WALLET/INSUFFICIENT). */
  insufficient: '余额不足',
} as const

const fenOf = (value: WalletAmounts['money']) => yuanToFenRounded(toAmount(value))

/** The wallets of a profile's extInfo (or a balance check's answer), in fen; missing amounts are 0. */
export function walletBreakdown(wallet: WalletAmounts | null | undefined): WalletBreakdown {
  const lotteryFen = fenOf(wallet?.money)
  const thirdPartyFen = fenOf(wallet?.liveMoney)
  return { lotteryFen, thirdPartyFen, totalFen: lotteryFen + thirdPartyFen }
}

/**
 * Whether the lottery wallet covers a spend of `amountFen` (a bet form's 总金额, a red packet, a withdrawal):
 * the platform debits the lottery wallet alone and answers 余额不足 when it is short, whatever the third-party
 * games' wallet holds.
 */
export function lotteryWalletCovers(wallet: Pick<WalletBreakdown, 'lotteryFen'>, amountFen: number): boolean {
  return amountFen <= wallet.lotteryFen
}

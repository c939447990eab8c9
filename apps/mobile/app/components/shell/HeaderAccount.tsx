import type { WalletBreakdown } from '@liuhe/domain'
import { HeaderBalance } from '@liuhe/ui'
import { FlashToast } from '#app/components/shell/FlashToast.tsx'
import { useBalanceRefresh } from '#app/hooks/useBalanceRefresh.ts'

/**
 * A signed-in user's part of the app header: the balance (both wallets together), refreshed from the
 * platform on demand, its breakdown (彩票余额, 第三方游戏余额) a tap away; the icon spins `spinMs` (the
 * `balanceSpinMs` of balanceSpin.ts, 500 ms unless the page says otherwise).
 */
export function HeaderAccount({
  balance,
  wallet: initialWallet,
  spinMs,
}: {
  balance: number
  wallet?: WalletBreakdown | null
  spinMs?: number
}) {
  const wallet = useBalanceRefresh(balance, initialWallet ?? undefined)
  return (
    <>
      <HeaderBalance
        balance={wallet.balance}
        breakdown={wallet.wallet}
        onRefresh={wallet.refresh}
        spinMs={spinMs}
      />
      <FlashToast message={wallet.message} />
    </>
  )
}

import { HeaderBalance } from '@liuhe/ui'
import { FlashToast } from '#app/components/shell/FlashToast.tsx'
import { useBalanceRefresh } from '#app/hooks/useBalanceRefresh.ts'

/**
 * A signed-in user's part of the app header: the balance, refreshed from the platform on demand; the icon
 * spins `spinMs` (the domain's `balanceSpinMs`, 500 ms unless the page says otherwise).
 */
export function HeaderAccount({ balance, spinMs }: { balance: number; spinMs?: number }) {
  const wallet = useBalanceRefresh(balance)
  return (
    <>
      <HeaderBalance balance={wallet.balance} onRefresh={wallet.refresh} spinMs={spinMs} />
      <FlashToast message={wallet.message} />
    </>
  )
}

import { HeaderBalance } from '@liuhe/ui'
import { FlashToast } from '#app/components/shell/FlashToast.tsx'
import { useBalanceRefresh } from '#app/hooks/useBalanceRefresh.ts'

/** A signed-in user's part of the app header: the balance, refreshed from the platform on demand. */
export function HeaderAccount({ balance }: { balance: number }) {
  const wallet = useBalanceRefresh(balance)
  return (
    <>
      <HeaderBalance balance={wallet.balance} onRefresh={wallet.refresh} />
      <FlashToast message={wallet.message} />
    </>
  )
}

import { AppHeader } from '@liuhe/ui'
import { FlashToast } from '#app/components/shell/FlashToast.tsx'
import { useBalanceRefresh } from '#app/hooks/useBalanceRefresh.ts'
import { useViewer } from '#app/hooks/useRootData.ts'

/** The home header: logo, then login/register for guests or the balance with its refresh. */
export function HomeHeader({ companyName, logoSrc }: { companyName: string; logoSrc: string }) {
  const viewer = useViewer()
  const wallet = useBalanceRefresh(viewer?.balance ?? 0)
  return (
    <>
      <AppHeader
        companyName={companyName}
        logoSrc={logoSrc || undefined}
        user={viewer ? { balance: wallet.balance } : null}
        onRefresh={wallet.refresh}
      />
      <FlashToast message={wallet.message} />
    </>
  )
}

import { AppHeader } from '@liuhe/ui'
import { lazy, Suspense } from 'react'
import { useViewer } from '#app/hooks/useRootData.ts'
import { headerLinks } from '#app/navigation.ts'

// Only a signed-in user needs the balance and its refresh: a guest's first visit does not load that code.
const HeaderAccount = lazy(() =>
  import('#app/components/shell/HeaderAccount.tsx').then((m) => ({ default: m.HeaderAccount })),
)

/** The home header: logo, then login/register for guests or the balance with its refresh. */
export function HomeHeader({ companyName, logoSrc }: { companyName: string; logoSrc: string }) {
  const viewer = useViewer()
  return (
    <AppHeader
      companyName={companyName}
      logoSrc={logoSrc || undefined}
      {...headerLinks}
      account={
        viewer ? (
          <Suspense fallback={null}>
            <HeaderAccount balance={viewer.balance} />
          </Suspense>
        ) : null
      }
    />
  )
}

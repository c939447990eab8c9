import { AppHeader } from '@liuhe/ui'
import { lazy, Suspense } from 'react'
import { balanceSpinMs } from '#app/components/shell/balanceSpin.ts'
import { useRootData } from '#app/hooks/useRootData.ts'
import { headerLinks } from '#app/navigation.ts'

// Only a signed-in user needs the balance and its refresh: a guest's first visit does not load that code.
const HeaderAccount = lazy(() =>
  import('#app/components/shell/HeaderAccount.tsx').then((m) => ({ default: m.HeaderAccount })),
)

/**
 * The home header: logo, then login/register for guests or the balance with its refresh (whose spin is the
 * home's of the theme: 1000 ms on theme4, `balanceSpinMs`).
 */
export function HomeHeader({ companyName, logoSrc }: { companyName: string; logoSrc: string }) {
  const { viewer, theme } = useRootData()
  return (
    <AppHeader
      companyName={companyName}
      logoSrc={logoSrc || undefined}
      {...headerLinks}
      account={
        viewer ? (
          <Suspense fallback={null}>
            <HeaderAccount
              balance={viewer.balance}
              wallet={viewer.wallet}
              spinMs={balanceSpinMs(theme, 'home')}
            />
          </Suspense>
        ) : null
      }
    />
  )
}

import { navTapOutcome } from '@liuhe/domain'
import { BottomNav } from '@liuhe/ui'
import { useNavigate } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import type { AppNavItem } from '#app/navigation.ts'

// The prompt's dialog is loaded when a guest taps such an entry, not with every page's shell.
const NavLoginPrompt = lazy(() => import('./NavLoginPrompt.tsx').then((m) => ({ default: m.NavLoginPrompt })))

/** Props of {@link AppBottomNav}. */
export interface AppBottomNavProps {
  items: readonly AppNavItem[]
  activeKey: string
  signedIn: boolean
}

/**
 * The theme's bottom bar. A guest's tap on an entry that needs login (theme2's 注单) opens a modal asking
 * to log in first (the domain's `navTapOutcome`); its confirm goes to the login page, which comes back to
 * the entry. Without JavaScript the link itself leads there through the route guard.
 */
export function AppBottomNav({ items, activeKey, signedIn }: AppBottomNavProps) {
  const navigate = useNavigate()
  const [loginHref, setLoginHref] = useState<string | null>(null)
  return (
    // Tab switches do not slide (pageTransitions.ts skips links inside data-no-transition); a guest's tab may
    // open the login prompt instead of navigating.
    <div data-no-transition="" style={{ display: 'contents' }}>
      <BottomNav
        items={items}
        activeKey={activeKey}
        onNavigate={(tapped, event) => {
          const item = items.find((entry) => entry.key === tapped.key)
          if (!item) return
          const outcome = navTapOutcome(item, signedIn)
          if (outcome.kind === 'go') return
          event.preventDefault()
          setLoginHref(outcome.loginHref)
        }}
      />
      {loginHref !== null ? (
        <Suspense fallback={null}>
          <NavLoginPrompt onClose={() => setLoginHref(null)} onConfirm={() => navigate(loginHref)} />
        </Suspense>
      ) : null}
    </div>
  )
}

import { redirect } from '@remix-run/node'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireRouteOfTheme } from '#app/server/auth/guard.server.ts'

export const access = memberRoute({ themes: ['theme2'] })

/** The report opens on its lottery tab. */
export function loader() {
  requireRouteOfTheme(access)
  return redirect('/report/bet-list')
}

/**
 * Never shown (the loader always redirects or fails), but a route with a component answers its 404 as a
 * page, where a resource route would answer a bare status.
 */
export default function Report() {
  return null
}

export function ErrorBoundary() {
  return <BetListError title="注单加载失败" />
}

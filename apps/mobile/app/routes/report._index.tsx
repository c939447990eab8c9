import { redirect } from '@remix-run/node'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import { requireReportTheme } from '#app/server/betting/betList.server.ts'

/** The report opens on its lottery tab. */
export function loader() {
  requireReportTheme()
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

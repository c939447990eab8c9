import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import { BetListPage } from '#app/components/bets/BetListPage.tsx'
import { REPORT_TITLE, ReportTabs } from '#app/components/bets/ReportTabs.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireRouteOfTheme } from '#app/server/auth/guard.server.ts'
import { betListLoader } from '#app/server/betting/betList.server.ts'

export const access = memberRoute({ themes: ['theme2'] })

export const meta: MetaFunction = () => [{ title: REPORT_TITLE }]

/** The report's lottery tab (theme2): the bet list under the report's tab pair. */
export function loader({ request }: LoaderFunctionArgs) {
  requireRouteOfTheme(access)
  return betListLoader(request)
}

export default function ReportBetList() {
  const data = useLoaderData<typeof loader>()
  return (
    <BetListPage
      data={data}
      basePath="/report/bet-list"
      title={REPORT_TITLE}
      header={<ReportTabs current="/report/bet-list" />}
    />
  )
}

export function ErrorBoundary() {
  return <BetListError title="注单加载失败" />
}

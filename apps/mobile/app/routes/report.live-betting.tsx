import { NavBar } from '@liuhe/ui'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import * as betStyles from '#app/components/bets/betList.css.ts'
import { REPORT_TITLE, ReportTabs } from '#app/components/bets/ReportTabs.tsx'
import { CasinoRangeForm, CasinoReportTable } from '#app/components/casino/CasinoReport.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { requireRouteOfTheme } from '#app/server/auth/guard.server.ts'
import { casinoReportLoader } from '#app/server/betting/casinoReport.server.ts'

export const access = memberRoute({ themes: ['theme2'] })

export const meta: MetaFunction = () => [{ title: REPORT_TITLE }]

/** The report's casino tab (theme2): the casino report of `/live-betting` under the report's tabs. */
export function loader({ request }: LoaderFunctionArgs) {
  requireRouteOfTheme(access)
  return casinoReportLoader(request)
}

export default function ReportLiveBetting() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={betStyles.page}>
      <NavBar title={REPORT_TITLE} />
      <main className={betStyles.main}>
        <div className={betStyles.bar}>
          <ReportTabs current="/report/live-betting" />
        </div>
        <CasinoRangeForm range={data.range} today={data.today} />
        <CasinoReportTable data={data} detailHref="/live-betting-detail" />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <BetListError title="注单加载失败" />
}

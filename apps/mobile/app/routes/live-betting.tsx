import { NavBar } from '@liuhe/ui'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CasinoRangeForm, CasinoReportTable } from '#app/components/casino/CasinoReport.tsx'
import * as styles from '#app/components/casino/casino.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { casinoReportLoader } from '#app/server/betting/casinoReport.server.ts'

export const access = memberRoute()

const TITLE = '游戏记录'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The member's third-party game report: totals per game over a date range (today − 6 … today by default). */
export function loader({ request }: LoaderFunctionArgs) {
  return casinoReportLoader(request)
}

export default function LiveBetting() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title={TITLE} backHref="/profile" />
      <main>
        <CasinoRangeForm range={data.range} today={data.today} />
        <CasinoReportTable data={data} detailHref="/live-betting-detail" />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="游戏记录加载失败" />
}

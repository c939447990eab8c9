import { NavBar } from '@liuhe/ui'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CasinoRoundsTable } from '#app/components/casino/CasinoReport.tsx'
import * as styles from '#app/components/casino/casino.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { casinoRoundsLoader } from '#app/server/betting/casinoReport.server.ts'

export const access = memberRoute()

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.gameName} 注单详情` : '注单详情' },
]

/** One third-party game's rounds in the report's range (`?gameCode=&startDate=&endDate=&page=`). */
export function loader({ request }: LoaderFunctionArgs) {
  return casinoRoundsLoader(request)
}

export default function LiveBettingDetail() {
  const data = useLoaderData<typeof loader>()
  const back = `/live-betting?${new URLSearchParams(data.range)}`
  return (
    <div className={styles.page}>
      <NavBar title={data.gameName} backHref={back} />
      <main>
        <p className={styles.pager}>
          {data.range.startDate} 至 {data.range.endDate}
        </p>
        <CasinoRoundsTable data={data} />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="注单详情加载失败" />
}

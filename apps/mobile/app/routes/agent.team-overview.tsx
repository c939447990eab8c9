import { formatDate } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ReportRangeForm } from '#app/components/agent/ReportRangeForm.tsx'
import { TeamReport } from '#app/components/agent/TeamReport.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { loadReport, noStore, requireAgent } from '#app/server/agent/agent.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '团队总览' }]

/** The team overview of a date range (the last 7 days by default): the team report's tiles. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAgent(request)
  const loaded = await loadReport(api, request)
  return data({ ...loaded, today: formatDate(Date.now(), 'YYYY-MM-DD') }, noStore)
}

export default function TeamOverview() {
  const { range, error, report, today } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="团队总览" backHref="/agent" />
      <main className={wallet.page}>
        <section className={wallet.card} aria-label="统计日期">
          <ReportRangeForm range={range} today={today} error={error} />
        </section>
        {report ? <TeamReport report={report} /> : null}
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="团队总览加载失败" />
}

import { formatDate, formatWalletBalance } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ReportRangeForm } from '#app/components/agent/ReportRangeForm.tsx'
import { TeamReport } from '#app/components/agent/TeamReport.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import * as wallet from '#app/components/wallet/wallet.css.ts'
import { agentRoute } from '#app/routeAccess.ts'
import { idParam, loadReport, noStore, requireAgent } from '#app/server/agent/agent.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = agentRoute()

export const meta: MetaFunction = () => [{ title: '下级详情' }]

/** One sub-user of the agent: their details and their report of a date range (404 for anyone else). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireAgent(request)
  const userId = idParam(params.id)
  let user: Awaited<ReturnType<typeof api.member>>
  try {
    user = await api.member(userId, request.signal)
  } catch (error) {
    platformFailure(error, { notFound: '该用户不存在' })
  }
  const loaded = await loadReport(api, request, userId)
  return data({ user, ...loaded, today: formatDate(Date.now(), 'YYYY-MM-DD') }, noStore)
}

export default function UserDetail() {
  const { user, range, error, report, today } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="下级详情" backHref="/agent/user-list" />
      <main className={wallet.page}>
        <section className={wallet.card} aria-labelledby="user-title">
          <h2 id="user-title" className={wallet.cardTitle}>
            {user.account}
          </h2>
          <dl className={wallet.details}>
            <dt className={wallet.term}>账户类型</dt>
            <dd className={wallet.value}>{user.typeName}</dd>
            <dt className={wallet.term}>返点</dt>
            <dd className={wallet.value}>{user.rebate}</dd>
            <dt className={wallet.term}>余额</dt>
            <dd className={wallet.value}>¥{formatWalletBalance(user.money)}</dd>
            <dt className={wallet.term}>累计充值</dt>
            <dd className={wallet.value}>¥{formatWalletBalance(user.rechMoney)}</dd>
            <dt className={wallet.term}>注册时间</dt>
            <dd className={wallet.value}>{user.createdAt}</dd>
          </dl>
        </section>
        <section className={wallet.card} aria-label="统计日期">
          <ReportRangeForm range={range} today={today} error={error} />
        </section>
        {report ? <TeamReport report={report} withTeam={false} /> : null}
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="下级详情加载失败" />
}

import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HistoryPage } from '#app/components/account/HistoryPage.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { loadWithdrawals } from '#app/server/account/records.server.ts'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const TITLE = '提现记录'

export const meta: MetaFunction = () => [{ title: TITLE }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await requireViewer(request)
  const headers = { 'Cache-Control': 'private, no-store' }
  try {
    return data({ first: await loadWithdrawals(platformFor(request, token), 1), error: null }, { headers })
  } catch (error) {
    return data({ first: null, error: failureOf(error).message }, { headers })
  }
}

export default function WithdrawHistory() {
  const { first, error } = useLoaderData<typeof loader>()
  return (
    <HistoryPage title={TITLE} list="withdraw" basePath="/withdraw-history" first={first} error={error} />
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="提现记录加载失败" />
}

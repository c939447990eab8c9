import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BetListError } from '#app/components/bets/BetListError.tsx'
import { BetListPage } from '#app/components/bets/BetListPage.tsx'
import { memberRoute } from '#app/routeAccess.ts'
import { betListLoader } from '#app/server/betting/betList.server.ts'

export const access = memberRoute()

const TITLE = '投注记录'

export const meta: MetaFunction = () => [{ title: TITLE }]

/** The member's bets by status tab (`?tab=1…5`), the history's days and one day's bets (`?tab=5&date=`). */
export function loader({ request }: LoaderFunctionArgs) {
  return betListLoader(request)
}

export default function BetList() {
  const data = useLoaderData<typeof loader>()
  return <BetListPage data={data} basePath="/bet-list" title={TITLE} backHref="/profile" />
}

export function ErrorBoundary() {
  return <BetListError title="投注记录加载失败" />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { AnalyticsErrorPage, analyticsMeta, SeriesStatsView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { seriesStatsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('first-num')

/** The six 正码's zodiacs over the newest N draws: a zodiac on two 正码 of a draw counts twice. */
export const loader = (args: LoaderFunctionArgs) =>
  seriesStatsPage(args, 'first-num', 'zodiac', { balls: 'normal' })

export default function AnalyticsFirstZodiac() {
  return <SeriesStatsView view="first-num" subject="正码生肖" keyHeader="生肖" />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="first-num" />
}

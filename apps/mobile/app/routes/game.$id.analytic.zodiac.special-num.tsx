import type { LoaderFunctionArgs } from '@remix-run/node'
import { AnalyticsErrorPage, analyticsMeta, SeriesStatsView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { seriesStatsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('special-num')

/** The 特码's zodiacs over the newest N draws: hot by count, cold by current omission. */
export const loader = (args: LoaderFunctionArgs) =>
  seriesStatsPage(args, 'special-num', 'zodiac', { balls: 'special' })

export default function AnalyticsSpecialZodiac() {
  return <SeriesStatsView view="special-num" subject="特码生肖" keyHeader="生肖" />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="special-num" />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { AnalyticsErrorPage, analyticsMeta, SeriesStatsView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { seriesStatsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('last-number')

/** Tails 0–9 of the 特码 (or the 正码, or all balls): hot by count, cold by current omission. */
export const loader = (args: LoaderFunctionArgs) =>
  seriesStatsPage(args, 'last-number', 'tail', { label: (tail) => `${tail}尾` })

export default function AnalyticsLastNumber() {
  return <SeriesStatsView view="last-number" subject="尾数" keyHeader="尾数" />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="last-number" />
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { AnalyticsErrorPage, analyticsMeta, SeriesStatsView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { seriesStatsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('range')

/** Bands 01–10 … 41–49 of the 特码 (or the 正码, or all balls): counts and omission. */
export const loader = (args: LoaderFunctionArgs) => seriesStatsPage(args, 'range', 'band')

export default function AnalyticsRange() {
  return <SeriesStatsView view="range" subject="区间" keyHeader="区间" />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="range" />
}

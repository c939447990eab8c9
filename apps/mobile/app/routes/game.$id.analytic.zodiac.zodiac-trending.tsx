import type { LoaderFunctionArgs } from '@remix-run/node'
import { zodiacTrendChart } from '#app/analytics.ts'
import { AnalyticsErrorPage, analyticsMeta, DrawsTrendView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { trendDrawsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('zodiac-trending')

/** The 特码 zodiac of each draw as a trend over 30/50/100/200 draws (chart built as on the trend page). */
export const loader = (args: LoaderFunctionArgs) => trendDrawsPage(args, 'zodiac-trending')

export default function AnalyticsZodiacTrend() {
  return <DrawsTrendView view="zodiac-trending" subject="特码生肖走势" chartOf={zodiacTrendChart} />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="zodiac-trending" />
}

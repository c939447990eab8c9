import type { LoaderFunctionArgs } from '@remix-run/node'
import { zodiacTypesChart } from '#app/analytics.ts'
import { AnalyticsErrorPage, analyticsMeta, DrawsTrendView } from '#app/components/analytics/SeriesViews.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { trendDrawsPage } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta = analyticsMeta('zodiac-types-trending')

/** The 特码's zodiac groups of each draw (家野, 男女, 琴棋书画, 春夏秋冬) as a trend over 30/50/100/200 draws. */
export const loader = (args: LoaderFunctionArgs) => trendDrawsPage(args, 'zodiac-types-trending')

export default function AnalyticsZodiacTypesTrend() {
  return <DrawsTrendView view="zodiac-types-trending" subject="特码生肖类型走势" chartOf={zodiacTypesChart} />
}

export function ErrorBoundary() {
  return <AnalyticsErrorPage view="zodiac-types-trending" />
}

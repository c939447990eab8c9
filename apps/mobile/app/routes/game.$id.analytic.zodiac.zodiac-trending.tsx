import { TrendGrid } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { analyticsHeaders, loadGameDraws, periodOf } from '#app/analytics.server.ts'
import { compactDraws, TREND_PERIODS, zodiacTrendChart } from '#app/analytics.ts'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 生肖走势` : '生肖走势' },
]

/** The 特码 zodiac of each draw as a trend over 30/50/100/200 draws (chart built as on the trend page). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const period = periodOf(request, TREND_PERIODS)
  const game = await loadGameDraws(request, params, 'zodiac-trending', period)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      period,
      draws: compactDraws(game.draws),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsZodiacTrend() {
  const page = useLoaderData<typeof loader>()
  const chart = useMemo(() => zodiacTrendChart(page.draws), [page.draws])
  const caption = `特码生肖走势 近${page.period}期`
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="zodiac-trending">
      <QueryChoices
        label="期数"
        param="period"
        choices={TREND_PERIODS.map((p) => ({ value: p, label: `近${p}期` }))}
        current={page.period}
      />
      <section className={styles.card} aria-labelledby="trend-title">
        <h2 id="trend-title" className={styles.heading}>
          {caption}
        </h2>
        <TrendGrid caption={caption} {...chart} />
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="生肖走势加载失败" />
}

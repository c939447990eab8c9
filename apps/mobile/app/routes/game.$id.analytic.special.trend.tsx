import { type lotteryKindRules, racingRanks, timeBasedBalls } from '@liuhe/domain'
import { TrendGrid } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { compactDraws, numberTrendChart, TREND_PERIODS } from '#app/analytics.ts'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import {
  analyticsHeaders,
  loadGameDraws,
  periodOf,
  positionOf,
} from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 号码走势` : '号码走势' },
]

/** The positions a trend can follow: the 特码 on six-mark, each rank, ball or die elsewhere. */
function positionsOf(kind: keyof typeof lotteryKindRules) {
  if (kind === 'racing') return racingRanks.map((r) => ({ value: r.index, label: r.label }))
  if (kind === 'timeBased') return timeBasedBalls.map((b) => ({ value: b.index, label: b.label }))
  if (kind === 'quickThree')
    return ['第一骰', '第二骰', '第三骰'].map((label, i) => ({ value: i + 1, label }))
  return []
}

/**
 * The numbers trend (走势) over 30/50/100/200 draws. The loader sends the draws; the chart is the domain's
 * trend of them, computed where the page renders (see `numberTrendChart`), and its overlays switch in the
 * browser without a request.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const period = periodOf(request, TREND_PERIODS)
  const game = await loadGameDraws(request, params, 'trend', period)
  const positions = positionsOf(game.kind)
  const position = positionOf(request, Math.max(1, positions.length))
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      period,
      position,
      positions,
      positionName: positions.find((p) => p.value === position)?.label ?? '特码',
      draws: compactDraws(game.draws),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsTrend() {
  const page = useLoaderData<typeof loader>()
  const chart = useMemo(
    () => numberTrendChart(page.kind, page.draws, { position: page.position }),
    [page.kind, page.draws, page.position],
  )
  const caption = `${page.positionName}走势 近${page.period}期`
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="trend">
      {page.positions.length ? (
        <QueryChoices
          label="位置"
          param="pos"
          choices={page.positions}
          current={page.position}
          keep={{ period: page.period }}
        />
      ) : null}
      <QueryChoices
        label="期数"
        param="period"
        choices={TREND_PERIODS.map((p) => ({ value: p, label: `近${p}期` }))}
        current={page.period}
        keep={page.positions.length ? { pos: page.position } : {}}
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
  return <RouteErrorPage title="号码走势加载失败" />
}

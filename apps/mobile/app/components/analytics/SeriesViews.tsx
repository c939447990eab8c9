import type { AnalyticsView } from '@liuhe/domain'
import { HotColdTable, TrendGrid, type TrendGridProps } from '@liuhe/ui'
import type { MetaFunction } from '@remix-run/react'
import { useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import {
  type AnalyticsSeriesPage,
  analyticsViewLabels,
  ballChoices,
  type CompactDraws,
  STAT_PERIODS,
  TREND_PERIODS,
  type TrendDrawsPage,
} from '#app/analytics.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { AnalyticsShell, QueryChoices } from './AnalyticsShell.tsx'
import * as styles from './analytics.css.ts'

/** The document title of an analytics page: the game, then the view's name. */
export function analyticsMeta(view: AnalyticsView): MetaFunction {
  const label = analyticsViewLabels[view]
  return ({ data }) => {
    const gameName = (data as { gameName?: string } | undefined)?.gameName
    return [{ title: gameName ? `${gameName} - ${label}` : label }]
  }
}

/** The error page of an analytics view: 「{view}加载失败」. */
export function AnalyticsErrorPage({ view }: { view: AnalyticsView }) {
  return <RouteErrorPage title={`${analyticsViewLabels[view]}加载失败`} />
}

/**
 * A hot/cold statistics page (loader `seriesStatsPage`): the ball set where it can be chosen, the window,
 * and the series' table captioned `{balls}{subject} 近N期` (or `{subject} 近N期` when the balls are fixed).
 */
export function SeriesStatsView({
  view,
  subject,
  keyHeader,
}: {
  view: AnalyticsView
  /** What the table counts: 尾数, 区间, 特码生肖 … */
  subject: string
  /** Header of the category column. */
  keyHeader: string
}) {
  const page = useLoaderData<AnalyticsSeriesPage>()
  const ballsLabel = page.ballsChoosable ? ballChoices.find((c) => c.value === page.balls)!.label : ''
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view={view}>
      {page.ballsChoosable ? (
        <QueryChoices
          label="号码"
          param="balls"
          choices={ballChoices}
          current={page.balls}
          keep={{ n: page.count }}
        />
      ) : null}
      <QueryChoices
        label="期数"
        param="n"
        choices={STAT_PERIODS.map((n) => ({ value: n, label: `${n}期` }))}
        current={page.count}
        keep={page.ballsChoosable ? { balls: page.balls } : {}}
      />
      <section className={styles.card}>
        <HotColdTable
          caption={`${ballsLabel}${subject} 近${page.drawn}期`}
          keyHeader={keyHeader}
          rows={page.rows}
        />
      </section>
    </AnalyticsShell>
  )
}

/**
 * A trend page charted in the browser from the loaded draws (loader `trendDrawsPage`): the window and the
 * chart `chartOf` builds, captioned `{subject} 近N期`.
 */
export function DrawsTrendView({
  view,
  subject,
  chartOf,
}: {
  view: AnalyticsView
  /** What the chart follows: 特码生肖走势 … */
  subject: string
  chartOf: (draws: CompactDraws) => Omit<TrendGridProps, 'caption'>
}) {
  const page = useLoaderData<TrendDrawsPage>()
  const chart = useMemo(() => chartOf(page.draws), [chartOf, page.draws])
  const caption = `${subject} 近${page.period}期`
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view={view}>
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

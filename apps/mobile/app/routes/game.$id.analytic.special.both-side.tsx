import { latestDraws, readHistory, twoSidesStats } from '@liuhe/domain'
import { HotColdTable } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { STAT_PERIODS } from '#app/analytics.ts'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import {
  analyticsHeaders,
  drawCountOf,
  hotColdRows,
  loadGameDraws,
} from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 两面统计` : '两面统计' },
]

/** Counts and omission of every two-sides value, position by position, over the newest N draws (N ≤ 1,000). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const count = drawCountOf(request)
  const game = await loadGameDraws(request, params, 'both-side', count)
  const history = latestDraws(readHistory(game.kind, game.draws), count)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      count,
      drawn: history.draws.length,
      positions: twoSidesStats(history).map(({ position, stats }) => ({
        position,
        rows: hotColdRows(stats),
      })),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsBothSide() {
  const page = useLoaderData<typeof loader>()
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="both-side">
      <QueryChoices
        label="期数"
        param="n"
        choices={STAT_PERIODS.map((n) => ({ value: n, label: `${n}期` }))}
        current={page.count}
      />
      <Form method="get" className={styles.form} preventScrollReset>
        <label htmlFor="draw-count" className={styles.choicesLabel}>
          自定义期数
        </label>
        <input
          id="draw-count"
          className={styles.input}
          type="number"
          name="n"
          min={1}
          max={1000}
          required
          defaultValue={page.count}
          inputMode="numeric"
        />
        <button type="submit" className={styles.button}>
          统计
        </button>
      </Form>
      <p className={styles.muted}>统计近 {page.drawn} 期（最多 1000 期）</p>
      {page.positions.map(({ position, rows }) => (
        <section key={position} className={styles.card}>
          <HotColdTable
            caption={`${position}两面 近${page.drawn}期`}
            keyHeader="两面"
            rows={rows}
            sortable={false}
          />
        </section>
      ))}
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="两面统计加载失败" />
}

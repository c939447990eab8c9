import { readHistory, sixMarkStats } from '@liuhe/domain'
import { HotColdTable } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { analyticsHeaders, ballsOf, drawCountOf, hotColdRows, loadGameDraws } from '#app/analytics.server.ts'
import { ballChoices, STAT_PERIODS } from '#app/analytics.ts'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 尾数统计` : '尾数统计' },
]

/** Tails 0–9 of the 特码 (or the 正码, or all balls): hot by count, cold by current omission. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const count = drawCountOf(request)
  const balls = ballsOf(request)
  const game = await loadGameDraws(request, params, 'last-number', count)
  const history = readHistory('sixMark', game.draws)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      count,
      balls,
      drawn: history.draws.length,
      rows: hotColdRows(sixMarkStats(history.draws, 'tail', balls), (tail) => `${tail}尾`),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsLastNumber() {
  const page = useLoaderData<typeof loader>()
  const ballsLabel = ballChoices.find((c) => c.value === page.balls)!.label
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="last-number">
      <QueryChoices
        label="号码"
        param="balls"
        choices={ballChoices}
        current={page.balls}
        keep={{ n: page.count }}
      />
      <QueryChoices
        label="期数"
        param="n"
        choices={STAT_PERIODS.map((n) => ({ value: n, label: `${n}期` }))}
        current={page.count}
        keep={{ balls: page.balls }}
      />
      <section className={styles.card}>
        <HotColdTable caption={`${ballsLabel}尾数 近${page.drawn}期`} keyHeader="尾数" rows={page.rows} />
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="尾数统计加载失败" />
}

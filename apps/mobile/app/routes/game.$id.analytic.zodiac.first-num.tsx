import { readHistory, sixMarkStats } from '@liuhe/domain'
import { HotColdTable } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { analyticsHeaders, drawCountOf, hotColdRows, loadGameDraws } from '#app/analytics.server.ts'
import { STAT_PERIODS } from '#app/analytics.ts'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 正码生肖` : '正码生肖' },
]

/** The six 正码's zodiacs over the newest N draws: a zodiac on two 正码 of a draw counts twice. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const count = drawCountOf(request)
  const game = await loadGameDraws(request, params, 'first-num', count)
  const history = readHistory('sixMark', game.draws)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      count,
      drawn: history.draws.length,
      rows: hotColdRows(sixMarkStats(history.draws, 'zodiac', 'normal')),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsFirstZodiac() {
  const page = useLoaderData<typeof loader>()
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="first-num">
      <QueryChoices
        label="期数"
        param="n"
        choices={STAT_PERIODS.map((n) => ({ value: n, label: `${n}期` }))}
        current={page.count}
      />
      <section className={styles.card}>
        <HotColdTable caption={`正码生肖 近${page.drawn}期`} keyHeader="生肖" rows={page.rows} />
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="正码生肖加载失败" />
}

import { readHistory, sideLayouts } from '@liuhe/domain'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
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

const PERIODS = [30, 50, 100] as const

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 大小单双` : '大小单双' },
]

/** Per draw, the two-sides readings of one position (特码 by default): 大小, 单双, 合数, 尾数 …. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const period = periodOf(request, PERIODS)
  const game = await loadGameDraws(request, params, 'big-small', period)
  const layout = sideLayouts[game.kind]
  const position = positionOf(request, layout.length)
  const chosen = layout[position - 1]!
  // Readings are in layout order: this position's start where the positions before it end.
  const from = layout.slice(0, position - 1).reduce((n, p) => n + p.attributes.length, 0)
  const history = readHistory(game.kind, game.draws)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      period,
      position,
      positions: layout.map((p, i) => ({ value: i + 1, label: p.position })),
      positionName: chosen.position,
      attributes: chosen.attributes.map((a) => a.attribute),
      rows: history.draws.map((draw) => ({
        turnNum: draw.turnNum,
        values: draw.sides.slice(from, from + chosen.attributes.length).map((s) => s.value),
      })),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsBigSmall() {
  const page = useLoaderData<typeof loader>()
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="big-small">
      <QueryChoices
        label="位置"
        param="pos"
        choices={page.positions}
        current={page.position}
        keep={{ period: page.period }}
      />
      <QueryChoices
        label="期数"
        param="period"
        choices={PERIODS.map((p) => ({ value: p, label: `近${p}期` }))}
        current={page.period}
        keep={{ pos: page.position }}
      />
      <section className={styles.card} aria-labelledby="table-title">
        <h2 id="table-title" className={styles.heading}>
          {page.positionName} 近{page.period}期
        </h2>
        {page.rows.length === 0 ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          <div className={styles.scroller}>
            <table className={styles.table} aria-labelledby="table-title">
              <thead>
                <tr>
                  <th scope="col">期号</th>
                  {page.attributes.map((a) => (
                    <th key={a} scope="col">
                      {a}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr key={row.turnNum}>
                    <th scope="row">{row.turnNum}</th>
                    {row.values.map((value, i) => (
                      <td key={page.attributes[i]}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="大小单双加载失败" />
}

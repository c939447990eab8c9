import { formatChinaTime, readHistory } from '@liuhe/domain'
import { BallRow } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AnalyticsShell, QueryChoices } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { analyticsHeaders, loadGameDraws, periodOf } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

const PERIODS = [30, 50, 100] as const
/** The readings a history row shows: the 特码's and the totals' (冠亚和 on racing). */
const SUMMARY_POSITIONS = new Set(['特码', '总和', '冠亚和'])

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 历史开奖` : '历史开奖' },
]

/** The newest draws with their balls and their two-sides readings (特码 and 总和 on six-mark). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const period = periodOf(request, PERIODS)
  const game = await loadGameDraws(request, params, 'history', period)
  const history = readHistory(game.kind, game.draws)
  return data(
    {
      gameId: game.gameId,
      gameName: game.gameName,
      kind: game.kind,
      period,
      draws: history.draws.map((draw) => ({
        turnNum: draw.turnNum,
        openTime: draw.openTime,
        time: formatChinaTime(draw.openTime).slice(0, 16),
        numbers: draw.numbers,
        total: 'total' in draw ? draw.total : 'sum' in draw ? draw.sum : draw.championSum,
        tags: draw.sides
          .filter((s) => SUMMARY_POSITIONS.has(s.position))
          .map((s) => `${s.position}${s.value}`),
      })),
    },
    { headers: analyticsHeaders },
  )
}

export default function AnalyticsHistory() {
  const page = useLoaderData<typeof loader>()
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="history">
      <QueryChoices
        label="期数"
        param="period"
        choices={PERIODS.map((p) => ({ value: p, label: `近${p}期` }))}
        current={page.period}
      />
      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.heading}>
          近{page.period}期开奖
        </h2>
        {page.draws.length === 0 ? <p className={styles.empty}>暂无数据</p> : null}
        <ol className={styles.rows}>
          {page.draws.map((draw) => (
            <li key={draw.turnNum} className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.strong}>第{draw.turnNum}期</span>
                <time dateTime={new Date(draw.openTime).toISOString()}>{draw.time}</time>
              </div>
              <BallRow
                kind={page.kind}
                numbers={draw.numbers}
                drawTime={page.kind === 'sixMark' ? draw.openTime : undefined}
                size="sm"
                label={`第${draw.turnNum}期开奖号码`}
              />
              <p className={styles.tags}>
                <span className={styles.tag}>和值 {draw.total}</span>
                {draw.tags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="历史开奖加载失败" />
}

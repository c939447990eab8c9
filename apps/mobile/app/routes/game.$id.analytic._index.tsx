import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { analyticsHref, analyticsViewLabels, familiesOf } from '#app/analytics.ts'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { loadGameDraws } from '#app/server/content/analytics.server.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 数据分析` : '数据分析' },
]

/** The analytics index of a game: its two families of pages and the 长龙 helper. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const game = await loadGameDraws(request, params, 'history', 0)
  return data(
    { gameId: game.gameId, gameName: game.gameName, families: familiesOf(game.kind) },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}

export default function AnalyticsIndex() {
  const page = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title={`${page.gameName} 数据分析`} backHref={`/game/${page.gameId}`} />
      <main className={styles.page}>
        {page.families.map((family) => (
          <section key={family.family} className={styles.card} aria-labelledby={`family-${family.family}`}>
            <h2 id={`family-${family.family}`} className={styles.heading}>
              {family.label}
            </h2>
            <ul className={styles.familyList}>
              {family.views.map((view) => (
                <li key={view}>
                  <Link to={analyticsHref(page.gameId, view)} className={styles.familyLink}>
                    {analyticsViewLabels[view]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.card} aria-labelledby="helper-title">
          <h2 id="helper-title" className={styles.heading}>
            {analyticsViewLabels['lottery-helper']}
          </h2>
          <p className={styles.muted}>各彩种当前连开 3 期及以上的两面结果，每 20 秒刷新。</p>
          <Link to={analyticsHref(page.gameId, 'lottery-helper')} className={styles.familyLink}>
            查看长龙
          </Link>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="数据分析加载失败" />
}

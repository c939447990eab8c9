import { rateOf, recordWindows } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { z } from 'zod'
import { ErrorPage } from '#app/components/ErrorPage.tsx'
import { ChipNav } from '#app/components/templates/ChipNav.tsx'
import * as recordStyles from '#app/components/templates/records.css.ts'
import * as styles from '#app/components/templates/templates.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { INFORMATION_GAMES, loadTemplateRanking } from '#app/server/content/templates.server.ts'
import { invariantResponse } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '准确率排行' }]

const params = z.object({ gameId: z.coerce.number().int().min(1) })
const query = z.object({
  window: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(30), z.literal(100)]))
    .catch(100),
})

/** The most accurate cards of a game over the last 10, 30 or 100 (default) issues. */
export async function loader({ request, params: raw }: LoaderFunctionArgs) {
  const parsed = params.safeParse(raw)
  invariantResponse(parsed.success, '彩种不存在')
  const { gameId } = parsed.data
  const { window } = readQuery(request, query)
  // Any six-mark game with cards (the fast ones too, reached from home); the tabs offer the two main ones.
  const ranking = await loadTemplateRanking(request, gameId, window)
  invariantResponse(ranking, '彩种不存在')
  return data(
    { games: INFORMATION_GAMES, gameId, window, ranking },
    { headers: { 'Cache-Control': 'public, max-age=30' } },
  )
}

const href = (gameId: number, window: number) =>
  window === 100 ? `/template-ranking/${gameId}` : `/template-ranking/${gameId}?window=${window}`

export default function TemplateRanking() {
  const { games, gameId, window, ranking } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <NavBar title="准确率排行" backHref="/" />
      <main>
        <div className={styles.toolbar}>
          <ChipNav
            label="彩种"
            chips={games.map((game) => ({
              key: game.gameId,
              label: game.gameName,
              href: href(game.gameId, window),
              current: game.gameId === gameId,
            }))}
          />
          <ChipNav
            label="统计期数"
            chips={recordWindows.map((w) => ({
              key: w,
              label: `近${w}期`,
              href: href(gameId, w),
              current: w === window,
            }))}
          />
        </div>
        {ranking.length === 0 ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          <ol className={recordStyles.list} aria-label={`近${window}期准确率排行`}>
            {ranking.map((t, index) => {
              const rate = rateOf(t.record, window)
              const streak = t.record.streak
              return (
                <li key={t.templateId}>
                  <Link
                    className={recordStyles.row}
                    to={`/template/${t.gameId}/${t.templateId}`}
                    data-testid="ranking-row"
                    data-template-id={t.templateId}
                  >
                    <span className={`${recordStyles.rank} ${index < 3 ? recordStyles.topRank : ''}`}>
                      {index + 1}
                    </span>
                    <span className={recordStyles.name}>
                      <span className={recordStyles.title}>{t.name}</span>
                      <span className={recordStyles.detail}>
                        {t.playCateName}
                        {streak && ` · 当前${streak.kind === 'hit' ? '连中' : '连错'}${streak.length}期`} ·
                        最长连中
                        {t.record.bestHitStreak}期
                      </span>
                    </span>
                    <span className={recordStyles.figure}>
                      <span className={recordStyles.percent}>{rate.percent ?? 0}%</span>
                      <span className={recordStyles.detail}>
                        中{rate.hits}期 共{rate.issues}期
                      </span>
                    </span>
                  </Link>
                </li>
              )
            })}
          </ol>
        )}
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="彩种不存在" message="该彩种暂无资料排行。" />
  }
  return <ErrorPage title="排行加载失败" />
}

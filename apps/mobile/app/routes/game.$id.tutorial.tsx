import { familyIntro, playRuleGroups } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import * as styles from '#app/styles/game.css.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 玩法说明` : '玩法说明' },
]

/**
 * The rules of every play the game bets in, group by group, from the domain's rule texts; the plays this
 * company has closed are marked 暂停投注.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const gameId = Number(params.id)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const api = platformFor(request)
  try {
    const [info, plays] = await Promise.all([
      api.lottery.openInfo(gameId, request.signal),
      api.bets.plays(gameId, request.signal),
    ])
    // A play the platform does not list is not on sale either, like one it marks closed.
    const open = new Set(plays.plays.filter((p) => !p.closed).map((p) => p.playId))
    return data(
      {
        gameId,
        gameName: info.gameName,
        intro: familyIntro(plays.family),
        groups: playRuleGroups(plays.family).map(({ group, plays: list }) => ({
          group,
          plays: list.map((play) => ({ ...play, closed: !open.has(play.id) })),
        })),
      },
      { headers: { 'Cache-Control': 'public, max-age=30' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

export default function GameTutorial() {
  const page = useLoaderData<typeof loader>()
  const bettingHref = `/game/${page.gameId}`
  return (
    <>
      <NavBar title="玩法说明" backHref={bettingHref} />
      <main className={styles.page}>
        <section className={styles.history} aria-labelledby="game-title">
          <h2 id="game-title" className={styles.heading}>
            {page.gameName}
          </h2>
          <div>{page.intro}</div>
        </section>
        {page.groups.map(({ group, plays }, index) => (
          <section key={group} className={styles.history} aria-labelledby={`group-${index}`}>
            <h2 id={`group-${index}`} className={styles.heading}>
              {group}
            </h2>
            <ul className={styles.rows}>
              {plays.map((play) => (
                <li key={play.id} className={styles.row} data-play={play.id}>
                  {play.name !== group || play.closed ? (
                    <div className={styles.rowHead}>
                      <span className={styles.turn}>{play.name}</span>
                      {play.closed ? <strong>暂停投注</strong> : null}
                    </div>
                  ) : null}
                  <div>{play.rule}</div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <nav className={styles.pager} aria-label="返回">
          <Link to={bettingHref} className={styles.pageLink}>
            返回投注
          </Link>
        </nav>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="玩法说明加载失败" />
}

import type { LiveResult } from '@liuhe/api/sockets'
import { formatChinaTime } from '@liuhe/domain'
import { LiveVideo, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { useState } from 'react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { drawCardLinks } from '#app/navigation.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { gameSocketBase, platformFor, platformUrl } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import * as styles from '#app/styles/game.css.ts'

export const access = publicRoute()

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 开奖直播` : '开奖直播' },
]

/**
 * The live draw of a game (开奖直播): its live stream, the platform's `/live/{gameId}/index.m3u8`
 * (apps/platform/src/routes/lottery.ts), and the next draw's turn and time. The playlist answers while a draw
 * is shown and a little after (closed then); otherwise 404, and the player says there is no video.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const gameId = Number(params.gameId)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  try {
    const info = await platformFor(request).lottery.openInfo(gameId, request.signal)
    return data(
      {
        gameId,
        gameName: info.gameName,
        src: platformUrl(`/live/${gameId}/index.m3u8`),
        // A page read mid-show names the streamed turn (the platform's open info follows the show).
        streamingTurn: info.pre.isStreaming ? info.plan.turnNum : undefined,
        next: { turnNum: info.cur.turnNum, time: formatChinaTime(info.cur.closeTime) },
        socketBase: gameSocketBase(),
        replaysHref: drawCardLinks(gameId).replaysHref,
      },
      // The next draw changes with each draw: not kept by the browser.
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

export default function LotteryLive() {
  const page = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  // Each start of a show loads the stream anew: a player that found none before plays it now.
  const [run, setRun] = useState(0)
  const [turnNum, setTurnNum] = useState<string | undefined>(page.streamingTurn)
  const status = useGameSocket(page.socketBase, page.gameId, (push: LiveResult) => {
    if (push.type === 'VIDEO' && push.isStreaming && !push.openNum) {
      setTurnNum(push.turnNum)
      setRun((n) => n + 1)
    }
    // The draw is in: the next turn and its time change.
    if (push.type === 'RESULT') revalidator.revalidate()
  })
  const title = `${turnNum ? `第${turnNum}期` : ''}开奖直播`
  return (
    <>
      <NavBar title={`${page.gameName} 开奖直播`} backHref="/" />
      <main className={styles.livePage} data-socket={status}>
        <section className={styles.history} aria-labelledby="live-title">
          <h2 id="live-title" className={styles.heading}>
            {title}
          </h2>
          <LiveVideo key={`${page.src}#${run}`} src={page.src} title={`${page.gameName}${title}`} />
          <p className={styles.liveNext}>
            下期开奖：第{page.next.turnNum}期 {page.next.time}
          </p>
          <a className={styles.replayTurn} href={page.replaysHref}>
            开奖回放
          </a>
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖直播加载失败" />
}

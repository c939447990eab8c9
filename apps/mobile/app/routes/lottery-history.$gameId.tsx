import { hasMorePages, isValidResult, parseOpenNum } from '@liuhe/domain'
import { LiveVideo, NavBar, Pager } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { DrawHistoryList } from '#app/components/lottery/DrawHistoryList.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { platformFor, platformUrl } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'
import * as styles from '#app/styles/game.css.ts'

export const access = publicRoute()

/** The address of a page of this list. */
const pageQuery = (page: number) => `?page=${page}`

/** How many of the latest turns the replay offers to choose from (the platform keeps 10 a game). */
const REPLAY_TURNS = 10

/** The address of a turn's replay on this page. */
const replayQuery = (turnNum: string) => `?type=live-lottery&turn=${turnNum}`

/** Draws per page of the history. */
const ROWS = 30

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 历史开奖` : '历史开奖' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const gameId = Number(params.gameId)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const query = readQuery(
    request,
    z.object({
      page: z.coerce.number().int().min(1).max(1000).catch(1),
      type: z.enum(['live-lottery']).optional().catch(undefined),
      /** The turn whose replay is played (default the latest). */
      turn: z
        .string()
        .regex(/^\d{1,20}$/)
        .optional()
        .catch(undefined),
    }),
  )
  const api = platformFor(request)
  try {
    const [info, history] = await Promise.all([
      api.lottery.openInfo(gameId, request.signal),
      api.lottery.history({ gameId, page: query.page, rows: ROWS }, request.signal),
    ])
    const kind = info.lotteryKind ?? 'sixMark'
    const rows = history.rows.map((row) => ({
      turnNum: row.turnNum,
      openTime: row.openTime,
      numbers: parseOpenNum(row.openNum),
    }))
    const latest = rows[0]
    const replayTurn = query.turn ?? latest?.turnNum
    return data(
      {
        gameId,
        gameName: info.gameName,
        kind,
        page: query.page,
        hasMore: hasMorePages(query.page, ROWS, history.totalCount),
        rows: rows.filter((row) => isValidResult(kind, row.numbers)),
        // The replay of a draw, when the page was opened for the live draw (?type=live-lottery): the chosen
        // turn (&turn=), else the latest; the platform keeps the videos of a game's last 10 turns.
        replay:
          query.type === 'live-lottery' && replayTurn
            ? {
                turnNum: replayTurn,
                src: platformUrl(`/live/${gameId}/replay/${replayTurn}.m3u8`),
                turns: rows.slice(0, REPLAY_TURNS).map((row) => row.turnNum),
              }
            : null,
      },
      { headers: { 'Cache-Control': 'public, max-age=5' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

export default function LotteryHistory() {
  const page = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title={`${page.gameName} 历史开奖`} backHref={`/game/${page.gameId}`} />
      <main className={styles.page}>
        {page.replay ? (
          <section className={styles.history} aria-labelledby="replay-title">
            <h2 id="replay-title" className={styles.heading}>
              第{page.replay.turnNum}期开奖回放
            </h2>
            <LiveVideo
              key={page.replay.src}
              src={page.replay.src}
              title={`第${page.replay.turnNum}期开奖回放`}
            />
            <ul className={styles.replayTurns} aria-label="开奖回放">
              {page.replay.turns.map((turnNum) => (
                <li key={turnNum}>
                  <a
                    className={styles.replayTurn}
                    href={replayQuery(turnNum)}
                    aria-current={turnNum === page.replay?.turnNum ? 'true' : undefined}
                  >
                    第{turnNum}期
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className={styles.history} aria-labelledby="history-title">
          <h2 id="history-title" className={styles.heading}>
            历史开奖
          </h2>
          <DrawHistoryList draws={page.rows} kind={page.kind} />
          <Pager page={page.page} hasMore={page.hasMore} hrefFor={pageQuery} endText="没有更多数据了" />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖记录加载失败" />
}

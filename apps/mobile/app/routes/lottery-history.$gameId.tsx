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
    return data(
      {
        gameId,
        gameName: info.gameName,
        kind,
        page: query.page,
        hasMore: hasMorePages(query.page, ROWS, history.totalCount),
        rows: rows.filter((row) => isValidResult(kind, row.numbers)),
        // The replay of the latest draw, when the page was opened for the live draw (?type=live-lottery).
        replay:
          query.type === 'live-lottery' && latest
            ? {
                turnNum: latest.turnNum,
                src: platformUrl(`/live/${gameId}/replay/${latest.turnNum}.m3u8`),
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
            <LiveVideo src={page.replay.src} title={`第${page.replay.turnNum}期开奖回放`} />
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

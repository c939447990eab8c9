import { isValidResult, parseChinaTime, parseOpenNum } from '@liuhe/domain'
import { DrawCard, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { DrawHistoryList } from '#app/components/lottery/DrawHistoryList.tsx'
import { invariantResponse, platformFailure } from '#app/errors.server.ts'
import { useDrawPolling } from '#app/hooks/useDrawPolling.ts'
import { toDrawCardData } from '#app/lottery.server.ts'
import { drawCardLinks } from '#app/navigation.ts'
import { platformFor } from '#app/platform.server.ts'
import * as styles from '#app/styles/game.css.ts'

/** Draws listed under the card. */
const HISTORY_ROWS = 10

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.draw.gameName} - 开奖结果` : '开奖结果' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const gameId = Number(params.id)
  invariantResponse(Number.isInteger(gameId) && gameId > 0, '游戏不存在')
  const api = platformFor(request)
  try {
    const [info, history] = await Promise.all([
      api.lottery.openInfo(gameId, request.signal),
      api.lottery.history({ gameId, page: 1, rows: HISTORY_ROWS }, request.signal),
    ])
    const kind = info.lotteryKind ?? 'sixMark'
    const draw = toDrawCardData(info)
    // toDrawCardData reads six-mark results; other kinds are read here by their own rule.
    const numbers = parseOpenNum(info.pre.openNum)
    const previous =
      draw.previous ??
      (info.pre.turnNum && isValidResult(kind, numbers)
        ? { turnNum: info.pre.turnNum, numbers, drawTime: parseChinaTime(info.pre.openTime) }
        : null)
    return data(
      {
        kind,
        draw: { ...draw, previous },
        history: history.rows.map((row) => ({
          turnNum: row.turnNum,
          openTime: row.openTime,
          numbers: parseOpenNum(row.openNum),
        })),
      },
      { headers: { 'Cache-Control': 'public, max-age=5' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

export default function Game() {
  const page = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const { draw, kind } = page
  const polling = useDrawPolling(
    draw.previous?.turnNum,
    draw.previous?.numbers.join(',') ?? '',
    revalidator.revalidate,
    kind,
  )
  return (
    <>
      <NavBar title={draw.gameName} backHref="/" />
      <main className={styles.page}>
        <DrawCard
          {...draw}
          {...drawCardLinks(draw.gameId)}
          kind={kind}
          onCountdownEnd={() => polling.start(draw.next.turnNum)}
        />
        <section className={styles.history} aria-labelledby="recent-draws">
          <h2 id="recent-draws" className={styles.heading}>
            近期开奖
          </h2>
          <DrawHistoryList draws={page.history} kind={kind} />
        </section>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖信息加载失败" />
}

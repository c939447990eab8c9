import { isValidResult, parseChinaTime, parseOpenNum } from '@liuhe/domain'
import { BallRow, NavBar } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: '开奖记录' }]

/**
 * 开奖记录: the latest result of every lottery game, each leading to its history. A game the platform cannot
 * answer for is left out rather than failing the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = platformFor(request)
  try {
    const { data: games } = await api.games.listAll({ groupType: 'LOTTERY', rows: 100 })
    const infos = await Promise.allSettled(games.map((g) => api.lottery.openInfo(g.gameId, request.signal)))
    const records = infos.flatMap((result) => {
      if (result.status !== 'fulfilled') return []
      const info = result.value
      const kind = info.lotteryKind ?? 'sixMark'
      const numbers = parseOpenNum(info.pre.openNum)
      return [
        {
          gameId: info.gameId,
          gameName: info.gameName,
          kind,
          turnNum: info.pre.turnNum,
          openTime: info.pre.openTime,
          drawTime: info.pre.openTime ? parseChinaTime(info.pre.openTime) : 0,
          numbers: isValidResult(kind, numbers) ? numbers : [],
        },
      ]
    })
    return data({ records }, { headers: { 'Cache-Control': 'public, max-age=5' } })
  } catch (error) {
    platformFailure(error)
  }
}

export default function LotteryRecord() {
  const { records } = useLoaderData<typeof loader>()
  return (
    <>
      <NavBar title="开奖记录" backHref="/" />
      <main className={styles.page}>
        {records.length === 0 ? <p className={styles.empty}>暂无数据</p> : null}
        <ul className={styles.rows} aria-label="各彩种最新开奖">
          {records.map((record) => (
            <li key={record.gameId} className={styles.card}>
              <div className={styles.rowHead}>
                <Link to={`/lottery-history/${record.gameId}`} className={styles.textLink}>
                  {record.gameName}
                </Link>
                {record.turnNum ? <span>第{record.turnNum}期</span> : null}
              </div>
              {record.numbers.length ? (
                <BallRow
                  kind={record.kind}
                  numbers={record.numbers}
                  drawTime={record.kind === 'sixMark' ? record.drawTime : undefined}
                  size="sm"
                  label={`${record.gameName} 第${record.turnNum}期开奖号码`}
                />
              ) : (
                <p className={styles.muted}>等待开奖</p>
              )}
              <div className={styles.rowHead}>
                <span>{record.openTime.slice(0, 16)}</span>
                <Link
                  to={`/lottery-history/${record.gameId}`}
                  className={styles.moreLink}
                  aria-label={`${record.gameName} 历史开奖`}
                >
                  历史开奖
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </main>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖记录加载失败" />
}

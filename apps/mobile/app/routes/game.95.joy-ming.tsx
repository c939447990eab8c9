import { hasMorePages, LUCKY_NIU_NIU_GAME_ID } from '@liuhe/domain'
import { Pager } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { HandCards } from '#app/components/niuniu/HandCards.tsx'
import { NiuNiuLayout } from '#app/components/niuniu/NiuNiuLayout.tsx'
import * as styles from '#app/components/niuniu/niuniu.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { type HandView, handsOf, niuNiuDraws } from '#app/server/betting/niuNiu.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'
import { readQuery } from '#app/server/request/input.server.ts'

export const access = publicRoute()

/** The address of a page of this list. */
const pageQuery = (page: number) => `?page=${page}`

/** Draws per page. */
const ROWS = 20

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 开奖明细` : '开奖明细' },
]

/** A page of lucky niu niu draws, each dealt into the banker's and the five players' hands. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readQuery(request, z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) }))
  const api = platformFor(request)
  try {
    const [info, history] = await Promise.all([
      api.lottery.openInfo(LUCKY_NIU_NIU_GAME_ID, request.signal),
      api.lottery.history({ gameId: LUCKY_NIU_NIU_GAME_ID, page: query.page, rows: ROWS }, request.signal),
    ])
    return data(
      {
        gameName: info.gameName,
        page: query.page,
        hasMore: hasMorePages(query.page, ROWS, history.totalCount),
        draws: niuNiuDraws(history.rows).map((draw) => ({ ...draw, hands: handsOf(draw) })),
      },
      { headers: { 'Cache-Control': 'public, max-age=5' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

/** A hand's result against the banker as the table writes it; the banker's own row has none. */
function resultOf(beatsBanker: boolean | null): { text: string; className?: string } {
  if (beatsBanker === null) return { text: '—' }
  return beatsBanker ? { text: '胜', className: styles.won } : { text: '负', className: styles.lost }
}

/** One hand of a draw: whose it is, its five cars, its 牛 and how it fared against the banker. */
function HandRow({ hand }: { hand: HandView }) {
  const result = resultOf(hand.beatsBanker)
  return (
    <tr>
      <th scope="row" className={styles.rowHeader}>
        {hand.name}
      </th>
      <td className={styles.cell}>
        <HandCards cards={hand.cards} />
      </td>
      <td className={styles.cell}>{hand.label}</td>
      <td className={styles.cell}>
        <span className={result.className}>{result.text}</span>
      </td>
    </tr>
  )
}

export default function NiuNiuDrawDetails() {
  const page = useLoaderData<typeof loader>()
  return (
    <NiuNiuLayout gameName={page.gameName} current="joy-ming">
      <h2 className={styles.heading}>开奖明细</h2>
      {page.draws.length === 0 ? <p className={styles.note}>暂无数据</p> : null}
      <ol className={styles.draws}>
        {page.draws.map((draw) => (
          <li key={draw.turnNum} className={styles.card}>
            <div className={styles.drawHead}>
              <h3 className={styles.drawTitle} id={`draw-${draw.turnNum}`}>
                第{draw.turnNum}期
              </h3>
              <time dateTime={draw.openTime.replace(' ', 'T')}>{draw.openTime.slice(0, 16)}</time>
            </div>
            <table className={styles.table} aria-labelledby={`draw-${draw.turnNum}`}>
              <ColumnHeads className={styles.headCell} columns={['位置', '手牌', '牌型', '对庄']} />
              <tbody>
                {draw.hands.map((hand) => (
                  <HandRow key={hand.name} hand={hand} />
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ol>
      <Pager page={page.page} hasMore={page.hasMore} hrefFor={pageQuery} endText="没有更多数据了" />
    </NiuNiuLayout>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="开奖明细加载失败" />
}

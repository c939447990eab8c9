import { LUCKY_NIU_NIU_GAME_ID } from '@liuhe/domain'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { ColumnHeads } from '#app/components/ColumnHeads.tsx'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { niuNiuHandNames } from '#app/components/niuniu/handNames.ts'
import { NiuNiuLayout } from '#app/components/niuniu/NiuNiuLayout.tsx'
import * as styles from '#app/components/niuniu/niuniu.css.ts'
import { publicRoute } from '#app/routeAccess.ts'
import { heatMapOf, niuNiuDraws } from '#app/server/betting/niuNiu.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

/** How many of the latest draws the heat map counts. */
const WINDOW = 100

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? `${page.gameName} - 冷热图` : '冷热图' },
]

/** The latest draws of lucky niu niu read as hands: each player position against the banker, and the 牛 dealt. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = platformFor(request)
  try {
    const [info, history] = await Promise.all([
      api.lottery.openInfo(LUCKY_NIU_NIU_GAME_ID, request.signal),
      api.lottery.history({ gameId: LUCKY_NIU_NIU_GAME_ID, page: 1, rows: WINDOW }, request.signal),
    ])
    return data(
      { gameName: info.gameName, map: heatMapOf(niuNiuDraws(history.rows)) },
      // A new draw lands every few minutes; a copy a few seconds old is as good.
      { headers: { 'Cache-Control': 'public, max-age=5' } },
    )
  } catch (error) {
    platformFailure(error, { notFound: '游戏不存在' })
  }
}

export default function NiuNiuHeatMap() {
  const { gameName, map } = useLoaderData<typeof loader>()
  return (
    <NiuNiuLayout gameName={gameName} current="heat-map">
      <section className={styles.card} aria-labelledby="window-title">
        <h2 id="window-title" className={styles.heading}>
          冷热图
        </h2>
        {map.drawCount === 0 ? (
          <p className={styles.note}>暂无数据</p>
        ) : (
          <p className={styles.note} data-newest={map.newestTurn}>
            统计近 {map.drawCount} 期：第{map.oldestTurn}期 至 第{map.newestTurn}期
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="players-title">
        <h2 id="players-title" className={styles.heading}>
          闲家胜庄
        </h2>
        <table className={styles.table} aria-labelledby="players-title">
          <ColumnHeads className={styles.headCell} columns={['位置', '胜', '负', '胜率', '遗漏']} />
          <tbody>
            {map.players.map((player) => (
              <tr key={player.name}>
                <th scope="row" className={styles.rowHeader}>
                  {player.name}
                </th>
                <td className={styles.cell}>{player.wins}</td>
                <td className={styles.cell}>{player.losses}</td>
                <td className={styles.rateCell}>
                  {player.winRate.toFixed(1)}%
                  <span
                    className={styles.rateBar}
                    style={assignInlineVars({ [styles.rate]: String(player.winRate) })}
                    aria-hidden="true"
                  />
                </td>
                <td className={styles.cell}>{player.missed}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>遗漏：距离该位置上次胜庄的期数。</p>
      </section>

      <section className={styles.card} aria-labelledby="ranks-title">
        <h2 id="ranks-title" className={styles.heading}>
          牛型分布
        </h2>
        <table className={styles.table} aria-labelledby="ranks-title">
          <ColumnHeads className={styles.headCell} columns={['牌型', ...niuNiuHandNames, '合计']} />
          <tbody>
            {map.ranks.map((rank) => (
              <tr key={rank.label}>
                <th scope="row" className={styles.rowHeader}>
                  {rank.label}
                </th>
                {rank.counts.map((count, hand) => (
                  <td
                    key={niuNiuHandNames[hand]}
                    className={styles.heatCell}
                    style={assignInlineVars({ [styles.heat]: String(rank.heat[hand]) })}
                  >
                    {count}
                  </td>
                ))}
                <td className={styles.cell}>{rank.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>颜色越深，该牌型在该位置出现越多。</p>
      </section>
    </NiuNiuLayout>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="冷热图加载失败" />
}

import type { GamePlays } from '@liuhe/api'
import {
  type AnyPlay,
  cellOddsMilli,
  currentStreaks,
  type LotteryKind,
  oddsDisplay,
  parseChinaTime,
  parseOpenNum,
  playById,
  readHistory,
  type Streak,
  streakBetTarget,
} from '@liuhe/domain'
import { type StreakBet, StreakCard } from '@liuhe/ui'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { AnalyticsShell } from '#app/components/analytics/AnalyticsShell.tsx'
import * as styles from '#app/components/analytics/analytics.css.ts'
import { RouteErrorPage } from '#app/components/ErrorPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'
import { loadGameDraws } from '#app/server/content/analytics.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { platformFailure } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

/** How often the helper reloads its streaks. */
const REFRESH_MS = 20_000
/** Draws read per game: a run of 50 equal even-chance results does not happen (2⁻⁵⁰). */
const HELPER_DRAWS = 50

export const meta: MetaFunction<typeof loader> = () => [{ title: '长龙助手' }]

/** The quick bets of one streak at this company's odds for the open turn; none when the play is not on sale. */
function betsOf(
  gameId: number,
  kind: LotteryKind,
  streak: Streak,
  plays: GamePlays | null,
  drawTime: number,
) {
  const target = streakBetTarget(kind, streak)
  const offered = target && plays?.plays.find((p) => p.playId === target.playId && !p.closed)
  const play = target && playById(target.playId)
  if (!target || !offered || !play) return []
  const priced = { ...play, odds: offered.odds } as AnyPlay
  const query = new URLSearchParams({ play: target.playId })
  if (target.position !== undefined) query.set('pos', String(target.position))
  return target.sides.flatMap((side): StreakBet[] => {
    const oddsMilli = cellOddsMilli(priced, side.cell, drawTime)
    if (oddsMilli === undefined) return []
    return [
      {
        key: side.cell,
        label: side.value,
        odds: oddsDisplay(oddsMilli),
        href: `/game/${gameId}?${new URLSearchParams([...query, ['pick', side.cell]])}`,
      },
    ]
  })
}

/**
 * 长龙助手: for every lottery game, the two-sides results that came out in the last 3 or more draws running
 * (the domain's `currentStreaks`), longest first with this page's game first, each with quick bets at this
 * company's odds. A game the platform cannot answer for is left out rather than failing the page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const game = await loadGameDraws(request, params, 'lottery-helper', 0)
  const api = platformFor(request)
  const games = await api.games
    .listAll({ groupType: 'LOTTERY', rows: 100 })
    .then((page) => page.data)
    .catch((error: unknown) => platformFailure(error))
  const perGame = await Promise.allSettled(
    games.map(async ({ gameId }) => {
      const [info, history] = await Promise.all([
        api.lottery.openInfo(gameId, request.signal),
        api.lottery.history({ gameId, rows: HELPER_DRAWS }, request.signal),
      ])
      const kind = info.lotteryKind ?? 'sixMark'
      const draws = history.rows.map((row) => ({
        turnNum: row.turnNum,
        openTime: parseChinaTime(row.openTime),
        numbers: parseOpenNum(row.openNum),
      }))
      const streaks = currentStreaks(readHistory(kind, draws))
      const plays = streaks.length ? await api.bets.plays(gameId, request.signal).catch(() => null) : null
      return streaks.map((streak) => ({
        key: `${gameId}-${streak.position}-${streak.attribute}`,
        gameId,
        gameName: info.gameName,
        turnNum: draws[0]?.turnNum ?? '',
        ...streak,
        bets: betsOf(gameId, kind, streak, plays, info.cur.closeTime),
      }))
    }),
  )
  const streaks = perGame
    .flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
    .sort(
      (a, b) => Number(b.gameId === game.gameId) - Number(a.gameId === game.gameId) || b.length - a.length,
    )
  return data(
    { gameId: game.gameId, gameName: game.gameName, kind: game.kind, streaks },
    { headers: { 'Cache-Control': 'public, max-age=5' } },
  )
}

export default function LotteryHelper() {
  const page = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [revalidator])
  return (
    <AnalyticsShell gameId={page.gameId} gameName={page.gameName} kind={page.kind} view="lottery-helper">
      <p className={styles.muted}>各彩种两面结果连开 3 期及以上，每 20 秒自动刷新。</p>
      {page.streaks.length === 0 ? <p className={styles.empty}>暂无长龙</p> : null}
      <ul className={styles.rows} aria-label="长龙列表">
        {page.streaks.map((streak) => (
          <li key={streak.key}>
            <StreakCard
              gameName={streak.gameName}
              gameHref={`/game/${streak.gameId}`}
              position={streak.position}
              attribute={streak.attribute}
              value={streak.value}
              length={streak.length}
              turnNum={streak.turnNum}
              bets={streak.bets}
            />
          </li>
        ))}
      </ul>
    </AnalyticsShell>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage title="长龙助手加载失败" />
}

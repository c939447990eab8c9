import { isApiError, type LiuheApi } from '@liuhe/api'
import {
  BET_LIST_PAGE_SIZE,
  type BetListTabId,
  can,
  isPageOfTheme,
  statusForTab,
  type Viewer,
} from '@liuhe/domain'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { env } from '#app/env.server.ts'
import { failureOf } from '#app/errors.server.ts'
import { platformFor } from '#app/platform.server.ts'
import { requireViewer } from '#app/viewer.server.ts'
import {
  type BetGameChoice,
  type BetListData,
  type BetListQuery,
  type BetPage,
  HISTORY_TAB,
  toBetDayView,
  toBetRowView,
} from './betList'

/** The bet list's address query: unknown or malformed values fall back to the first tab, every game, no day. */
export const betListQuerySchema = z.object({
  tab: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .catch(1)
    .transform((tab) => tab as BetListTabId),
  gameId: z.coerce.number().int().min(1).nullable().catch(null).default(null),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .catch(null)
    .default(null),
})

/** The query of a request's address. */
export function betListQueryOf(request: Request): BetListQuery {
  const params = new URL(request.url).searchParams
  return betListQuerySchema.parse({
    tab: params.get('tab') ?? undefined,
    gameId: params.get('gameId') ?? undefined,
    date: params.get('date') ?? undefined,
  })
}

/**
 * sys_config.hy_is_cancel; 0 (cancel off) when the config cannot be read, so a platform hiccup never
 * offers a cancel the platform would refuse.
 */
export async function cancelSetting(api: LiuheApi): Promise<number> {
  try {
    return (await api.content.config()).sys_config.hy_is_cancel
  } catch {
    return 0
  }
}

/** Whether the viewer may cancel bets: the permission table's member right with hy_is_cancel = 1. */
export function cancelAllowed(viewer: Viewer, hyIsCancel: number): boolean {
  return can(viewer, 'cancelBet', { hyIsCancel })
}

/** The lottery games the filter offers (one page holds them all); none when the list cannot be read. */
async function lotteryGames(api: LiuheApi): Promise<BetGameChoice[]> {
  try {
    const { data: games } = await api.games.listAll({ groupType: 'LOTTERY', page: 1, rows: 100 })
    return games.map((game) => ({ gameId: game.gameId, gameName: game.gameName }))
  } catch {
    return []
  }
}

/** One page of bets: today's bets of a status tab, or one day of the history. */
export async function loadBetPage(
  api: LiuheApi,
  query: BetListQuery,
  page: number,
  hyIsCancel: number,
  nowMs: number,
): Promise<BetPage> {
  const answer =
    query.tab === HISTORY_TAB
      ? await api.bets.historyList({ date: query.date ?? '', page, rows: BET_LIST_PAGE_SIZE })
      : await api.bets.todayList({
          status: statusForTab(query.tab),
          page,
          rows: BET_LIST_PAGE_SIZE,
          gameId: query.gameId ?? undefined,
        })
  return {
    rows: answer.rows.map((order) => toBetRowView(order, hyIsCancel, nowMs)),
    page,
    totalCount: answer.totalCount,
  }
}

/** What a failed list call says on the page (a refused token has already sent the viewer to login). */
function listFailure(error: unknown): string {
  if (!isApiError(error)) throw error
  return failureOf(error).message
}

/**
 * The bet list's loader: the member's first page of the tab (or the history's days, or one day's bets),
 * the lottery games of the filter and whether cancelling is open. A failed list shows on the page with
 * the tabs still working.
 */
export async function betListLoader(request: Request) {
  const { token, viewer } = await requireViewer(request)
  const api = platformFor(request, token)
  const query = betListQueryOf(request)
  const [hyIsCancel, games] = await Promise.all([cancelSetting(api), lotteryGames(api)])
  const base: BetListData = {
    ...query,
    cancelEnabled: cancelAllowed(viewer, hyIsCancel),
    hyIsCancel,
    games,
    list: null,
    days: null,
    error: null,
  }
  const headers = { 'Cache-Control': 'private, no-store' }
  try {
    if (query.tab === HISTORY_TAB && !query.date) {
      const days = (await api.bets.historyDayReport()).map(toBetDayView)
      return data({ ...base, days }, { headers })
    }
    const list = await loadBetPage(api, query, 1, hyIsCancel, Date.now())
    return data({ ...base, list }, { headers })
  } catch (error) {
    return data({ ...base, error: listFailure(error) }, { headers })
  }
}

/**
 * The report pages exist in theme2 only (the domain's route table, `isPageOfTheme`); elsewhere their
 * addresses answer 404 like any unknown page.
 */
export function requireReportTheme() {
  if (!isPageOfTheme('/report', env.THEME)) throw data(null, { status: 404 })
}

import { isApiError, type LiuheApi } from '@liuhe/api'
import { BET_LIST_PAGE_SIZE, type BetListTabId, can, statusForTab, type Viewer } from '@liuhe/domain'
import { data } from '@remix-run/node'
import { z } from 'zod'
import {
  type BetGameChoice,
  type BetListData,
  type BetListQuery,
  type BetPage,
  HISTORY_TAB,
  toBetDayView,
  toBetRowView,
} from '#app/components/bets/betList.ts'
import { readBesideViewer, requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'

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

/** The platform's answer for one page of bets: today's bets of a status tab, or one day of the history. */
function betPageAnswer(api: LiuheApi, query: BetListQuery, page: number) {
  return query.tab === HISTORY_TAB
    ? api.bets.historyList({ date: query.date ?? '', page, rows: BET_LIST_PAGE_SIZE })
    : api.bets.todayList({
        status: statusForTab(query.tab),
        page,
        rows: BET_LIST_PAGE_SIZE,
        gameId: query.gameId ?? undefined,
      })
}

/** One page of bets as the list shows it. */
function betPageOf(
  answer: Awaited<ReturnType<typeof betPageAnswer>>,
  page: number,
  hyIsCancel: number,
  nowMs: number,
): BetPage {
  return {
    rows: answer.rows.map((order) => toBetRowView(order, hyIsCancel, nowMs)),
    page,
    totalCount: answer.totalCount,
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
  return betPageOf(await betPageAnswer(api, query, page), page, hyIsCancel, nowMs)
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
  const query = betListQueryOf(request)
  const historyDays = query.tab === HISTORY_TAB && !query.date
  // Every read goes out beside the profile call that checks the member's token (one round trip, not three).
  const reads = readBesideViewer(request, (token) => {
    const api = platformFor(request, token)
    const first: Promise<FirstRead> = (
      historyDays
        ? api.bets.historyDayReport().then((days) => ({ days }))
        : betPageAnswer(api, query, 1).then((answer) => ({ answer }))
    ).catch((error: unknown) => ({ error }))
    return Promise.all([cancelSetting(api), lotteryGames(api), first])
  })
  const { viewer } = await requireViewer(request)
  const [hyIsCancel, games, first] = await reads
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
  if ('error' in first) return data({ ...base, error: listFailure(first.error) }, { headers })
  if ('days' in first) return data({ ...base, days: first.days.map(toBetDayView) }, { headers })
  const list = betPageOf(first.answer, 1, hyIsCancel, Date.now())
  return data({ ...base, list }, { headers })
}

/** The bet list's first read: the history's days, a page of bets, or the failure of either. */
type FirstRead =
  | { days: Awaited<ReturnType<LiuheApi['bets']['historyDayReport']>> }
  | { answer: Awaited<ReturnType<typeof betPageAnswer>> }
  | { error: unknown }

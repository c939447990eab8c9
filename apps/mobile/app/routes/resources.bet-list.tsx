import { LOGIN_REQUIRED_MESSAGE } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { HISTORY_TAB } from '#app/components/bets/betList.ts'
import { memberRoute } from '#app/routeAccess.ts'
import { getViewer } from '#app/server/auth/viewer.server.ts'
import { betListQueryOf, cancelSetting, loadBetPage } from '#app/server/betting/betList.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

const pageSchema = z.coerce.number().int().min(1).max(500)

/**
 * The next page of the bet list the page shows: `/resources/bet-list?tab=2&gameId=110&page=2`, or one day of
 * the history `?tab=5&date=2026-11-22&page=2`. Answers `{ rows, page, totalCount }` or `{ message }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = await getViewer(request)
  if (!token) return Response.json({ message: LOGIN_REQUIRED_MESSAGE }, { status: 401 })
  const query = betListQueryOf(request)
  const page = pageSchema.safeParse(new URL(request.url).searchParams.get('page'))
  // The history's daily summaries come whole with the page: only a day's bets are paged.
  if (!page.success || (query.tab === HISTORY_TAB && !query.date)) {
    return Response.json({ message: '参数错误' }, { status: 400 })
  }
  const api = platformFor(request, token)
  try {
    const hyIsCancel = await cancelSetting(api)
    return Response.json(await loadBetPage(api, query, page.data, hyIsCancel, Date.now()), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  } catch (error) {
    return failureResponse(error)
  }
}

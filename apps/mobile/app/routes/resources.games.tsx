import { gameCategoryCodes } from '@liuhe/api'
import { ALL_PROVIDERS, categoryFromHash, GAME_LIST_PAGE, searchGames } from '@liuhe/domain'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { publicRoute } from '#app/routeAccess.ts'
import { getAccessToken } from '#app/server/auth/session.server.ts'
import { loadGamePage, systemTimeZone, toGameView } from '#app/server/content/games.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = publicRoute()

const querySchema = z.object({
  category: z.enum(gameCategoryCodes).optional(),
  /** `all`: the top search across every category. */
  scope: z.enum(['category', 'all']).default('category'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  providers: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_,]*$/)
    .default(''),
  searchText: z.string().max(50).default(''),
})

/** A page of games for the game center (category, page, providers, in-category search), or the top search. */
export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ message: '参数错误' }, { status: 400 })
  const q = parsed.data
  const token = await getAccessToken(request)
  const api = platformFor(request, token)
  const headers = { 'Cache-Control': token ? 'private, no-store' : 'public, max-age=30' }
  try {
    const timeZone = await systemTimeZone(api)
    const now = Date.now()
    if (q.scope === 'all') {
      const groups = await api.games.groups()
      const seen = new Set<number>()
      const all = groups
        .filter((g) => g.groupType !== 'hot')
        .flatMap((g) => g.games)
        .filter((g) => !seen.has(g.gameId) && seen.add(g.gameId))
      const found = searchGames(all, q.searchText).map((g) => toGameView(g, now, timeZone))
      return Response.json({ games: found, page: 1, totalCount: found.length }, { headers })
    }
    const providers = q.providers.split(',').filter((p) => p && p !== ALL_PROVIDERS)
    const page = await loadGamePage(
      api,
      { category: categoryFromHash(q.category), page: q.page, providers, searchText: q.searchText.trim() },
      timeZone,
      now,
    )
    return Response.json(page, { headers })
  } catch (error) {
    return failureResponse(error, { rows: GAME_LIST_PAGE.rows })
  }
}

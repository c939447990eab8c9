import { parseChinaTime } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { missingResource, ok } from '../envelope'
import { NotFoundError, RefusedError } from '../errors'
import { flag } from '../http/fields'
import { validate } from '../http/validate'
import { assertNotBlocked } from '../responsible/guard'
import type { Stores } from '../store'
import { type GameCategory, gameCategories } from '../store/games'
import { svgResponse, svgTile } from '../svgImages'
import { LAUNCH_TICKET_TTL_MS, launchTicket } from '../wallet/casino'
import { ensureLaunchSecret } from '../wallet/config'

const categoryCodes = gameCategories.map((c) => c.groupType) as [GameCategory, ...GameCategory[]]
const code = z.string().regex(/^[A-Za-z0-9_]{1,64}$/)

const listSchema = z.object({
  groupType: z.enum(categoryCodes),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(30),
  providers: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_,]*$/)
    .optional(),
  searchText: z.string().max(50).optional(),
})

const likeSchema = z.object({
  gameId: z.coerce.number().int().min(1),
  like: flag,
})

const playSchema = z.object({
  liveCode: code,
  gameType: code,
  isMobile: z.enum(['0', '1']).optional(),
  gameKind: z.string().max(16).optional(),
})

/** True when `now` is inside a `start~end` maintenance range (China time); malformed ranges never match. */
export function inMaintenance(maintain: string, nowMs: number): boolean {
  const [start, end] = maintain.split('~')
  if (!start || !end) return false
  const from = parseChinaTime(start.trim())
  const to = parseChinaTime(end.trim())
  return Number.isFinite(from) && Number.isFinite(to) && nowMs >= from && nowMs <= to
}

/** Game-center routes under the API prefix. */
export function gameRoutes(stores: Stores, clock: Clock) {
  const { config, games, users } = stores
  /** The launch tickets' key (wallet/config.ts): made on the first launch and kept. */
  const launchSecret = () => ensureLaunchSecret(config)
  const app = new Hono()
  const member = signedIn(users, clock)

  app.get('/game/group-type', async (c) =>
    ok(
      c,
      await Promise.all(
        gameCategories.map(async (g) => ({
          ...g,
          providers: g.groupType === 'LOTTERY' ? [] : await games.providerChoices(g.groupType),
        })),
      ),
    ),
  )

  app.get('/game/group', async (c) => {
    const userId = (await optionalUser(users, clock, c))?.userId
    return ok(
      c,
      await Promise.all(
        gameCategories.map(async (g) => {
          const page = await games.listGames({ category: g.groupType, userId, page: 1, rows: 500 })
          return { ...g, totalCount: page.total, games: page.games }
        }),
      ),
    )
  })

  app.get('/game/list-all', validate('query', listSchema), async (c) => {
    const query = c.req.valid('query')
    const providers = query.providers?.split(',').filter((p) => p && p !== 'all_provider')
    const page = await games.listGames({
      category: query.groupType,
      providers,
      search: query.searchText?.trim() || undefined,
      userId: (await optionalUser(users, clock, c))?.userId,
      page: query.page,
      rows: query.rows,
    })
    return ok(c, page.games, page.total)
  })

  app.post('/game/toggle-like', member, validate('json', likeSchema), async (c) => {
    const { gameId, like } = c.req.valid('json')
    await games.setFollow(c.var.user.userId, gameId, like)
    return ok(c, { gameId, isFollow: like ? 1 : 0 })
  })

  app.get('/live/play', member, validate('query', playSchema), async (c) => {
    const query = c.req.valid('query')
    if (c.var.user.type === 'TEST')
      throw new RefusedError('UC/TEST_ACCOUNT', '试玩账户无法进行该操作，请注册正式账户!')
    // A member in a cool-off or self-exclusion may not open a casino game.
    await assertNotBlocked(stores, c.var.user.userId, clock.now())
    const game = await games.findThirdPartyGame(query.liveCode, query.gameType)
    if (!game) throw new NotFoundError('游戏不存在')
    if (inMaintenance(game.maintain, clock.now())) {
      throw new RefusedError('LIVE/maintenance', `${game.gameName}正在维护中，维护时间：${game.maintain}`)
    }
    const origin = new URL(c.req.url).origin
    const ticket = launchTicket(await launchSecret(), {
      userId: c.var.user.userId,
      liveCode: game.liveCode,
      gameCode: game.gameCode,
      expiresAt: clock.now() + LAUNCH_TICKET_TTL_MS,
    })
    const search = new URLSearchParams({ isMobile: query.isMobile ?? '1', ticket })
    return ok(c, `${origin}/demo-game/${game.liveCode}/${game.gameCode}?${search}`)
  })

  app.get('/api/live/allLiveGames', async (c) => ok(c, await games.listThirdPartyGames()))
  return app
}

/** Host-root routes: generated game and provider tiles (the demo game pages are `staticCasinoRoutes`'s). */
export function staticGameRoutes({ games }: Stores) {
  const app = new Hono()

  app.get('/sys-upload/games/:file', async (c) => {
    const match = /^([A-Za-z0-9_-]+?)(-landscape)?\.svg$/.exec(c.req.param('file'))
    const name = match && (await games.findGameName(match[1]!))
    if (!match || !name) throw missingResource()
    return svgResponse(
      match[2]
        ? svgTile({ width: 690, height: 240, title: name })
        : svgTile({ width: 200, height: 200, title: name }),
    )
  })

  app.get('/sys-upload/providers/:file', async (c) => {
    const match = /^([A-Za-z0-9_]+)\.svg$/.exec(c.req.param('file'))
    const name = match && (await games.findProviderName(match[1]!))
    if (!match || !name) throw missingResource()
    return svgResponse(svgTile({ width: 160, height: 60, title: name, radius: 8 }))
  })

  return app
}

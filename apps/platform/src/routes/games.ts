import { parseChinaTime } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, requireUser } from '../auth/currentUser'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { ok, PlatformError } from '../envelope'
import {
  findGame,
  findGameName,
  findProviderName,
  findThirdPartyGame,
  gameCategories,
  listGames,
  listThirdPartyGames,
  providerChoices,
  setFollow,
} from '../store/games'
import { svgResponse, svgTile } from '../svgImages'
import { parseFields, readFields } from './formBody'

const categoryCodes = gameCategories.map((c) => c.groupType) as [string, ...string[]]
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
  like: z.enum(['0', '1', 'true', 'false']),
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
export function gameRoutes(db: Db, clock: Clock) {
  const app = new Hono()

  app.get('/game/group-type', (c) =>
    ok(
      c,
      gameCategories.map((g) => ({
        ...g,
        providers: g.groupType === 'LOTTERY' ? [] : providerChoices(db, g.groupType),
      })),
    ),
  )

  app.get('/game/group', (c) => {
    const userId = optionalUser(db, clock, c)?.userId
    return ok(
      c,
      gameCategories.map((g) => {
        const { games, total } = listGames(db, { category: g.groupType, userId, page: 1, rows: 500 })
        return { ...g, totalCount: total, games }
      }),
    )
  })

  app.get('/game/list-all', (c) => {
    const query = parseFields(listSchema, c.req.query())
    const providers = query.providers?.split(',').filter((p) => p && p !== 'all_provider')
    const { games, total } = listGames(db, {
      category: query.groupType as (typeof gameCategories)[number]['groupType'],
      providers,
      search: query.searchText?.trim() || undefined,
      userId: optionalUser(db, clock, c)?.userId,
      page: query.page,
      rows: query.rows,
    })
    return ok(c, games, total)
  })

  app.post('/game/toggle-like', async (c) => {
    const user = requireUser(db, clock, c)
    const body = parseFields(likeSchema, await readFields(c))
    if (!findGame(db, body.gameId)) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
    const follow = body.like === '1' || body.like === 'true'
    setFollow(db, user.userId, body.gameId, follow)
    return ok(c, { gameId: body.gameId, isFollow: follow ? 1 : 0 })
  })

  app.get('/live/play', (c) => {
    const user = requireUser(db, clock, c)
    const query = parseFields(playSchema, c.req.query())
    if (user.type === 'TEST')
      throw new PlatformError('UC/TEST_ACCOUNT', '试玩账户无法进行该操作，请注册正式账户!')
    const game = findThirdPartyGame(db, query.liveCode, query.gameType)
    if (!game) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
    if (inMaintenance(game.maintain, clock.now())) {
      throw new PlatformError('LIVE/maintenance', `${game.gameName}正在维护中，维护时间：${game.maintain}`)
    }
    const origin = new URL(c.req.url).origin
    return ok(c, `${origin}/demo-game/${game.liveCode}/${game.gameCode}?isMobile=${query.isMobile ?? '1'}`)
  })

  app.get('/api/live/allLiveGames', (c) => ok(c, listThirdPartyGames(db)))
  return app
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!)

/** Host-root routes: generated game and provider tiles, and the demo game pages that `/live/play` links to. */
export function staticGameRoutes(db: Db) {
  const app = new Hono()
  const notFound = () => new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)

  app.get('/sys-upload/games/:file', (c) => {
    const match = /^([A-Za-z0-9_-]+?)(-landscape)?\.svg$/.exec(c.req.param('file'))
    const name = match && findGameName(db, match[1]!)
    if (!match || !name) throw notFound()
    return svgResponse(
      match[2]
        ? svgTile({ width: 690, height: 240, title: name })
        : svgTile({ width: 200, height: 200, title: name }),
    )
  })

  app.get('/sys-upload/providers/:file', (c) => {
    const match = /^([A-Za-z0-9_]+)\.svg$/.exec(c.req.param('file'))
    const name = match && findProviderName(db, match[1]!)
    if (!match || !name) throw notFound()
    return svgResponse(svgTile({ width: 160, height: 60, title: name, radius: 8 }))
  })

  app.get('/demo-game/:liveCode/:gameCode', (c) => {
    const game = findThirdPartyGame(db, c.req.param('liveCode'), c.req.param('gameCode'))
    if (!game) throw notFound()
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(game.gameName)} - ${escapeHtml(game.providerName)}</title>
<style>body{margin:0;font-family:sans-serif;background:#14161f;color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:100vh;text-align:center}img{width:60vw;max-width:320px;border-radius:16px}h1{margin:16px 0 4px}p{opacity:.8}</style></head>
<body><img src="${escapeHtml(game.landscapeUrl)}" alt="${escapeHtml(game.gameName)}"><h1>${escapeHtml(game.gameName)}</h1>
<p>${escapeHtml(game.providerName)} · 演示游戏</p><p>这是平台提供的演示页面，实际游戏由第三方平台提供。</p></body></html>`
    return c.html(html)
  })
  return app
}

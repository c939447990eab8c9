import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, requireUser } from '../auth/currentUser'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { badRequest, ok, PlatformError } from '../envelope'
import { findLotteryGame } from '../store/lottery'
import {
  findPoll,
  getTemplate,
  listAds,
  listLikedTemplates,
  listTemplates,
  setTemplateLike,
  templatePlayCategories,
  type Viewer,
  viewerOf,
  votePoll,
  voteTemplate,
} from '../store/templates'
import { numberField, pageParam, parseBody, parseQuery, positiveInt, rowsParam } from './lotteryParams'

/** Base of the static JSON of one company: `/sys-upload/data/json/app-data-main/{company}`. */
export const companyDataBase = '/sys-upload/data/json/app-data-main/:company{[A-Za-z0-9_-]+}'

const location = z.enum(['index', 'game']).optional()

const listQuery = z.object({
  gameId: positiveInt,
  playCateName: z.string().max(30).optional(),
  companyCode: z.string().max(30).optional(),
  location,
  page: pageParam,
  rows: rowsParam(20, 100),
  client: z.string().max(20).optional(),
  _t: z.string().optional(),
})

const likesQuery = z.object({ page: pageParam, rows: rowsParam(20, 100), _t: z.string().optional() })

const playCateQuery = z.object({
  gameId: positiveInt,
  location,
  companyCode: z.string().max(30).optional(),
  _t: z.string().optional(),
})

/** Reads the query a static file name carries: `gameId=110&page=2.json` → `{ gameId: '110', page: '2' }`. */
export function fileQuery(file: string): Record<string, string> {
  const match = /^(.+)\.json$/.exec(decodeURIComponent(file))
  if (!match) throw new PlatformError('SYS/NOT_FOUND', '资源不存在', 404)
  const query: Record<string, string> = {}
  for (const part of match[1]!.split('&')) {
    const [key, ...value] = part.split('=')
    if (key) query[key] = value.join('=')
  }
  return query
}

function checked<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) badRequest(String(parsed.error.issues[0]?.path[0] ?? 'file'))
  return parsed.data
}

function requireLotteryGame(db: Db, gameId: number): void {
  if (!findLotteryGame(db, gameId)) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
}

/** The viewer of a request: a signed-in user with type and recharge, or undefined for guests. */
export function viewerOfRequest(db: Db, clock: Clock, c: Context): Viewer | undefined {
  const user = optionalUser(db, clock, c)
  return user ? viewerOf(db, user.userId) : undefined
}

function templatePage(db: Db, query: z.infer<typeof listQuery>, viewer: Viewer | undefined) {
  requireLotteryGame(db, query.gameId)
  const playCateName = query.playCateName?.trim()
  return listTemplates(
    db,
    {
      gameId: query.gameId,
      playCateName: playCateName && playCateName !== '全部' ? playCateName : undefined,
      location: query.location,
    },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
    viewer,
  )
}

const trialRefused = () => new PlatformError('UC/TEST_USER', '试玩账户无法进行该操作，请注册正式账户!')

/** Template (information card) routes under the API prefix. */
export function templateRoutes(db: Db, clock: Clock) {
  const app = new Hono()
  app.get('/game-document/template', (c) => {
    const page = templatePage(db, parseQuery(c, listQuery), viewerOfRequest(db, clock, c))
    return ok(c, page.rows, page.total)
  })
  app.get('/game-document/template/play-cate', (c) => {
    const query = parseQuery(c, playCateQuery)
    requireLotteryGame(db, query.gameId)
    return ok(c, templatePlayCategories(db, query.gameId, query.location))
  })
  app.get('/game-document/template/ads', (c) => {
    parseQuery(c, z.object({ companyCode: z.string().max(30).optional(), _t: z.string().optional() }))
    return ok(c, listAds(db))
  })
  app.get('/game-document/template/likes', (c) => {
    const user = requireUser(db, clock, c)
    const query = parseQuery(c, likesQuery)
    const page = listLikedTemplates(db, viewerOf(db, user.userId)!, {
      offset: (query.page - 1) * query.rows,
      limit: query.rows,
    })
    return ok(c, page.rows, page.total)
  })
  const info = (c: Context) => {
    const params = checked(
      z.object({
        gameId: positiveInt,
        templateId: positiveInt,
        documentId: positiveInt.optional(),
        client: z.string().max(20).optional(),
      }),
      c.req.param(),
    )
    const view = getTemplate(
      db,
      params.gameId,
      params.templateId,
      params.documentId,
      viewerOfRequest(db, clock, c),
    )
    return ok(c, view)
  }
  app.get('/game-document/template/info/:gameId/:templateId', info)
  app.get('/game-document/template/info/:gameId/:templateId/:documentId', info)
  app.get('/game-document/template/info/:gameId/:templateId/:documentId/:client', info)
  app.get('/game-document/template/:id/vote', (c) => {
    const { id } = checked(z.object({ id: positiveInt }), c.req.param())
    const poll = findPoll(db, id, viewerOfRequest(db, clock, c))
    if (!poll) throw new PlatformError('SYS/NOT_FOUND', '投票不存在')
    return ok(c, poll)
  })
  app.post('/game-document/template/toggle-like', async (c) => {
    const user = requireUser(db, clock, c)
    const body = await parseBody(
      c,
      z.object({ templateId: numberField, like: numberField.pipe(z.union([z.literal(0), z.literal(1)])) }),
    )
    if (user.type === 'TEST') throw trialRefused()
    return ok(c, setTemplateLike(db, user.userId, body.templateId, body.like, clock.now()))
  })
  app.post('/game-document/template/vote', async (c) => {
    const user = requireUser(db, clock, c)
    const body = await parseBody(
      c,
      z.object({ documentId: numberField, vote: numberField.pipe(z.union([z.literal(0), z.literal(1)])) }),
    )
    const result = voteTemplate(db, user.userId, body.documentId, body.vote, clock.now())
    return c.json({ data: result, msg: '投票成功！' })
  })
  app.post('/game-document/template/vote/v2', async (c) => {
    const user = requireUser(db, clock, c)
    const body = await parseBody(
      c,
      z.object({ documentId: numberField, optionId: numberField, vote: numberField.pipe(z.literal(1)) }),
    )
    const poll = votePoll(db, viewerOf(db, user.userId)!, body.documentId, body.optionId, clock.now())
    return c.json({ data: poll, msg: '投票成功！' })
  })
  return app
}

/**
 * Static JSON of the templates under the company data base (guest view, no per-user state):
 * `…/template/gameId={id}[&playCateName=…][&location=…][&page=…][&rows=…].json`,
 * `…/template/play-cate/gameId={id}[&location=…].json` and `…/template/ads.json`.
 */
export function staticTemplateRoutes(db: Db) {
  const app = new Hono()
  app.get(`${companyDataBase}/template/ads.json`, (c) => ok(c, listAds(db)))
  app.get(`${companyDataBase}/template/play-cate/:file`, (c) => {
    const query = checked(playCateQuery, fileQuery(c.req.param('file')))
    requireLotteryGame(db, query.gameId)
    return ok(c, templatePlayCategories(db, query.gameId, query.location))
  })
  app.get(`${companyDataBase}/template/:file`, (c) => {
    const page = templatePage(db, checked(listQuery, fileQuery(c.req.param('file'))), undefined)
    return ok(c, page.rows, page.total)
  })
  return app
}

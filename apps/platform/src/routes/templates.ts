import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { optionalUser, signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { NotFoundError, RefusedError } from '../errors'
import { bit, numberField, pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate, validateFileQuery } from '../http/validate'
import type { Stores } from '../store'
import { guestReader, type Reader } from '../templates/views'

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

/** Up to 100 card ids, comma-separated. */
const viewerStateQuery = z.object({
  templateIds: z
    .string()
    .max(1000)
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .pipe(z.array(z.number().int().positive()).max(100)),
  _t: z.string().optional(),
})

const playCateQuery = z.object({
  gameId: positiveInt,
  location,
  companyCode: z.string().max(30).optional(),
  _t: z.string().optional(),
})

const adsQuery = z.object({ companyCode: z.string().max(30).optional(), _t: z.string().optional() })

const infoParams = z.object({
  gameId: positiveInt,
  templateId: positiveInt,
  documentId: positiveInt.optional(),
  client: z.string().max(20).optional(),
})

const recordParams = z.object({ gameId: positiveInt, templateId: positiveInt })
const rankingQuery = z.object({
  gameId: positiveInt,
  window: z.coerce
    .number()
    .pipe(z.union([z.literal(10), z.literal(30), z.literal(100)]))
    .default(100),
  rows: rowsParam(20, 50),
  _t: z.string().optional(),
})

const likeBody = z.object({ templateId: numberField, like: bit })
const voteBody = z.object({ documentId: numberField, vote: bit })
const pollVoteBody = z.object({
  documentId: numberField,
  optionId: numberField,
  vote: numberField.pipe(z.literal(1)),
})

const trialRefused = () => new RefusedError('UC/TEST_USER', '试玩账户无法进行该操作，请注册正式账户!')

/** The list answer of a query, for a reader (guests for the static JSON). */
async function templatePage(
  { lottery, templates }: Stores,
  query: z.infer<typeof listQuery>,
  reader: Reader,
) {
  await lottery.requireLotteryGame(query.gameId)
  const playCateName = query.playCateName?.trim()
  return templates.listTemplates(
    {
      gameId: query.gameId,
      playCateName: playCateName && playCateName !== '全部' ? playCateName : undefined,
      location: query.location,
    },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
    reader,
  )
}

/** The play categories answer of a query. */
async function playCategories({ lottery, templates }: Stores, query: z.infer<typeof playCateQuery>) {
  await lottery.requireLotteryGame(query.gameId)
  return templates.templatePlayCategories(query.gameId, query.location)
}

/** Template (information card) routes under the API prefix. */
export function templateRoutes(stores: Stores, clock: Clock) {
  const { templates, templateVotes, users } = stores
  const app = new Hono()
  const member = signedIn(users, clock)
  /** The reader of a request: a signed-in user with the domain's view of them, or a guest. */
  const readerOf = async (c: Context): Promise<Reader> => {
    const user = await optionalUser(users, clock, c)
    return user ? { userId: user.userId, viewer: await users.findViewer(user.userId) } : guestReader
  }

  app.get('/game-document/template', validate('query', listQuery), async (c) => {
    const page = await templatePage(stores, c.req.valid('query'), await readerOf(c))
    return ok(c, page.rows, page.total)
  })
  app.get('/game-document/template/play-cate', validate('query', playCateQuery), async (c) =>
    ok(c, await playCategories(stores, c.req.valid('query'))),
  )
  app.get('/game-document/template/ads', validate('query', adsQuery), async (c) =>
    ok(c, await templates.listAds()),
  )
  app.get('/game-document/template/likes', member, validate('query', likesQuery), async (c) => {
    const { userId } = c.var.user
    const query = c.req.valid('query')
    const page = await templates.listLikedTemplates(
      { userId, viewer: await users.findViewer(userId) },
      { offset: (query.page - 1) * query.rows, limit: query.rows },
    )
    return ok(c, page.rows, page.total)
  })
  app.get('/game-document/template/viewer-state', member, validate('query', viewerStateQuery), async (c) =>
    ok(c, await templates.viewerState(c.var.user.userId, c.req.valid('query').templateIds)),
  )
  app.on(
    'GET',
    [
      '/game-document/template/info/:gameId/:templateId',
      '/game-document/template/info/:gameId/:templateId/:documentId',
      '/game-document/template/info/:gameId/:templateId/:documentId/:client',
    ],
    validate('param', infoParams),
    async (c) => {
      const params = c.req.valid('param')
      const reader = await readerOf(c)
      return ok(c, await templates.getTemplate(params.gameId, params.templateId, params.documentId, reader))
    },
  )
  app.get(
    '/game-document/template/record/:gameId/:templateId',
    validate('param', recordParams),
    async (c) => {
      const params = c.req.valid('param')
      return ok(c, await templates.templateRecord(params.gameId, params.templateId))
    },
  )
  app.get('/game-document/template/ranking', validate('query', rankingQuery), async (c) => {
    const query = c.req.valid('query')
    await stores.lottery.requireLotteryGame(query.gameId)
    return ok(c, await templates.templateRanking(query.gameId, query.window, query.rows))
  })
  app.get('/game-document/template/:id/vote', validate('param', z.object({ id: positiveInt })), async (c) => {
    const poll = await templates.findPoll(
      c.req.valid('param').id,
      (await optionalUser(users, clock, c))?.userId,
    )
    if (!poll) throw new NotFoundError('投票不存在')
    return ok(c, poll)
  })
  app.post('/game-document/template/toggle-like', member, validate('json', likeBody), async (c) => {
    const { user } = c.var
    const body = c.req.valid('json')
    if (user.type === 'TEST') throw trialRefused()
    return ok(c, await templateVotes.setTemplateLike(user.userId, body.templateId, body.like, clock.now()))
  })
  app.post('/game-document/template/vote', member, validate('json', voteBody), async (c) => {
    const body = c.req.valid('json')
    const result = await templateVotes.voteTemplate(
      c.var.user.userId,
      body.documentId,
      body.vote,
      clock.now(),
    )
    return c.json({ data: result, msg: '投票成功！' })
  })
  app.post('/game-document/template/vote/v2', member, validate('json', pollVoteBody), async (c) => {
    const body = c.req.valid('json')
    const poll = await templateVotes.votePoll(c.var.user.userId, body.documentId, body.optionId, clock.now())
    return c.json({ data: poll, msg: '投票成功！' })
  })
  return app
}

/**
 * Static JSON of the templates under the company data base (guest view, no per-user state):
 * `…/template/gameId={id}[&playCateName=…][&location=…][&page=…][&rows=…].json`,
 * `…/template/play-cate/gameId={id}[&location=…].json` and `…/template/ads.json`.
 */
export function staticTemplateRoutes(stores: Stores) {
  const app = new Hono()
  app.get(`${companyDataBase}/template/ads.json`, async (c) => ok(c, await stores.templates.listAds()))
  app.get(`${companyDataBase}/template/play-cate/:file`, validateFileQuery(playCateQuery), async (c) =>
    ok(c, await playCategories(stores, c.req.valid('param'))),
  )
  app.get(`${companyDataBase}/template/:file`, validateFileQuery(listQuery), async (c) => {
    const page = await templatePage(stores, c.req.valid('param'), guestReader)
    return ok(c, page.rows, page.total)
  })
  return app
}

import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../envelope'
import { pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate, validateFileQuery } from '../http/validate'
import type { Stores } from '../store'
import { companyDataBase } from './templates'

const listQuery = z.object({
  gameId: positiveInt,
  templateId: positiveInt.optional(),
  page: pageParam,
  rows: rowsParam(100, 200),
  searchText: z.string().max(50).optional(),
  companyCode: z.string().max(30).optional(),
  _t: z.string().optional(),
})

const playCateQuery = z.object({
  gameId: positiveInt,
  companyCode: z.string().max(30).optional(),
  _t: z.string().optional(),
})

/** The list answer of a query. */
async function documentPage({ lottery, documents }: Stores, query: z.infer<typeof listQuery>) {
  await lottery.requireLotteryGame(query.gameId)
  return documents.listDocuments(query, { offset: (query.page - 1) * query.rows, limit: query.rows })
}

/** Library (game-document database) routes under the API prefix. */
export function documentRoutes(stores: Stores) {
  const app = new Hono()
  app.get('/game-document/database', validate('query', listQuery), async (c) => {
    const page = await documentPage(stores, c.req.valid('query'))
    return ok(c, page.rows, page.total)
  })
  app.get('/game-document/database/play-cate', validate('query', playCateQuery), async (c) =>
    ok(c, await stores.documents.documentPlayCategories(c.req.valid('query').gameId)),
  )
  return app
}

/**
 * Static JSON of the library: `…/database/gameId={id}[&templateId=…][&companyCode=…][&page=…][&rows=…].json`
 * and `…/database/play-cate/gameId={id}&companyCode={company}.json`.
 */
export function staticDocumentRoutes(stores: Stores) {
  const app = new Hono()
  app.get(`${companyDataBase}/database/play-cate/:file`, validateFileQuery(playCateQuery), async (c) =>
    ok(c, await stores.documents.documentPlayCategories(c.req.valid('param').gameId)),
  )
  app.get(`${companyDataBase}/database/:file`, validateFileQuery(listQuery), async (c) => {
    const page = await documentPage(stores, c.req.valid('param'))
    return ok(c, page.rows, page.total)
  })
  return app
}

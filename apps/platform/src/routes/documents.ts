import { Hono } from 'hono'
import { z } from 'zod'
import type { Db } from '../db'
import { badRequest, ok, PlatformError } from '../envelope'
import { documentPlayCategories, listDocuments } from '../store/documents'
import { findLotteryGame } from '../store/lottery'
import { pageParam, parseQuery, positiveInt, rowsParam } from './lotteryParams'
import { companyDataBase, fileQuery } from './templates'

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

function documentPage(db: Db, query: z.infer<typeof listQuery>) {
  if (!findLotteryGame(db, query.gameId)) throw new PlatformError('SYS/NOT_FOUND', '游戏不存在')
  return listDocuments(db, query, { offset: (query.page - 1) * query.rows, limit: query.rows })
}

function fromFile<T extends z.ZodType>(schema: T, file: string): z.infer<T> {
  const parsed = schema.safeParse(fileQuery(file))
  if (!parsed.success) badRequest(String(parsed.error.issues[0]?.path[0] ?? 'file'))
  return parsed.data
}

/** Library (game-document database) routes under the API prefix. */
export function documentRoutes(db: Db) {
  const app = new Hono()
  app.get('/game-document/database', (c) => {
    const page = documentPage(db, parseQuery(c, listQuery))
    return ok(c, page.rows, page.total)
  })
  app.get('/game-document/database/play-cate', (c) => {
    const query = parseQuery(c, playCateQuery)
    return ok(c, documentPlayCategories(db, query.gameId))
  })
  return app
}

/**
 * Static JSON of the library (spec section 7): `…/database/gameId={id}[&templateId=…][&companyCode=…]
 * [&page=…][&rows=…].json` and `…/database/play-cate/gameId={id}&companyCode={company}.json`.
 */
export function staticDocumentRoutes(db: Db) {
  const app = new Hono()
  app.get(`${companyDataBase}/database/play-cate/:file`, (c) => {
    const query = fromFile(playCateQuery, c.req.param('file'))
    return ok(c, documentPlayCategories(db, query.gameId))
  })
  app.get(`${companyDataBase}/database/:file`, (c) => {
    const page = documentPage(db, fromFile(listQuery, c.req.param('file')))
    return ok(c, page.rows, page.total)
  })
  return app
}

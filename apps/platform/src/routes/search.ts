import { parseSearchQuery, SEARCH_MAX_LENGTH } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { RefusedError } from '../errors'
import { positiveInt } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'

// The box's own limit is the domain's; this one only keeps absurd input out before it is read.
const searchQuery = z.object({
  gameId: positiveInt,
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH * 10)
    .default(''),
})

/** GET /game-document/search?gameId=&q=: a game's cards, documents and gallery groups matching `q`. */
export function searchRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  app.get('/game-document/search', validate('query', searchQuery), async (c) => {
    const { gameId, q } = c.req.valid('query')
    await stores.lottery.requireLotteryGame(gameId)
    let query: ReturnType<typeof parseSearchQuery>
    try {
      query = parseSearchQuery(q)
    } catch (error) {
      if (error instanceof RangeError) throw new RefusedError('SYS/BAD_REQUEST', error.message)
      throw error
    }
    return ok(c, { query, ...(await stores.search.search(gameId, query, clock.now())) })
  })
  return app
}

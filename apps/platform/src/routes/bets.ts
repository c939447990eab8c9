import { betFormSchema, fenToYuan, fromChinaTime } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import { betLimitsOf, placeBetForm, playsOfGame } from '../betting/place'
import { cancelBets, chinaDayStart, dayReports, hyIsCancel, orderView } from '../betting/records'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { digits, pageParam, positiveInt, rowsParam } from '../http/fields'
import { type RateLimiter, rateLimit } from '../http/rateLimit'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { CurrentUser } from '../store/user'

/** The company whose odds a request reads (the app sends its build's code). */
const companyOf = (header: string | undefined) => header?.trim() || 'LH'

const recordsQuery = z.object({
  status: z.enum(['0', '1', '2']).transform(Number).optional(),
  page: pageParam,
  rows: rowsParam(20, 100),
  gameId: positiveInt.optional(),
  model: z.enum(['1', '2']).optional(),
})

const turnQuery = z.object({ gameId: positiveInt, turnNum: z.string().regex(/^\d{1,20}$/) })

const historyQuery = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  page: pageParam,
  rows: rowsParam(20, 100),
})

/**
 * A bet form's body: the domain's schema, with its messages for the amount (请输入投注金额, 投注金额必须为整数);
 * another bad field is named as usual.
 */
function readBetForm(body: unknown) {
  const parsed = betFormSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  if (issue.path.at(-1) === 'stake' || issue.path[0] === 'bets') {
    throw new RefusedError('BET/FORM_INVALID', issue.message)
  }
  throw new InvalidInputError(String(issue.path[0] ?? 'body'))
}

/** Betting routes under the API prefix: plays and odds, placing (rate-limited per user), records, cancelling. */
export function betRoutes(stores: Stores, clock: Clock, limiter: RateLimiter) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)
  const betLimit = rateLimit(limiter, 'bet', (c) => `user:${(c.var as { user: CurrentUser }).user.userId}`)

  app.get('/api/bet/plays', validate('query', z.object({ gameId: digits })), async (c) => {
    const game = await stores.lottery.findLotteryGame(c.req.valid('query').gameId)
    if (!game) throw new NotFoundError('游戏不存在')
    const { family, offered } = await playsOfGame(stores, game, companyOf(c.req.header('companycode')))
    return ok(c, {
      gameId: game.gameId,
      family,
      plays: offered.map((o) => ({ playId: o.play.id, odds: o.odds, closed: o.closed })),
      limits: await betLimitsOf(stores),
    })
  })

  app.post('/api/bet/place', member, betLimit, async (c) => {
    const body = await c.req.json().catch(() => {
      throw new InvalidInputError('body')
    })
    const form = readBetForm(body)
    const answer = await placeBetForm(stores, clock, {
      user: c.var.user,
      company: companyOf(c.req.header('companycode')),
      form,
    })
    return ok(c, answer)
  })

  app.post(
    '/api/bet/cancel',
    member,
    validate('form', z.object({ orderNo: z.string().min(1).max(2000) })),
    async (c) => {
      const orderNos = [
        ...new Set(
          c.req
            .valid('form')
            .orderNo.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
      if (orderNos.length === 0) throw new InvalidInputError('orderNo')
      return ok(c, await cancelBets(stores, c.var.user, orderNos, clock.now()))
    },
  )

  /** One China day of the member's bets, a page of them, as the records answer them. */
  const dayOfBets = async (
    user: CurrentUser,
    dayStart: number,
    q: { page: number; rows: number; status?: number | undefined; gameId?: number | undefined },
  ) => {
    const now = clock.now()
    const { rows, total } = await stores.bets.pageOfBets({
      userId: user.userId,
      status: q.status,
      gameId: q.gameId,
      fromMs: dayStart,
      toMs: dayStart + 86_400_000,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    const cancel = await hyIsCancel(stores)
    const views = []
    for (const bet of rows) views.push(await orderView(stores, bet, user.account, now, cancel))
    return { rows: views, total }
  }

  app.get('/api/cp/records/todayList', member, validate('query', recordsQuery), async (c) => {
    const { rows, total } = await dayOfBets(c.var.user, chinaDayStart(clock.now()), c.req.valid('query'))
    return ok(c, rows, total)
  })

  app.get('/api/cp/records/historyList', member, validate('query', historyQuery), async (c) => {
    const q = c.req.valid('query')
    const [year, month, day] = q.date.split('-').map(Number) as [number, number, number]
    const { rows, total } = await dayOfBets(c.var.user, fromChinaTime(year, month, day), q)
    return ok(c, rows, total)
  })

  // The member's bets on one turn, summed: the betting page's 中奖 / 未中奖 notice after the draw.
  app.get('/api/cp/records/turnSummary', member, validate('query', turnQuery), async (c) => {
    const { gameId, turnNum } = c.req.valid('query')
    const { payoutFen, ...counts } = await stores.bets.turnSummary(c.var.user.userId, gameId, turnNum)
    return ok(c, { gameId, turnNum, ...counts, payout: fenToYuan(payoutFen) })
  })

  app.get('/api/cp/records/historyDayReport', member, async (c) =>
    ok(c, await dayReports(stores, c.var.user.userId, clock.now())),
  )

  return app
}

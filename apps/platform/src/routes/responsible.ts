import {
  activeBlock,
  blockKindNames,
  blockOptionById,
  blockRefusalMessage,
  changeLimits,
  fenToYuan,
  formatChinaTime,
  isRealityCheckInterval,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  limitKinds,
  limitPeriods,
  limitsFormSchema,
  limitsFormToFen,
  responsibleCodes,
  settleLimits,
  startBlock,
} from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { RefusedError } from '../errors'
import { validate } from '../http/validate'
import { periodUsage } from '../responsible/guard'
import type { Stores } from '../store'

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen))

/** A member's settings as the API answers them: 元, China times, each limit with what its period has used. */
export async function responsibleView(stores: Stores, userId: number, nowMs: number) {
  const settings = await stores.responsible.settingsOf(userId)
  const limits = settleLimits(settings.limits, nowMs)
  const limitView = (state: LimitState, used: number) => ({
    amount: yuanOrNull(state.amountFen),
    pending: state.pending
      ? {
          amount: yuanOrNull(state.pending.amountFen),
          effectiveAt: formatChinaTime(state.pending.effectiveAt),
        }
      : null,
    used: fenToYuan(used),
  })
  const view = {} as Record<LimitKind, Record<LimitPeriod, ReturnType<typeof limitView>>>
  for (const kind of limitKinds) {
    const used = await periodUsage(stores, userId, kind, nowMs)
    view[kind] = {} as Record<LimitPeriod, ReturnType<typeof limitView>>
    for (const period of limitPeriods) view[kind][period] = limitView(limits[kind][period], used[period])
  }
  const block = activeBlock(settings.block, nowMs)
  return {
    adultConfirmed: settings.adultConfirmedAt !== null,
    limits: view,
    block: block
      ? {
          kind: block.kind,
          kindName: blockKindNames[block.kind],
          startedAt: formatChinaTime(block.startedAt),
          until: block.until === null ? null : formatChinaTime(block.until),
          message: blockRefusalMessage(block),
        }
      : null,
    realityCheckMinutes: settings.realityCheckMinutes,
  }
}

/** A refused settings form: the first problem in Chinese, nothing written. */
const invalid = (message: string) => new RefusedError(responsibleCodes.invalid, message)

/**
 * Responsible-gambling routes under the API prefix, for signed-in members: read the settings, confirm 18+,
 * set limits (lowering at once, raising after 24 h), start a cool-off or self-exclusion (never undone early),
 * choose the reality-check interval, and the net result of a session for the reality check.
 */
export function responsibleRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)

  app.get('/api/responsible/settings', member, async (c) =>
    ok(c, await responsibleView(stores, c.var.user.userId, clock.now())),
  )

  app.post('/api/responsible/adult', member, async (c) => {
    const now = clock.now()
    await stores.responsible.confirmAdult(c.var.user.userId, now)
    return ok(c, await responsibleView(stores, c.var.user.userId, now))
  })

  app.post('/api/responsible/limits', member, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}))
    const parsed = limitsFormSchema.safeParse(body)
    if (!parsed.success) throw invalid(parsed.error.issues[0]!.message)
    const now = clock.now()
    const userId = c.var.user.userId
    await stores.transaction(async (tx) => {
      // Locked on PostgreSQL (`lockedSettingsOf`): a change made at the same time applies after this one.
      const { limits } = await tx.responsible.lockedSettingsOf(userId)
      await tx.responsible.saveLimits(userId, changeLimits(limits, limitsFormToFen(parsed.data), now), now)
    })
    return ok(c, await responsibleView(stores, userId, now))
  })

  app.post('/api/responsible/block', member, async (c) => {
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const option = typeof body.option === 'string' ? blockOptionById(body.option) : undefined
    if (!option) throw invalid('请选择冷静期或自我排除的时长')
    const now = clock.now()
    const userId = c.var.user.userId
    await stores.transaction(async (tx) => {
      const started = startBlock((await tx.responsible.lockedSettingsOf(userId)).block, option, now)
      if (!started.ok) throw invalid(started.message)
      await tx.responsible.saveBlock(userId, started.block, now)
    })
    return ok(c, await responsibleView(stores, userId, now))
  })

  app.post('/api/responsible/reality-check', member, async (c) => {
    const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
    const minutes = Number(body.minutes)
    if (!isRealityCheckInterval(minutes)) throw invalid('请选择提醒间隔')
    const now = clock.now()
    await stores.responsible.saveRealityCheck(c.var.user.userId, minutes, now)
    return ok(c, await responsibleView(stores, c.var.user.userId, now))
  })

  // The reality check's net result: bets, payouts and refunds since the session began (at most a day back).
  app.get(
    '/api/responsible/session',
    member,
    validate('query', z.object({ since: z.coerce.number().int().nonnegative() })),
    async (c) => {
      const now = clock.now()
      const since = Math.max(c.req.valid('query').since, now - 86_400_000)
      const net = await stores.responsible.netBetween(c.var.user.userId, since, now + 1)
      return ok(c, { net: fenToYuan(net) })
    },
  )

  return app
}

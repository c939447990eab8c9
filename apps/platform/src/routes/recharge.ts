import { rechargeAmountPattern, rechargeStatuses } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { InvalidInputError } from '../errors'
import { pageParam, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import { configKeys } from '../store/config'
import {
  cancelRechargeOrder,
  channelsOf,
  createRechargeOrder,
  markTransferred,
  type RechargeOrderView,
  receiveNotification,
  rechargeOrderOf,
  rechargeOrderView,
  refuseTrial,
  SIGNATURE_HEADER,
} from '../wallet/recharge'

/** An order or withdrawal number as the history pages send it back. */
export const orderNoField = z.string().regex(/^[A-Z0-9]{6,40}$/)
/** An optional idempotency key: a form sent again with it does nothing twice. */
export const idempotencyKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional()
/** An amount in 元 as forms send it (at most two decimals). */
export const amountField = z.string().regex(rechargeAmountPattern).transform(Number)

const orderForm = z.object({
  channelId: z.string().min(1).max(32),
  amount: amountField,
  idempotencyKey: idempotencyKeyField,
})
const listQuery = z.object({
  page: pageParam,
  rows: rowsParam(20, 100),
  status: z.enum(rechargeStatuses).optional(),
})

/** The largest notification body read: a notification is a few hundred bytes. */
const MAX_NOTIFICATION_BYTES = 4096

/**
 * Recharge routes under the API prefix: the channels a member may use, orders (create, transferred, cancel,
 * list, detail), and the payment provider's notification.
 */
export function rechargeRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)

  app.get('/api/recharge/channels', member, async (c) => {
    refuseTrial(c.var.user)
    const { vipLevel } = await stores.users.findUserProfile(c.var.user.userId)
    return ok(c, { vipLevel, channels: await channelsOf(stores, c.var.user) })
  })

  app.post('/api/recharge/order', member, validate('form', orderForm), async (c) =>
    ok(c, await createRechargeOrder(stores, c.var.user, c.req.valid('form'), clock.now())),
  )

  app.post(
    '/api/recharge/transferred',
    member,
    validate('form', z.object({ orderNo: orderNoField, payerName: z.string().trim().max(30).default('') })),
    async (c) => ok(c, await markTransferred(stores, c.var.user, c.req.valid('form'), clock.now())),
  )

  app.post('/api/recharge/cancel', member, validate('form', z.object({ orderNo: orderNoField })), async (c) =>
    ok(c, await cancelRechargeOrder(stores, c.var.user, c.req.valid('form').orderNo, clock.now())),
  )

  app.get('/api/recharge/list', member, validate('query', listQuery), async (c) => {
    const q = c.req.valid('query')
    await stores.recharge.expireDue(clock.now())
    const { rows, total } = await stores.recharge.pageOfOrders({
      userId: c.var.user.userId,
      status: q.status,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    const views: RechargeOrderView[] = []
    for (const order of rows) views.push(await rechargeOrderView(stores, order))
    return ok(c, views, total)
  })

  app.get(
    '/api/recharge/detail',
    member,
    validate('query', z.object({ orderNo: orderNoField })),
    async (c) => {
      const order = await rechargeOrderOf(stores, c.var.user, c.req.valid('query').orderNo, clock.now())
      return ok(c, await rechargeOrderView(stores, order))
    },
  )

  // The provider's server calls this: no member token, the signature is the credential.
  app.post('/api/recharge/notify', async (c) => {
    const body = await c.req.text()
    if (Buffer.byteLength(body) > MAX_NOTIFICATION_BYTES) throw new InvalidInputError('body')
    const answer = await receiveNotification(
      stores,
      {
        body,
        signature: c.req.header(SIGNATURE_HEADER),
        secret: await stores.config.requireConfig<string>(configKeys.paymentSecret),
      },
      clock.now(),
    )
    return ok(c, answer)
  })

  return app
}

import { bankCardSchema, payoutKinds, withdrawStatuses } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn } from '../auth/currentUser'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { RefusedError } from '../errors'
import { pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { PayoutAccount } from '../store/withdrawals'
import { walletRulesOf } from '../wallet/config'
import { refuseTrial } from '../wallet/recharge'
import {
  approveDueWithdrawals,
  bankCardView,
  checkCashPassword,
  requestWithdrawal,
  saveBankCard,
  turnoverAuditOf,
  validWithdrawView,
  withdrawalOf,
  withdrawalView,
} from '../wallet/withdraw'
import { amountField, idempotencyKeyField, orderNoField } from './recharge'

/** The withdrawal password as forms send it; missing or empty asks for it (UC/CASH_PASSWORD). */
const cashPasswordField = z.string().max(32).optional()

/** A card's fields as forms send them; the domain's card rules check them after the password. */
const cardFields = {
  kind: z.enum(payoutKinds).optional(),
  bankName: z.string().max(60).optional(),
  accountName: z.string().max(60).optional(),
  cardNo: z.string().min(1).max(80),
}

const savedCardForm = z.object({
  amount: amountField,
  bankId: positiveInt,
  cashPassword: cashPasswordField,
  idempotencyKey: idempotencyKeyField,
})
const freeCardForm = z.object({
  amount: amountField,
  ...cardFields,
  cashPassword: cashPasswordField,
  idempotencyKey: idempotencyKeyField,
})
const updateBankForm = z.object({
  id: positiveInt.optional(),
  ...cardFields,
  cashPassword: cashPasswordField,
})
const listQuery = z.object({
  page: pageParam,
  rows: rowsParam(20, 100),
  status: z.enum(withdrawStatuses).optional(),
})

/** A card form's card, checked by the domain's rules; a bad one is refused with its message. */
function cardOf(fields: { kind?: string | undefined; cardNo: string }): PayoutAccount {
  const parsed = bankCardSchema.safeParse(fields)
  if (!parsed.success) throw new RefusedError('BANK/INVALID', parsed.error.issues[0]!.message)
  return parsed.data
}

/**
 * Withdraw routes under the API prefix: withdrawing to a saved card (`save/v2`) or to one typed into the
 * form (`save/free-bank`), the history, the turnover audit (打码量), and the saved cards.
 */
export function withdrawRoutes(stores: Stores, clock: Clock) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)

  app.post('/api/userWithdraw/save/v2', member, validate('form', savedCardForm), async (c) => {
    const form = c.req.valid('form')
    const user = c.var.user
    refuseTrial(user)
    await checkCashPassword(stores, user, form.cashPassword, clock.now())
    const card = await stores.withdrawals.findCard(user.userId, form.bankId)
    if (!card) throw new RefusedError('BANK/NOT_FOUND', '请先绑定银行卡')
    const account = {
      kind: card.kind,
      bankName: card.bankName,
      accountName: card.accountName,
      cardNo: card.cardNo,
    }
    return ok(
      c,
      await requestWithdrawal(
        stores,
        user,
        { amount: form.amount, account, idempotencyKey: form.idempotencyKey },
        clock.now(),
      ),
    )
  })

  app.post('/api/userWithdraw/save/free-bank', member, validate('form', freeCardForm), async (c) => {
    const form = c.req.valid('form')
    refuseTrial(c.var.user)
    await checkCashPassword(stores, c.var.user, form.cashPassword, clock.now())
    const request = { amount: form.amount, account: cardOf(form), idempotencyKey: form.idempotencyKey }
    return ok(c, await requestWithdrawal(stores, c.var.user, request, clock.now()))
  })

  app.get('/api/userWithdraw/list', member, validate('query', listQuery), async (c) => {
    const q = c.req.valid('query')
    await approveDueWithdrawals(stores, clock.now())
    const { rows, total } = await stores.withdrawals.pageOfWithdrawals({
      userId: c.var.user.userId,
      status: q.status,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    return ok(c, rows.map(withdrawalView), total)
  })

  app.get(
    '/api/userWithdraw/detail',
    member,
    validate('query', z.object({ orderNo: orderNoField })),
    async (c) => {
      const withdrawal = await withdrawalOf(stores, c.var.user, c.req.valid('query').orderNo, clock.now())
      return ok(c, withdrawalView(withdrawal))
    },
  )

  app.get('/api/userWithdraw/validWithdraw/queryAll', member, async (c) => {
    const audit = await turnoverAuditOf(stores, c.var.user.userId)
    return ok(c, validWithdrawView(audit, (await walletRulesOf(stores)).deductPercent))
  })

  app.get('/api/user/banks', member, async (c) =>
    ok(c, (await stores.withdrawals.cardsOf(c.var.user.userId)).map(bankCardView)),
  )

  // Changing where money goes out asks for the withdrawal password, as withdrawing does.
  app.post('/api/user/updateBank', member, validate('form', updateBankForm), async (c) => {
    const form = c.req.valid('form')
    refuseTrial(c.var.user)
    await checkCashPassword(stores, c.var.user, form.cashPassword, clock.now())
    return ok(c, await saveBankCard(stores, c.var.user, { id: form.id, account: cardOf(form) }, clock.now()))
  })

  return app
}

import {
  accountMessages,
  avatarIds,
  chatThemeColorOf,
  chatThemeColors,
  fenToYuan,
  formatChinaTime,
  fromChinaTime,
  fundPasswordChangeError,
  ledgerTypeCodes,
  ledgerTypeLabel,
  normalizeUserInfo,
  passwordChangeError,
  registerFields,
  reportRangeError,
  type UserInfoField,
  userInfoFieldError,
  userInfoFields,
} from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { signedIn, tokenOf } from '../auth/currentUser'
import { decodePassword, hashPassword, verifyPassword } from '../auth/passwords'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { UniqueColumn } from '../store/user'
import { fundPasswordRefusal, withdrawalView } from '../wallet/withdraw'

const text = (max: number) => z.string().max(max)

const passwordForm = z.object({
  oldPassword: text(200).min(1),
  newPassword: text(200).min(1),
  confirmPassword: text(200).min(1),
})
const fundPasswordForm = z.object({
  oldFundPwd: text(32).optional(),
  fundPwd: text(32),
  confirmFundPwd: text(32).optional(),
})
const userInfoForm = z.object({
  avatarId: positiveInt.optional(),
  ...Object.fromEntries(userInfoFields.map((field) => [field, text(100).optional()])),
}) as z.ZodType<Partial<Record<UserInfoField, string>> & { avatarId?: number }>
const pageQuery = z.object({ page: pageParam, rows: rowsParam(20, 100) })
const idQuery = z.object({ id: positiveInt })

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const billsQuery = z.object({
  /** Ledger types, comma-separated; none for every type. */
  type: z
    .string()
    .max(400)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(ledgerTypeCodes)))
    .optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  page: pageParam,
  rows: rowsParam(20, 100),
})

/** The details a member may not share with another account. */
const uniqueDetails: Partial<Record<UserInfoField, UniqueColumn>> = {
  email: 'email',
  phone: 'phone',
  qq: 'qq',
  weixin: 'weixin',
}

const invalid = (message: string) => new RefusedError('UC/PARAM_INVALID', message)

/** A base64 password field as text (as login sends it), or a 400 naming the field. */
function passwordOf(encoded: string, field: string): string {
  const password = decodePassword(encoded)
  if (password === undefined) throw new InvalidInputError(field)
  return password
}

/** Midnight, China time, of a YYYY-MM-DD day. */
const dayStart = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number]
  return fromChinaTime(year, month, dayOfMonth)
}

/**
 * Account routes under the API prefix: login and withdrawal passwords, personal details, the inbox, the chat
 * colour and the bills (every ledger row of the member).
 */
export function accountRoutes(
  stores: Stores,
  clock: Clock,
  options: {
    /**
     * Called once a member's tokens were revoked (password change): closes its chat sockets, awaited before the
     * answer (platform.ts logs its failure).
     */
    sessionsEnded?: (userId: number) => void | Promise<void>
  } = {},
) {
  const app = new Hono()
  const member = signedIn(stores.users, clock)
  const { account, messages, users } = stores

  // A changed password ends every other session of the account; the one that changed it goes on with a new
  // token (answered), so a copy of the old one stops working too.
  app.post('/api/user/updatePassword', member, validate('form', passwordForm), async (c) => {
    const form = c.req.valid('form')
    const user = c.var.user
    const change = {
      account: user.account,
      oldPassword: passwordOf(form.oldPassword, 'oldPassword'),
      newPassword: passwordOf(form.newPassword, 'newPassword'),
      confirmPassword: passwordOf(form.confirmPassword, 'confirmPassword'),
    }
    const problem = passwordChangeError(change)
    if (problem) throw invalid(problem)
    if (!verifyPassword(change.oldPassword, await account.passwordHashOf(user.userId))) {
      throw new RefusedError('UC/PASSWORD_ERROR', accountMessages.oldPasswordWrong)
    }
    const hash = hashPassword(change.newPassword)
    const current = tokenOf(c)!
    const { revoked, token } = await stores.transaction(async (tx) => {
      await tx.account.setPasswordHash(user.userId, hash)
      const revoked = await tx.account.revokeOtherTokens(user.userId, current)
      return { revoked, token: await tx.users.rotateToken(user.userId, current) }
    })
    await options.sessionsEnded?.(user.userId)
    return ok(c, { revokedSessions: revoked, token })
  })

  app.post('/api/user/updateFundPwd', member, validate('form', fundPasswordForm), async (c) => {
    const form = c.req.valid('form')
    const stored = (await users.findUserProfile(c.var.user.userId)).fundPwdHash
    const problem = fundPasswordChangeError({ hasPassword: stored !== null, ...form })
    if (problem) throw invalid(problem)
    // The old password counts towards the same lock as every other check of it (wallet/withdraw.ts).
    const refusal =
      stored === null
        ? undefined
        : await fundPasswordRefusal(stores, c.var.user.userId, form.oldFundPwd!, stored, clock.now())
    if (refusal) throw new RefusedError(refusal.code, refusal.message)
    await account.setFundPasswordHash(c.var.user.userId, hashPassword(form.fundPwd))
    return ok(c, true)
  })

  app.post('/api/user/modifyUserInfo', member, validate('form', userInfoForm), async (c) => {
    const form = c.req.valid('form')
    const userId = c.var.user.userId
    // Checked and written in one transaction, under the lock of unique values (`lockUniqueValues`): a detail
    // found free is not stored for another account before this one is written.
    await stores.transaction(async (tx) => {
      await tx.users.lockUniqueValues()
      const current = await tx.account.detailsOf(userId)
      const changes: Partial<Record<UserInfoField, string>> & { avatarId?: number } = {}
      if (form.avatarId !== undefined) {
        if (!avatarIds.includes(form.avatarId)) throw new InvalidInputError('avatarId')
        changes.avatarId = form.avatarId
      }
      // An empty field is one the member left alone (the form sends every field).
      for (const field of userInfoFields) {
        const given = form[field]
        if (given === undefined || given.trim() === '') continue
        const problem = userInfoFieldError(field, given, clock.now())
        if (problem) throw invalid(problem)
        const value = normalizeUserInfo(field, given)
        if (value === current[field]) continue
        // The real name must match the name on payout cards: once set, only customer service changes it.
        if (field === 'fullName' && current.fullName) throw invalid(accountMessages.fullNameLocked)
        const column = uniqueDetails[field]
        if (column && (await tx.users.isTaken(column, value))) {
          const label = registerFields.find((f) => f.name === field)!.label
          throw invalid(`该${label}已被使用`)
        }
        changes[field] = value
      }
      if (Object.keys(changes).length === 0) throw new InvalidInputError('body')
      await tx.account.updateDetails(userId, changes)
    })
    return ok(c, await account.detailsOf(userId))
  })

  app.get('/api/pushMessage/queryAll', member, validate('query', pageQuery), async (c) => {
    const q = c.req.valid('query')
    const { rows, total } = await messages.pageOf(c.var.user.userId, q.rows, (q.page - 1) * q.rows)
    return ok(
      c,
      rows.map((m) => ({ ...m, createdAt: formatChinaTime(m.createdAt) })),
      total,
    )
  })
  app.get('/api/pushMessage/modifyReadStatus', member, validate('query', idQuery), async (c) => {
    const userId = c.var.user.userId
    if (!(await messages.markRead(userId, c.req.valid('query').id))) throw new NotFoundError('消息不存在')
    return ok(c, { unReadCount: await messages.unreadCount(userId) })
  })
  app.get('/api/pushMessage/remove', member, validate('query', idQuery), async (c) => {
    const userId = c.var.user.userId
    if (!(await messages.remove(userId, c.req.valid('query').id))) throw new NotFoundError('消息不存在')
    return ok(c, { unReadCount: await messages.unreadCount(userId) })
  })

  app.get('/api/v2/user/chat-theme-color', member, async (c) =>
    ok(c, {
      color: chatThemeColorOf(await account.chatThemeColorOf(c.var.user.userId)),
      options: chatThemeColors,
    }),
  )
  app.post(
    '/api/v2/user/update/chat-theme-color',
    member,
    validate('form', z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/) })),
    async (c) => {
      const wanted = c.req.valid('form').color.toLowerCase()
      if (!chatThemeColors.some((option) => option.color === wanted)) throw new InvalidInputError('color')
      await account.setChatThemeColor(c.var.user.userId, wanted)
      return ok(c, { color: wanted })
    },
  )

  const withdrawalFiguresOf = async (userId: number, row: { type: string; ref: string }) => {
    if (row.type !== 'withdraw') return {}
    const withdrawal = await stores.withdrawals.findWithdrawal(row.ref)
    if (!withdrawal || withdrawal.userId !== userId) return {}
    const { amount, fee, deduct, actualAmount } = withdrawalView(withdrawal)
    return { withdrawal: { amount, fee, deduct, actualAmount } }
  }

  app.get('/api/user/bills', member, validate('query', billsQuery), async (c) => {
    const q = c.req.valid('query')
    const now = clock.now()
    const today = formatChinaTime(now).slice(0, 10)
    const range = { startDate: q.startDate ?? '2000-01-01', endDate: q.endDate ?? today }
    const problem = reportRangeError(range, now)
    if (problem) {
      const startIsWrong =
        problem === 'start-in-future' || reportRangeError({ ...range, endDate: today }, now)
      throw new InvalidInputError(startIsWrong ? 'startDate' : 'endDate')
    }
    const { rows, total } = await stores.wallet.billsOf({
      userId: c.var.user.userId,
      types: q.type,
      fromMs: dayStart(range.startDate),
      toMs: dayStart(range.endDate) + 86_400_000,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    // The withdrawals one after another, in the rows' order (one page of them).
    const figures: Awaited<ReturnType<typeof withdrawalFiguresOf>>[] = []
    for (const row of rows) figures.push(await withdrawalFiguresOf(c.var.user.userId, row))
    return ok(
      c,
      rows.map((row, i) => ({
        id: row.id,
        type: row.type,
        typeLabel: ledgerTypeLabel(row.type),
        wallet: row.wallet,
        amount: fenToYuan(row.amountFen),
        balance: fenToYuan(row.balanceFen),
        ref: row.ref,
        createdAt: formatChinaTime(row.createdAt),
        // A withdrawal's hold: what the order deducted and what reaches the card (withdrawalView).
        ...figures[i],
      })),
      total,
    )
  })

  return app
}

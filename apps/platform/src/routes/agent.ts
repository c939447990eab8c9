import {
  AGENT_DECLARATION_TITLE,
  agentCommissionFen,
  agentMessages,
  agentUserTypeNames,
  betReportOf,
  fenToYuan,
  formatChinaTime,
  fromChinaTime,
  isLinkCode,
  MAX_AGENT_LINKS,
  MAX_LINK_REMARK,
  newLinkCode,
  rebateError,
  reportRangeError,
  subRebateRange,
  subUserAccountError,
} from '@liuhe/domain'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { type SignedInEnv, signedIn } from '../auth/currentUser'
import { decodePassword, hashPassword } from '../auth/passwords'
import type { Clock } from '../clock'
import { HttpError, ok } from '../envelope'
import { InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { digits, pageParam, positiveInt, rowsParam } from '../http/fields'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import type { AgentLinkRow, SubUserRow } from '../store/agent'
import type { CurrentUser } from '../store/user'

const typeField = digits.pipe(z.union([z.literal(0), z.literal(1)]))
const rebateField = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/)
  .transform(Number)
const linkForm = z.object({
  type: typeField,
  rebate: rebateField,
  remark: z.string().trim().max(200).optional().default(''),
})
const idForm = z.object({ id: positiveInt })
const linkQuery = z.object({ page: pageParam, rows: rowsParam(20, 100), id: positiveInt.optional() })
const codeQuery = z.object({ code: z.string().max(32).refine(isLinkCode) })
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const teamQuery = z.object({ beginDate: day, endDate: day, userId: positiveInt.optional() })
const subUserQuery = z.object({
  page: pageParam,
  rows: rowsParam(20, 100),
  account: z.string().trim().max(32).optional(),
})
const memberQuery = z.object({ userId: positiveInt })
const addForm = z.object({
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  type: typeField,
  rebate: rebateField,
})

/** Midnight, China time, of a YYYY-MM-DD day. */
const dayStart = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number]
  return fromChinaTime(year, month, dayOfMonth)
}

/** A link as the agent pages read it: amounts and times as the other answers give them. */
function linkView(row: AgentLinkRow) {
  return {
    id: row.id,
    code: row.code,
    /** The app's register page with the code; the app puts its own origin in front. */
    link: `/auth/register?code=${row.code}`,
    type: row.type,
    typeName: agentUserTypeNames[row.type],
    rebate: row.rebate,
    remark: row.remark,
    registCount: row.registCount,
    createdAt: formatChinaTime(row.createdAt),
    updatedAt: formatChinaTime(row.updatedAt),
  }
}

/** A sub-user as the agent pages read it (balances in 元). */
function subUserView(row: SubUserRow) {
  return {
    userId: row.userId,
    account: row.account,
    type: row.isDl,
    typeName: agentUserTypeNames[row.isDl],
    rebate: row.rebate,
    money: fenToYuan(row.moneyFen + row.liveMoneyFen),
    rechMoney: fenToYuan(row.rechMoneyFen),
    createdAt: formatChinaTime(row.createdAt),
  }
}

/** The agent's refusal of a rebate outside what they may give. */
function checkRebate(rebate: number, agentRebate: number) {
  const problem = rebateError(rebate, subRebateRange(agentRebate))
  if (problem) throw new RefusedError('AGENT/REBATE_INVALID', problem)
}

/** The agent's declaration page (`/views/app_agendDelaer.html`): the agent programme's terms. */
const declarationHtml = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${AGENT_DECLARATION_TITLE}</title></head>
<body>
<h1>${AGENT_DECLARATION_TITLE}</h1>
<h2>一、代理资格</h2>
<p>代理账户由平台开通，代理可通过推广链接或直接开户发展下级会员与下级代理。</p>
<h2>二、返点规则</h2>
<p>代理为下级设置的返点不得高于自身返点，代理获得下级有效投注乘以返点差额的代理返点。</p>
<h2>三、团队数据</h2>
<p>团队总览按日期统计下级的投注、中奖、返水、充值与提现，数据以平台账务记录为准。</p>
<h2>四、禁止行为</h2>
<p>严禁代理以任何形式套取优惠、虚假开户或违规推广，一经发现，平台有权冻结代理资格及相关收益。</p>
</body></html>`

/**
 * Agent routes under the API prefix (README, Demo accounts; docs/product.md, Agent area): registration links, sub-users, the rebate range,
 * adding a sub-user and the team report. Only agents (`users.is_dl`) may call them: anyone else gets 403 and
 * nothing is written. Every store call is scoped to the calling agent, so another agent's links and
 * sub-users read as missing.
 */
export function agentRoutes(stores: Stores, clock: Clock) {
  const { agent, users, transaction } = stores
  const app = new Hono()
  const member = signedIn(users, clock)
  // getLinkInfo is public: the register page of a guest reads it.
  app.get('/api/spreadInfo/getLinkInfo', validate('query', codeQuery), async (c) => {
    const found = await agent.findCode(c.req.valid('query').code)
    if (!found) throw new RefusedError('UC/INTR_CODE_NOT_EXIST', '推广码不存在')
    return ok(c, {
      code: found.code,
      type: found.type,
      typeName: agentUserTypeNames[found.type],
      rebate: found.rebate,
      agentAccount: found.agentAccount,
    })
  })

  /** The calling user when they are an agent; their rebate for the range rules. */
  const agentOf = async (user: CurrentUser) => {
    const profile = await users.findUserProfile(user.userId)
    if (profile.isDl !== 1 || user.type !== 'HY')
      throw new HttpError(403, 'UC/NOT_AGENT', agentMessages.notAgent)
    return { agentId: user.userId, rebate: profile.rebate }
  }
  // Agent only, checked before any input is read, so a member is refused whatever they send.
  const agentOnly = [
    member,
    createMiddleware<SignedInEnv>(async (c, next) => {
      await agentOf(c.var.user)
      await next()
    }),
  ] as const

  app.post('/api/spreadInfo/createByAgentId', ...agentOnly, validate('form', linkForm), async (c) => {
    const { agentId, rebate: agentRebate } = await agentOf(c.var.user)
    const form = c.req.valid('form')
    checkRebate(form.rebate, agentRebate)
    if (form.remark.length > MAX_LINK_REMARK)
      throw new RefusedError('AGENT/REMARK_INVALID', agentMessages.remarkTooLong(MAX_LINK_REMARK))
    const now = clock.now()
    // Counted, given a free code and stored in one transaction, the agent's row locked first: two links created
    // at once by the same agent are counted one after the other, so the limit holds on PostgreSQL too.
    const id = await transaction(async (tx) => {
      await tx.agent.lockAgent(agentId)
      if ((await tx.agent.linkCount(agentId)) >= MAX_AGENT_LINKS)
        throw new RefusedError('AGENT/TOO_MANY_LINKS', agentMessages.tooManyLinks(MAX_AGENT_LINKS))
      let code = newLinkCode(Math.random)
      while (await tx.agent.isCodeTaken(code)) code = newLinkCode(Math.random)
      return tx.agent.createLink(
        agentId,
        code,
        { type: form.type, rebate: form.rebate, remark: form.remark },
        now,
      )
    })
    return ok(c, linkView((await agent.linksOf(agentId, { id, limit: 1, offset: 0 })).rows[0]!))
  })

  app.post(
    '/api/spreadInfo/updateByAgentId',
    ...agentOnly,
    validate('query', idForm),
    validate('form', linkForm),
    async (c) => {
      const { agentId, rebate: agentRebate } = await agentOf(c.var.user)
      const { id } = c.req.valid('query')
      const form = c.req.valid('form')
      checkRebate(form.rebate, agentRebate)
      if (form.remark.length > MAX_LINK_REMARK)
        throw new RefusedError('AGENT/REMARK_INVALID', agentMessages.remarkTooLong(MAX_LINK_REMARK))
      const fields = { type: form.type, rebate: form.rebate, remark: form.remark }
      if (!(await agent.updateLink(agentId, id, fields, clock.now())))
        throw new NotFoundError(agentMessages.linkNotFound)
      return ok(c, linkView((await agent.linksOf(agentId, { id, limit: 1, offset: 0 })).rows[0]!))
    },
  )

  app.post('/api/spreadInfo/removeByAgentId', ...agentOnly, validate('form', idForm), async (c) => {
    const { agentId } = await agentOf(c.var.user)
    if (!(await agent.removeLink(agentId, c.req.valid('form').id)))
      throw new NotFoundError(agentMessages.linkNotFound)
    return ok(c, true)
  })

  app.get('/api/spreadInfo/queryPageByAgentId', ...agentOnly, validate('query', linkQuery), async (c) => {
    const { agentId } = await agentOf(c.var.user)
    const q = c.req.valid('query')
    const { rows, total } = await agent.linksOf(agentId, {
      id: q.id,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    return ok(c, rows.map(linkView), total)
  })

  app.get('/api/dl/getDlSubRebateRange', ...agentOnly, async (c) => {
    return ok(c, subRebateRange((await agentOf(c.var.user)).rebate))
  })

  app.get('/api/dl/querySubUsers', ...agentOnly, validate('query', subUserQuery), async (c) => {
    const { agentId } = await agentOf(c.var.user)
    const q = c.req.valid('query')
    const page = await agent.subUsersOf(agentId, {
      account: q.account || undefined,
      limit: q.rows,
      offset: (q.page - 1) * q.rows,
    })
    return c.json({
      data: page.rows.map(subUserView),
      otherData: { teamCount: page.total, teamMoney: fenToYuan(page.moneyFen) },
      totalCount: page.total,
    })
  })

  app.get('/api/agent/memberInformation', ...agentOnly, validate('query', memberQuery), async (c) => {
    const { agentId } = await agentOf(c.var.user)
    const sub = await agent.subUser(agentId, c.req.valid('query').userId)
    if (!sub) throw new NotFoundError(agentMessages.subUserNotFound)
    return ok(c, subUserView(sub))
  })

  app.post('/api/dl/add', ...agentOnly, validate('form', addForm), async (c) => {
    const { agentId, rebate: agentRebate } = await agentOf(c.var.user)
    const form = c.req.valid('form')
    const password = decodePassword(form.password)
    if (password === undefined) throw new InvalidInputError('password')
    const problem = subUserAccountError(form.account, password)
    if (problem) throw new RefusedError('UC/PARAM_INVALID', problem)
    checkRebate(form.rebate, agentRebate)
    const now = clock.now()
    // Hashed before the transaction, which awaits store work only (docs/platform.md, "Storage engines").
    const passwordHash = hashPassword(password)
    const userId = await transaction(async (tx) => {
      // The name is free under the lock till the insert commits (store/user.ts `lockUniqueValues`).
      await tx.users.lockUniqueValues()
      if (await tx.users.isTaken('account', form.account))
        throw new RefusedError('UC/ACCOUNT_IS_EXIST', agentMessages.accountTaken)
      const id = await tx.users.insertUser({
        account: form.account,
        passwordHash,
        type: 'HY',
        createdAt: now,
        agentId,
        isDl: form.type,
        rebate: form.rebate,
      })
      // An account the agent opens starts empty: the register bonus is for members who sign up themselves.
      return id
    })
    return ok(c, subUserView((await agent.subUser(agentId, userId))!))
  })

  app.get('/api/dl/queryTeamRws', ...agentOnly, validate('query', teamQuery), async (c) => {
    const { agentId, rebate: agentRebate } = await agentOf(c.var.user)
    const q = c.req.valid('query')
    const now = clock.now()
    const problem = reportRangeError({ startDate: q.beginDate, endDate: q.endDate }, now)
    if (problem) throw new InvalidInputError(problem === 'start-in-future' ? 'beginDate' : 'endDate')
    if (q.userId !== undefined && !(await agent.subUser(agentId, q.userId)))
      throw new NotFoundError(agentMessages.subUserNotFound)
    const sums = await agent.teamSums({
      agentId,
      userId: q.userId,
      fromMs: dayStart(q.beginDate),
      toMs: dayStart(q.endDate) + 86_400_000,
    })
    const statTime = `${q.beginDate}~${q.endDate}`
    const report = (r: ReturnType<typeof betReportOf>) => ({
      statTime,
      bettingMoney: fenToYuan(r.bettingFen),
      winMoney: fenToYuan(r.winFen),
      rebateMoney: fenToYuan(r.rebateFen),
      winOrcloseMoney: fenToYuan(r.winOrCloseFen),
    })
    const commissionFen = sums.validBySub.reduce(
      (total, sub) => total + agentCommissionFen(sub.validFen, agentRebate, sub.rebate),
      0,
    )
    return ok(c, {
      cpBetReport: report(betReportOf({ ...sums.cp, rebateFen: sums.rebateFen })),
      // The platform has no sports book: its report is always empty.
      ftBetReport: report(betReportOf({ bettingFen: 0, winFen: 0, rebateFen: 0 })),
      liveBetReport: report(betReportOf({ ...sums.live, rebateFen: 0 })),
      // Agent bonuses and day wages are not paid on this platform; the commission is the rebate spread.
      dlBonuus: 0,
      dlDayWage: 0,
      dlRebate: fenToYuan(commissionFen),
      firstRechargeCount: sums.firstRechargeCount,
      money: fenToYuan(sums.teamMoneyFen),
      rechargeCount: sums.rechargeCount,
      registCount: sums.registCount,
      teamCount: sums.teamCount,
      rwReport: {
        rechMoney: fenToYuan(sums.rechargeFen),
        rechUserCount: sums.rechUserCount,
        discountMoney: fenToYuan(sums.otherDiscountFen),
        rechDiscount: 0,
        otherDiscount: fenToYuan(sums.otherDiscountFen),
        withdrawMoney: fenToYuan(sums.withdrawFen),
      },
    })
  })

  return app
}

/** The agent declaration page at the host root. */
export function staticAgentRoutes() {
  const app = new Hono()
  app.get('/views/app_agendDelaer.html', (c) => c.html(declarationHtml))
  return app
}

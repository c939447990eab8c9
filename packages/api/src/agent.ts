import { agentUserTypes, failureTexts } from '@liuhe/domain'
import { z } from 'zod'
import { encodePassword } from './crypto'
import { ApiError, clientErrorCodes } from './errors'
import type { Http } from './http'
import type { Paged } from './lottery'

/** Error codes of the agent calls that the app reacts to. */
export const agentErrorCodes = {
  /** The caller is not an agent (HTTP 403): 您还不是代理，无法访问该页面. */
  notAgent: 'UC/NOT_AGENT',
  /** The rebate is outside what the agent may give; msg says the range. */
  rebateInvalid: 'AGENT/REBATE_INVALID',
  remarkInvalid: 'AGENT/REMARK_INVALID',
  tooManyLinks: 'AGENT/TOO_MANY_LINKS',
} as const

const agentUserType = z.union([z.literal(agentUserTypes[0]), z.literal(agentUserTypes[1])])

/** A registration link (推广链接); `link` is the app-relative register address with the code. */
export const agentLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  link: z.string(),
  type: agentUserType,
  typeName: z.string(),
  rebate: z.number(),
  remark: z.string(),
  registCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
/** A registration link. */
export type AgentLink = z.infer<typeof agentLinkSchema>

/** What a promotion code registers (public: the register page reads it). */
export const linkInfoSchema = z.object({
  code: z.string(),
  type: agentUserType,
  typeName: z.string(),
  rebate: z.number().nullable(),
  agentAccount: z.string(),
})
/** What a promotion code registers. */
export type LinkInfo = z.infer<typeof linkInfoSchema>

/** A sub-user; money (main + third-party balance) and rechMoney in 元. */
export const subUserSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  type: agentUserType,
  typeName: z.string(),
  rebate: z.number(),
  money: z.number(),
  rechMoney: z.number(),
  createdAt: z.string(),
})
/** A sub-user. */
export type SubUser = z.infer<typeof subUserSchema>

/** The sub-user list's totals: how many sub-users match, and their balances (元). */
export const subUserTotalsSchema = z.object({ teamCount: z.number().int(), teamMoney: z.number() })
/** The sub-user list: a page and the totals. */
export type SubUserPage = Paged<SubUser> & { otherData: z.infer<typeof subUserTotalsSchema> }

/** One kind of betting of the team report, 元. */
export const betReportSchema = z.object({
  statTime: z.string(),
  bettingMoney: z.number(),
  winMoney: z.number(),
  rebateMoney: z.number(),
  winOrcloseMoney: z.number(),
})
/** One kind of betting of the team report. */
export type BetReport = z.infer<typeof betReportSchema>

/** The team overview (`queryTeamRws`; docs/product.md, Agent area), 元 and counts. */
export const teamReportSchema = z.object({
  cpBetReport: betReportSchema,
  ftBetReport: betReportSchema,
  liveBetReport: betReportSchema,
  dlBonuus: z.number(),
  dlDayWage: z.number(),
  dlRebate: z.number(),
  firstRechargeCount: z.number().int(),
  money: z.number(),
  rechargeCount: z.number().int(),
  registCount: z.number().int(),
  teamCount: z.number().int(),
  rwReport: z.object({
    rechMoney: z.number(),
    rechUserCount: z.number().int(),
    discountMoney: z.number(),
    rechDiscount: z.number(),
    otherDiscount: z.number(),
    withdrawMoney: z.number(),
  }),
})
/** The team overview. */
export type TeamReport = z.infer<typeof teamReportSchema>

/** A link's fields as the create and update forms send them. */
export interface LinkInput {
  type: 0 | 1
  rebate: number
  remark?: string
}

/** Agent calls (apps/platform/README.md lists them): links, sub-users, the rebate range and the team report. */
export function agentApi(http: Http) {
  const linkForm = (input: LinkInput) => ({
    type: input.type,
    rebate: input.rebate,
    remark: input.remark ?? '',
  })
  return {
    /** `POST /api/spreadInfo/createByAgentId` (form): a new registration link. */
    async createLink(input: LinkInput): Promise<AgentLink> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/spreadInfo/createByAgentId',
          form: linkForm(input),
          schema: agentLinkSchema,
        })
      ).data
    },
    /** `POST /api/spreadInfo/updateByAgentId?id=` (form): changes one of the agent's links. */
    async updateLink(id: number, input: LinkInput): Promise<AgentLink> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/spreadInfo/updateByAgentId',
          query: { id },
          form: linkForm(input),
          schema: agentLinkSchema,
        })
      ).data
    },
    /** `POST /api/spreadInfo/removeByAgentId` (form `{ id }`): removes one of the agent's links. */
    async removeLink(id: number): Promise<void> {
      await http.request({
        method: 'POST',
        path: '/api/spreadInfo/removeByAgentId',
        form: { id },
        schema: z.literal(true),
      })
    },
    /** `GET /api/spreadInfo/queryPageByAgentId`: the agent's links, newest first (only `id` when given). */
    async links(
      query: { page?: number; rows?: number; id?: number } = {},
      signal?: AbortSignal,
    ): Promise<Paged<AgentLink>> {
      const { data, totalCount } = await http.request({
        path: '/api/spreadInfo/queryPageByAgentId',
        query,
        schema: z.array(agentLinkSchema),
        signal,
      })
      return { rows: data, totalCount: totalCount ?? data.length }
    },
    /** `GET /api/spreadInfo/getLinkInfo?code=`: what a promotion code registers (推广码不存在 when unknown). */
    async linkInfo(code: string, signal?: AbortSignal): Promise<LinkInfo> {
      return (
        await http.request({
          path: '/api/spreadInfo/getLinkInfo',
          query: { code },
          schema: linkInfoSchema,
          signal,
        })
      ).data
    },
    /** `GET /api/dl/getDlSubRebateRange`: the rebates the agent may give, `[min, max]`. */
    async rebateRange(signal?: AbortSignal): Promise<readonly [number, number]> {
      return (
        await http.request({
          path: '/api/dl/getDlSubRebateRange',
          schema: z.tuple([z.number(), z.number()]),
          signal,
        })
      ).data
    },
    /** `GET /api/dl/querySubUsers`: a page of the agent's sub-users (account search) with the team totals. */
    async subUsers(
      query: { page?: number; rows?: number; account?: string } = {},
      signal?: AbortSignal,
    ): Promise<SubUserPage> {
      const { data, totalCount, otherData } = await http.request({
        path: '/api/dl/querySubUsers',
        query,
        schema: z.array(subUserSchema),
        signal,
      })
      const totals = subUserTotalsSchema.safeParse(otherData)
      if (!totals.success) throw new ApiError(clientErrorCodes.badResponse, failureTexts.system, 200)
      return { rows: data, totalCount: totalCount ?? data.length, otherData: totals.data }
    },
    /** `GET /api/agent/memberInformation?userId=`: one of the agent's sub-users (SYS/NOT_FOUND otherwise). */
    async member(userId: number, signal?: AbortSignal): Promise<SubUser> {
      return (
        await http.request({
          path: '/api/agent/memberInformation',
          query: { userId },
          schema: subUserSchema,
          signal,
        })
      ).data
    },
    /** `POST /api/dl/add` (form): opens an account under the agent, as a member (0) or an agent (1). */
    async addSubUser(input: {
      account: string
      password: string
      type: 0 | 1
      rebate: number
    }): Promise<SubUser> {
      return (
        await http.request({
          method: 'POST',
          path: '/api/dl/add',
          form: { ...input, password: encodePassword(input.password) },
          schema: subUserSchema,
        })
      ).data
    },
    /** `GET /api/dl/queryTeamRws`: the team overview of a China-date range (one sub-user with `userId`). */
    async teamReport(
      query: { beginDate: string; endDate: string; userId?: number },
      signal?: AbortSignal,
    ): Promise<TeamReport> {
      return (await http.request({ path: '/api/dl/queryTeamRws', query, schema: teamReportSchema, signal }))
        .data
    },
    /** `GET /views/app_agendDelaer.html`: the agent declaration page (HTML). */
    async declaration(signal?: AbortSignal): Promise<string> {
      const doFetch = http.options.fetch ?? fetch
      const url = `${http.options.origin.replace(/\/+$/, '')}/views/app_agendDelaer.html`
      let response: Response
      try {
        response = await doFetch(url, { signal: signal ?? null })
      } catch (error) {
        throw new ApiError(
          clientErrorCodes.network,
          `网络异常，请检查网络连接 (${(error as Error).message})`,
          0,
        )
      }
      if (!response.ok) throw new ApiError(`HTTP/${response.status}`, failureTexts.system, response.status)
      return response.text()
    },
  }
}

import type { AgentLink, TeamReport } from '@liuhe/api'
import {
  defaultReportRange,
  type ReportRange,
  registerLinkOf,
  subRebateRange,
  teamRangeError,
  yuanToFen,
} from '@liuhe/domain'
import { z } from 'zod'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'

/** No caching of agent pages: they show the agent's own team. */
export const noStore = { headers: { 'Cache-Control': 'private, no-store' } }

/** The agent of a request (login and `isDl`, else the guard's answers) and their platform client. */
export async function requireAgent(request: Request) {
  const state = await requireViewer(request, { agent: true })
  const api = platformFor(request, state.token).agent
  // The profile's rebate bounds what the agent gives; the platform checks it again.
  const range = subRebateRange(state.profile?.userInfo.rebate ?? 0)
  return { state, api, range }
}

/** A link as the pages show it: the full register address at this app's origin. */
export function linkView(link: AgentLink, request: Request) {
  return { ...link, link: registerLinkOf(new URL(request.url).origin, link.code) }
}
/** A link as the pages show it. */
export type LinkView = ReturnType<typeof linkView>

/** A positive whole id from the address, or a 404. */
export function idParam(value: string | undefined): number {
  const id = z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .safeParse(value)
  invariantResponse(id.success, '页面不存在')
  return id.data
}

/** The report range of an address (`?startDate=&endDate=`, the last 7 days by default) and its refusal. */
export function rangeOf(request: Request, nowMs: number): { range: ReportRange; error: string | undefined } {
  const params = new URL(request.url).searchParams
  const fallback = defaultReportRange(nowMs)
  const range = {
    startDate: params.get('startDate') ?? fallback.startDate,
    endDate: params.get('endDate') ?? fallback.endDate,
  }
  return { range, error: teamRangeError(range, nowMs) }
}

/** The team report in fen for the tiles (the platform answers in 元). */
export function reportInFen(report: TeamReport) {
  const bets = (r: TeamReport['cpBetReport']) => ({
    bettingFen: yuanToFen(r.bettingMoney),
    winFen: yuanToFen(r.winMoney),
    rebateFen: yuanToFen(r.rebateMoney),
    winOrCloseFen: yuanToFen(r.winOrcloseMoney),
  })
  return {
    statTime: report.cpBetReport.statTime,
    cp: bets(report.cpBetReport),
    ft: bets(report.ftBetReport),
    live: bets(report.liveBetReport),
    dlBonusFen: yuanToFen(report.dlBonuus),
    dlDayWageFen: yuanToFen(report.dlDayWage),
    dlRebateFen: yuanToFen(report.dlRebate),
    firstRechargeCount: report.firstRechargeCount,
    moneyFen: yuanToFen(report.money),
    rechargeCount: report.rechargeCount,
    registCount: report.registCount,
    teamCount: report.teamCount,
    rw: {
      rechFen: yuanToFen(report.rwReport.rechMoney),
      rechUserCount: report.rwReport.rechUserCount,
      discountFen: yuanToFen(report.rwReport.discountMoney),
      withdrawFen: yuanToFen(report.rwReport.withdrawMoney),
    },
  }
}
/** The team report as the pages read it. */
export type ReportFen = ReturnType<typeof reportInFen>

/** Loads the team report of a range (one sub-user with `userId`); a refused range loads nothing. */
export async function loadReport(
  api: Awaited<ReturnType<typeof requireAgent>>['api'],
  request: Request,
  userId?: number,
) {
  const { range, error } = rangeOf(request, Date.now())
  if (error) return { range, error, report: null }
  try {
    const report = await api.teamReport(
      { beginDate: range.startDate, endDate: range.endDate, ...(userId ? { userId } : {}) },
      request.signal,
    )
    return { range, error: undefined, report: reportInFen(report) }
  } catch (error) {
    platformFailure(error, { notFound: '该用户不存在' })
  }
}

const linkFormSchema = z.object({
  type: z.enum(['0', '1']).catch('0'),
  rebate: z.string().max(10).catch(''),
  remark: z.string().max(40).catch(''),
})

/** The create and update forms' fields as typed (kept on a refusal), and the rebate as a number. */
export async function linkFormOf(request: Request) {
  const form = await readForm(request, linkFormSchema)
  return {
    values: form,
    input: { type: Number(form.type) as 0 | 1, rebate: Number(form.rebate), remark: form.remark.trim() },
  }
}

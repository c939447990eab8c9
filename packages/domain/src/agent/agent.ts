import { fenToYuan } from '../money/fen'
import { type ReportRange, reportRangeError, reportRangeMessages } from '../time/dates'
import { registerMessages, registerPatterns } from '../validation/register'

/**
 * What a sub-user or a registration link makes of a new account: 0 a member (会员), 1 an agent (代理), who
 * gets an agent area of their own.
 */
export const agentUserTypes = [0, 1] as const
/** A sub-user's or a link's account type. */
export type AgentUserType = (typeof agentUserTypes)[number]
/** What the agent pages call each account type. */
export const agentUserTypeNames: Readonly<Record<AgentUserType, string>> = { 0: '会员', 1: '代理' }

/** The texts of the agent area's refusals. */
export const agentMessages = {
  /** A member who is not an agent asks for the agent area. */
  notAgent: '您还不是代理，无法访问该页面',
  rebateRange: (min: number, max: number) => `返点须在${min}至${max}之间`,
  rebateStep: '返点最多保留一位小数',
  linkNotFound: '推广链接不存在',
  subUserNotFound: '该用户不存在',
  accountTaken: '该用户名已存在',
  tooManyLinks: (max: number) => `推广链接最多${max}个`,
  remarkTooLong: (max: number) => `备注最多${max}个字`,
} as const

/** How many registration links one agent may keep. */
export const MAX_AGENT_LINKS = 20
/** The longest remark a link may have, in characters. */
export const MAX_LINK_REMARK = 20

/**
 * The rebates (返点, per mille of valid bets, one decimal) an agent may give a sub-user or a link: from 0 up
 * to the agent's own rebate, so the agent never gives more than they get (`getDlSubRebateRange`).
 */
export function subRebateRange(agentRebate: number): readonly [number, number] {
  return [0, Math.max(0, Math.floor(agentRebate * 10) / 10)]
}

/** Why a rebate is refused within a range, or `undefined` when it is one the agent may give. */
export function rebateError(rebate: number, range: readonly [number, number]): string | undefined {
  const [min, max] = range
  if (!Number.isFinite(rebate) || rebate < min || rebate > max) return agentMessages.rebateRange(min, max)
  if (Math.abs(Math.round(rebate * 10) - rebate * 10) > 1e-9) return agentMessages.rebateStep
  return undefined
}

/** A registration link's promotion code: 8 digits, the first not 0 (agent01's seeded code has 7). */
export const linkCodePattern = /^[1-9]\d{6,7}$/

/** True when a text is a promotion code of the form links carry (7 or 8 digits, not starting with 0). */
export function isLinkCode(code: string): boolean {
  return linkCodePattern.test(code)
}

/** A new 8-digit promotion code from a source of random numbers in [0, 1). */
export function newLinkCode(random: () => number): string {
  let code = String(1 + Math.floor(random() * 9))
  for (let i = 1; i < 8; i++) code += String(Math.floor(random() * 10))
  return code
}

/** The register address a link shares: the app's register page with the code (`/auth/register?code=`). */
export function registerLinkOf(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/auth/register?code=${encodeURIComponent(code)}`
}

/** Why the account and password of a sub-user the agent adds are refused (the register rules), or undefined. */
export function subUserAccountError(account: string, password: string): string | undefined {
  if (!registerPatterns.account.test(account)) return registerMessages.account.invalid
  if (!registerPatterns.password.test(password)) return registerMessages.password.invalid
  if (password === account) return registerMessages.password.sameAsAccount
  return undefined
}

/** The team report's range rule: the report pages' (no future dates, end not before start). */
export function teamRangeError(range: ReportRange, nowMs: number): string | undefined {
  const error = reportRangeError(range, nowMs)
  return error && reportRangeMessages[error]
}

/** The sums one kind of betting (lottery, sports, casino) brings into a team report, fen. */
export interface BetSums {
  /** Valid bets: stake × 注 of settled bets. */
  bettingFen: number
  /** Paid out to the bets. */
  winFen: number
  /** Wash-code rebate claimed. */
  rebateFen: number
}

/** One kind of betting of a team report, fen: the sums and the team's result (盈亏, win + rebate − bets). */
export interface BetReport extends BetSums {
  winOrCloseFen: number
}

/** A kind of betting's report from its sums: the team's result is what it got back minus what it bet. */
export function betReportOf(sums: BetSums): BetReport {
  return { ...sums, winOrCloseFen: sums.winFen + sums.rebateFen - sums.bettingFen }
}

/**
 * The agent's commission (代理返点) on a sub-user's valid bets, fen: the difference between the agent's and
 * the sub-user's rebate, per mille, rounded down to the fen. Nothing when the sub-user has as much as the agent.
 */
export function agentCommissionFen(validBetFen: number, agentRebate: number, subRebate: number): number {
  const spreadTenths = Math.max(0, Math.round(agentRebate * 10) - Math.round(subRebate * 10))
  return Math.floor((validBetFen * spreadTenths) / 10_000)
}

/** A fen amount as the agent pages' tiles show it: 元 with two decimals and thousands separators. */
export function formatAgentMoney(fen: number): string {
  return fenToYuan(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** The title of the agent declaration (代理声明) page. */
export const AGENT_DECLARATION_TITLE = '代理声明'

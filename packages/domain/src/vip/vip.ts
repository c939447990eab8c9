/** The VIP levels, 1–9. */
export const vipLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const
/** The highest VIP level. */
export const MAX_VIP_LEVEL = 9

/** One VIP rule from /api/v2/uservip/rules. */
export interface VipRule {
  vipLevel: number
  betMoney: number | string
}

/** The level after `level`, or `undefined` at level 9. */
export function nextVipLevel(level: number): number | undefined {
  return level < MAX_VIP_LEVEL ? Math.max(1, Math.floor(level) + 1) : undefined
}

/**
 * VIP progress 0–1: cycleBetAmount divided by the next level's betMoney, capped at 1; 1 at the top level,
 * 0 when the next level's rule is missing or asks for nothing.
 */
export function vipProgress(
  cycleBetAmount: number | string | null | undefined,
  level: number,
  rules: readonly VipRule[],
): number {
  const next = nextVipLevel(level)
  if (next === undefined) return 1
  const target = Number(rules.find((r) => Number(r.vipLevel) === next)?.betMoney ?? 0)
  if (!(target > 0)) return 0
  return Math.min(1, Math.max(0, Number(cycleBetAmount ?? 0) / target))
}

/** The next-level badge shows while the next level is below 9. */
export function showsNextLevelBadge(level: number): boolean {
  const next = nextVipLevel(level)
  return next !== undefined && next < MAX_VIP_LEVEL
}

/** Avatar ids available, 1–16. */
export const avatarIds = Array.from({ length: 16 }, (_, i) => i + 1)
/** The avatar shown when a user has none or an unknown one. */
export const DEFAULT_AVATAR_ID = 1

/** The avatar id to show: the user's when it is 1–16, otherwise the default. */
export function avatarIdOf(avatarId: number | string | null | undefined): number {
  const id = Number(avatarId)
  return avatarIds.includes(id) ? id : DEFAULT_AVATAR_ID
}

/** Default rebate of a user (userInfo.rebate). */
export const DEFAULT_REBATE = 8

/** The lowest level that counts as VIP (`isVip`): it unlocks every locked item and the private domain. */
export const VIP_ENTRY_LEVEL = 2

/**
 * What a VIP level gives, as the VIP page lists it: every member plays, claims 洗码 and bonus-center
 * rewards; from {@link VIP_ENTRY_LEVEL} on, locked content opens without a recharge (`locks.ts`) and the
 * member receives the private encrypted domain notice.
 */
export function vipBenefitsOf(level: number): string[] {
  const benefits = ['投注与洗码返水', '福利中心活动奖励']
  if (level >= VIP_ENTRY_LEVEL) benefits.push('免费查看全部加密资料', '专属加密访问域名')
  return benefits
}

/** The cycle bets (元) a level asks for, from the rules; 0 when the rules leave it out. */
export function vipThreshold(level: number, rules: readonly VipRule[]): number {
  const rule = rules.find((r) => Number(r.vipLevel) === level)
  const amount = Number(rule?.betMoney ?? 0)
  return Number.isFinite(amount) && amount > 0 ? amount : 0
}

/** The cycle bets (元) still missing for the next level; 0 at the top level or once reached. */
export function vipShortfall(
  cycleBetAmount: number | string | null | undefined,
  level: number,
  rules: readonly VipRule[],
): number {
  const next = nextVipLevel(level)
  if (next === undefined) return 0
  const missing = vipThreshold(next, rules) - Number(cycleBetAmount ?? 0)
  return Number.isFinite(missing) && missing > 0 ? Math.round(missing * 100) / 100 : 0
}

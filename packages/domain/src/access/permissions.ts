import { type Role, rolesOf, type Viewer } from './viewer'

/** The things section 6 grants or refuses. */
export const actions = [
  'browse',
  'customerService',
  'playOwnGames',
  'recharge',
  'withdraw',
  'washCode',
  'details',
  'chat',
  'follow',
  'favourite',
  'playThirdParty',
  'refreshBalance',
  'cancelBet',
  'reports',
  'bonus',
  'agentArea',
  'seeLockedContent',
  'privateDomainNotice',
] as const
/** One action of the permission table. */
export type Action = (typeof actions)[number]

const guest: readonly Action[] = ['browse', 'customerService', 'playOwnGames']
const trial: readonly Action[] = [...guest]
const member: readonly Action[] = [
  ...guest,
  'recharge',
  'withdraw',
  'washCode',
  'details',
  'chat',
  'follow',
  'favourite',
  'playThirdParty',
  'refreshBalance',
  'cancelBet',
  'reports',
  'bonus',
]

/**
 * Section 6 as data: what each role may do. Agent and VIP add to the member's rights. Trial accounts log
 * in and browse and play the product's own games, but may not recharge, withdraw or launch third-party games.
 */
export const permissionTable: Readonly<Record<Role, readonly Action[]>> = {
  guest,
  trial,
  member,
  agent: ['agentArea'],
  vip: ['seeLockedContent', 'privateDomainNotice'],
}

/** Conditions some permissions also depend on. */
export interface PermissionContext {
  /** sys_config.hy_is_cancel: bet cancel is enabled only when it equals 1. */
  hyIsCancel?: number | string | null
}

/** True when the viewer's roles grant `action` (bet cancel also needs hy_is_cancel = 1). */
export function can(viewer: Viewer, action: Action, context: PermissionContext = {}): boolean {
  const granted = rolesOf(viewer).some((role) => permissionTable[role].includes(action))
  if (action === 'cancelBet') return granted && Number(context.hyIsCancel) === 1
  return granted
}

/** Message for a trial account trying something only a real account may do. */
export const TRIAL_BLOCKED_MESSAGE = '试玩账户无法进行该操作，请注册正式账户!'
/** Message when an action needs login (favourite, like). */
export const LOGIN_REQUIRED_MESSAGE = '请先登录'

/** Actions refused to trial accounts with {@link TRIAL_BLOCKED_MESSAGE}. */
export const trialRestrictedActions: readonly Action[] = ['recharge', 'withdraw', 'playThirdParty']

/** Why an action is refused: not logged in, or a trial account; `undefined` when it is allowed. */
export type Refusal = { reason: 'login-required'; message: string } | { reason: 'trial'; message: string }

/**
 * Whether the viewer may do `action`, and if not the message to show: trial accounts get the trial
 * message for the restricted actions, logged-out viewers the login message.
 */
export function refusalOf(
  viewer: Viewer,
  action: Action,
  context: PermissionContext = {},
): Refusal | undefined {
  if (can(viewer, action, context)) return undefined
  if (rolesOf(viewer).includes('trial') && trialRestrictedActions.includes(action)) {
    return { reason: 'trial', message: TRIAL_BLOCKED_MESSAGE }
  }
  return { reason: 'login-required', message: LOGIN_REQUIRED_MESSAGE }
}

/**
 * Template like (favourite) needs login and is refused for trial accounts; the refusal to show, or
 * `undefined` when it may proceed.
 */
export function templateLikeRefusal(viewer: Viewer): Refusal | undefined {
  // Trial accounts are signed in, yet refused: they get the trial message rather than 请先登录.
  if (rolesOf(viewer).includes('trial')) return { reason: 'trial', message: TRIAL_BLOCKED_MESSAGE }
  return refusalOf(viewer, 'favourite')
}

/** Account type of a trial account (userInfo.type). */
export const TRIAL_ACCOUNT_TYPE = 'TEST'
/** Account type of a regular (official) account (userInfo.type). */
export const MEMBER_ACCOUNT_TYPE = 'HY'

/** What the rules need to know about the person using the app. */
export interface Viewer {
  /** An access token is present (cookie or session). */
  hasToken: boolean
  /** Profile userInfo, when loaded. */
  userInfo?: {
    type?: string | null
    isDl?: boolean | number | string | null
    vipLevel?: number | null
    chatLevel?: number | null
    enableChat?: number | null
  } | null
  /** Profile extInfo: present only when logged in. */
  extInfo?: { rechMoney?: number | string | null } | null
}

/** The guest viewer: no token, no profile. */
export const guestViewer: Viewer = { hasToken: false }

/** The roles of section 6. A viewer has one base role (guest, trial, member) plus agent and VIP flags. */
export const roles = ['guest', 'trial', 'member', 'agent', 'vip'] as const
/** One role. */
export type Role = (typeof roles)[number]

/** Logged in when an access token exists or the profile carries extInfo. */
export function isLoggedIn(viewer: Viewer): boolean {
  return viewer.hasToken || Boolean(viewer.extInfo)
}

/** A trial account: logged in with userInfo.type TEST. */
export function isTrial(viewer: Viewer): boolean {
  return isLoggedIn(viewer) && viewer.userInfo?.type === TRIAL_ACCOUNT_TYPE
}

/** An agent: a logged-in viewer whose userInfo.isDl is set (true, 1 or '1'). */
export function isAgent(viewer: Viewer): boolean {
  const flag = viewer.userInfo?.isDl
  return isLoggedIn(viewer) && (flag === true || Number(flag) === 1)
}

/**
 * A VIP: a logged-in, non-trial viewer above the entry level (vipLevel ≥ 2). Level 1 is every new member's
 * level, and members must still recharge to open recharge-locked content, so level 1 is not VIP.
 */
export function isVip(viewer: Viewer): boolean {
  return isLoggedIn(viewer) && !isTrial(viewer) && (viewer.userInfo?.vipLevel ?? 0) >= 2
}

/** Every role the viewer holds: exactly one of guest/trial/member, plus agent and vip when they apply. */
export function rolesOf(viewer: Viewer): Role[] {
  if (!isLoggedIn(viewer)) return ['guest']
  if (isTrial(viewer)) return ['trial']
  const held: Role[] = ['member']
  if (isAgent(viewer)) held.push('agent')
  if (isVip(viewer)) held.push('vip')
  return held
}

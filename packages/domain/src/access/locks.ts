import { isLoggedIn, isTrial, isVip, type Viewer } from './viewer'

/** The lock states of a template item: the one vocabulary of the platform's answers, the client and the cards. */
export const lockStates = ['unlocked', 'login-locked', 'recharge-locked'] as const
/** Lock state of a template item for a viewer. */
export type LockState = (typeof lockStates)[number]

/** The lock flags of a template item. */
export interface Lockable {
  requireLogin?: number | null
  requireRecharge?: number | null
}

/**
 * Lock state of an item: login-locked when requireLogin is 1 and the viewer is logged out or a trial
 * account; recharge-locked when requireRecharge is 1 and rechMoney is 0 or missing. VIPs see everything.
 */
export function lockStateOf(item: Lockable, viewer: Viewer): LockState {
  if (isVip(viewer)) return 'unlocked'
  if (item.requireLogin === 1 && (!isLoggedIn(viewer) || isTrial(viewer))) return 'login-locked'
  if (item.requireRecharge === 1 && !(Number(viewer.extInfo?.rechMoney ?? 0) > 0)) return 'recharge-locked'
  return 'unlocked'
}

/**
 * The viewers alike for the lock rule of {@link lockStateOf}: any two viewers of one class see every item
 * with the same lock, so an item list read for one of them (its locked content withheld) suits them all.
 * `vip` sees everything; otherwise `login` or `guest` (logged out or trial) crossed with recharged or not.
 */
export type LockClass = 'vip' | 'login-recharged' | 'login' | 'guest-recharged' | 'guest'

/** The lock class of a viewer (see {@link LockClass}). */
export function lockClassOf(viewer: Viewer): LockClass {
  if (isVip(viewer)) return 'vip'
  const login = isLoggedIn(viewer) && !isTrial(viewer) ? 'login' : 'guest'
  return Number(viewer.extInfo?.rechMoney ?? 0) > 0 ? `${login}-recharged` : login
}

/** Texts of the locked overlays, exactly as the product writes them. */
export const lockTexts = {
  /** Login lock, card wording. */
  login: '登录后可解锁 免费查看',
  /** Login lock, alternative wording. */
  loginAlternative: '登陆后可以解锁查看！',
  /** Recharge lock, linking to /recharge. */
  recharge: '请充值任意金额开通VIP！',
} as const

/** Where a locked overlay leads: /auth/login when logged out or trial, otherwise /recharge. */
export function lockTarget(viewer: Viewer): '/auth/login' | '/recharge' {
  return !isLoggedIn(viewer) || isTrial(viewer) ? '/auth/login' : '/recharge'
}

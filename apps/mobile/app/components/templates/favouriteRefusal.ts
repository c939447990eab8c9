import {
  isTrial,
  LOGIN_REQUIRED_MESSAGE,
  TRIAL_BLOCKED_MESSAGE,
  templateLikeRefusal,
  type Viewer,
} from '@liuhe/domain'

/** Toast time of the favourite refusals (spec section 9: favourite 2 s, trial 1 s). */
export const refusalToastMs = { login: 2000, trial: 1000 } as const

/**
 * Why the viewer may not favourite a card: guests get 请先登录, trial accounts
 * 试玩账户无法进行该操作，请注册正式账户! (spec section 8); `undefined` when allowed.
 */
export function favouriteRefusal(
  viewer: Viewer,
): { status: 401 | 403; message: string; durationMs: number } | undefined {
  if (isTrial(viewer))
    return { status: 403, message: TRIAL_BLOCKED_MESSAGE, durationMs: refusalToastMs.trial }
  const refusal = templateLikeRefusal(viewer)
  return refusal
    ? { status: 401, message: refusal.message || LOGIN_REQUIRED_MESSAGE, durationMs: refusalToastMs.login }
    : undefined
}

import { templateLikeRefusal, type Viewer } from '@liuhe/domain'

/** Toast time of the favourite refusals (spec section 9: favourite 2 s, trial 1 s). */
export const refusalToastMs = { login: 2000, trial: 1000 } as const

/**
 * Why the viewer may not favourite a card (from `@liuhe/domain`): guests get 请先登录, trial accounts
 * 试玩账户无法进行该操作，请注册正式账户! (spec section 8); `undefined` when allowed.
 */
export function favouriteRefusal(
  viewer: Viewer,
): { status: 401 | 403; message: string; durationMs: number } | undefined {
  const refusal = templateLikeRefusal(viewer)
  if (!refusal) return undefined
  return refusal.reason === 'trial'
    ? { status: 403, message: refusal.message, durationMs: refusalToastMs.trial }
    : { status: 401, message: refusal.message, durationMs: refusalToastMs.login }
}

import { templateLikeRefusal, type Viewer } from '@liuhe/domain'

/** How long a favourite refusal's toast shows: 请先登录 2 s, the trial message 1 s. */
export const refusalToastMs = { login: 2000, trial: 1000 } as const

/**
 * Why the viewer may not favourite a card (from `@liuhe/domain`): guests get 请先登录, trial accounts
 * 试玩账户无法进行该操作，请注册正式账户! (docs/product.md, Who may do what); `undefined` when allowed.
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

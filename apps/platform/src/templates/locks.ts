import { type LockState, lockStateOf, type Viewer } from '@liuhe/domain'

/**
 * Why a row's content is withheld, as the item answer's `locked` field says it: the API client reads
 * `'login' | 'recharge' | null`, the same three states as the domain's {@link LockState}.
 */
export type ItemLock = 'login' | 'recharge' | null

const itemLocks: Readonly<Record<LockState, ItemLock>> = {
  unlocked: null,
  'login-locked': 'login',
  'recharge-locked': 'recharge',
}

/**
 * The lock of a stored row for a viewer, by the domain's rule (the one the app applies too): VIPs see
 * everything; login-locked for guests and trial accounts; recharge-locked until the viewer has recharged.
 */
export function itemLockOf(
  row: { require_login: number; require_recharge: number },
  viewer: Viewer,
): ItemLock {
  return itemLocks[
    lockStateOf({ requireLogin: row.require_login, requireRecharge: row.require_recharge }, viewer)
  ]
}

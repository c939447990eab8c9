import { type LockState, lockStateOf, type Viewer } from '@liuhe/domain'

/**
 * The lock of a stored row for a viewer, by the domain's rule (the one the app applies too): VIPs see
 * everything; login-locked for guests and trial accounts; recharge-locked until the viewer has recharged.
 * The item answer's `locked` field carries it as it is.
 */
export function itemLockOf(
  row: { require_login: number; require_recharge: number },
  viewer: Viewer,
): LockState {
  return lockStateOf({ requireLogin: row.require_login, requireRecharge: row.require_recharge }, viewer)
}

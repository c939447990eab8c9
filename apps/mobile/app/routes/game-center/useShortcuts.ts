import {
  type Action,
  isLoggedIn,
  LOGIN_REQUIRED_MESSAGE,
  loginRedirect,
  refusalOf,
  type Viewer,
} from '@liuhe/domain'
import { type GameShortcutKey, useToast } from '@liuhe/ui'
import { useNavigate } from '@remix-run/react'
import { MUST_READ_TOAST_MS } from '#app/components/shell/FlashToast.tsx'

/** Targets of the five shortcuts and the permission each needs. */
const shortcutTargets: Record<GameShortcutKey, { path: string; action?: Action }> = {
  recharge: { path: '/recharge', action: 'recharge' },
  withdraw: { path: '/withdraw-money', action: 'withdraw' },
  washCode: { path: '/betting-bonus', action: 'washCode' },
  details: { path: '/bills', action: 'details' },
  promotions: { path: '/promotional' },
}

/**
 * What a shortcut press does: goes to its page when the viewer may, shows the trial refusal long enough to
 * read ({@link MUST_READ_TOAST_MS}), and otherwise sends the viewer to login and back to that page.
 */
export function useShortcuts(viewer: Viewer) {
  const navigate = useNavigate()
  const toast = useToast()
  return (key: GameShortcutKey) => {
    const target = shortcutTargets[key]
    const refusal = target.action
      ? refusalOf(viewer, target.action)
      : isLoggedIn(viewer)
        ? undefined
        : { reason: 'login-required' as const, message: LOGIN_REQUIRED_MESSAGE }
    if (!refusal) return navigate(target.path)
    if (refusal.reason === 'trial') return toast.show(refusal.message, { durationMs: MUST_READ_TOAST_MS })
    navigate(loginRedirect(target.path))
  }
}

import { type GameLike, loginRedirect, type TimeZoneSetting, type Viewer } from '@liuhe/domain'
import { useGameLaunch, useToast } from '@liuhe/ui'
import { useNavigate } from '@remix-run/react'
import { useRef } from 'react'
import { nativeBridge } from '#app/native/bridge.ts'

/** The game center's address with the category hash, to come back to after login. */
const back = () => `/game-center${typeof window === 'undefined' ? '' : window.location.hash}`

/**
 * The launch flow (`useGameLaunch`) wired to the app: in-app games navigate, a guest goes to login and comes
 * back to the same category, third-party games ask `/resources/game-launch` for their play link and open it
 * in a new window, or inside the native shell natively, the screen turned by the game's `appDisplay`.
 */
export function useGameCenterLaunch(viewer: Viewer, timeZone: TimeZoneSetting) {
  const navigate = useNavigate()
  const toast = useToast()
  // The game whose play link is being asked for (one launch at a time): its appDisplay turns the screen.
  const launching = useRef<GameLike | null>(null)
  return useGameLaunch({
    viewer,
    timeZone,
    onNavigate: (path) => navigate(path),
    onLoginRequired: () => navigate(loginRedirect(back())),
    requestPlayLink: async (game) => {
      launching.current = game
      const form = new FormData()
      form.set('liveCode', game.liveCode ?? '')
      form.set('gameCode', game.gameCode ?? '')
      if (game.gameKind) form.set('gameKind', game.gameKind)
      const response = await fetch('/resources/game-launch', { method: 'POST', body: form })
      return response.json()
    },
    openUrl: (url) => {
      const bridge = nativeBridge()
      if (bridge) bridge.openGame(url, launching.current?.appDisplay)
      else window.open(url, '_blank', 'noopener,noreferrer')
    },
    showToast: (message, durationMs) => toast.show(message, { durationMs }),
  })
}

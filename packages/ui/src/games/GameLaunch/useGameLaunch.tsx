import {
  acceptsLaunchClick,
  type GameLike,
  gameCenterTexts,
  launchDecision,
  launchErrorMessage,
  type TimeZoneSetting,
  type Viewer,
} from '@liuhe/domain'
import { type ReactElement, useRef, useState } from 'react'
import { ConfirmDialog } from '../../primitives/Dialog/Dialog'

/** Answer of the play-link request: the URL to open, or the platform's error code and message. */
export type PlayLinkResult = { ok: true; url: string } | { ok: false; code?: string; message?: string }

/** Toast durations of the launch flow: the trial refusal 1 s, a failed launch 3 s. */
export const launchToastMs = { trial: 1000, failure: 3000 } as const

/** Options of {@link useGameLaunch}. */
export interface GameLaunchOptions {
  /** Who is launching. */
  viewer: Viewer
  /** System time zone (settings `time_zone`) in which maintain ranges are read. */
  timeZone: TimeZoneSetting
  /** Goes to an in-app path, e.g. /game/110. */
  onNavigate: (path: string) => void
  /** Sends a guest to login (the caller adds the way back). */
  onLoginRequired: (loginPath: string) => void
  /** Asks the platform for the play link of a third-party game. */
  requestPlayLink: (game: GameLike) => Promise<PlayLinkResult>
  /** Opens the game URL in a new window. */
  openUrl: (url: string) => void
  /** Shows a toast. */
  showToast: (message: string, durationMs: number) => void
  /** Clock; defaults to Date.now. */
  now?: () => number
}

/** What {@link useGameLaunch} returns. */
export interface GameLaunch {
  /** Starts the launch of a game (one click per 100 ms; ignored while loading). */
  launch: (game: GameLike) => void
  /** The 立即进入游戏! confirm dialog; render it once. */
  dialog: ReactElement
  /** True while the play link is requested. */
  loading: boolean
}

/**
 * The launch flow (`launchDecision` in @liuhe/domain): maintenance does nothing, the product's own games
 * navigate, trial accounts are refused, guests go to login, members confirm 立即进入游戏! and the play link
 * opens in a new window; failures show `launchErrorMessage`'s message for 3 s.
 */
export function useGameLaunch(options: GameLaunchOptions): GameLaunch {
  const [pending, setPending] = useState<GameLike | null>(null)
  const [loading, setLoading] = useState(false)
  const lastClick = useRef<number | undefined>(undefined)
  const busy = useRef(false)
  const latest = useRef(options)
  latest.current = options

  const launch = (game: GameLike) => {
    const o = latest.current
    const now = (o.now ?? Date.now)()
    if (!acceptsLaunchClick(lastClick.current, now, busy.current)) return
    lastClick.current = now
    const decision = launchDecision(game, o.viewer, now, o.timeZone)
    switch (decision.kind) {
      case 'maintenance':
        return
      case 'navigate':
        return o.onNavigate(decision.path)
      case 'trial-blocked':
        return o.showToast(decision.message, launchToastMs.trial)
      case 'login-required':
        return o.onLoginRequired(decision.path)
      case 'confirm-third-party':
        return setPending(game)
    }
  }

  const confirm = async () => {
    const game = pending
    setPending(null)
    if (!game || busy.current) return
    const o = latest.current
    busy.current = true
    setLoading(true)
    try {
      const result = await o.requestPlayLink(game)
      if (result.ok) o.openUrl(result.url)
      else o.showToast(launchErrorMessage(result.code, result.message), launchToastMs.failure)
    } catch {
      o.showToast(launchErrorMessage(undefined, undefined), launchToastMs.failure)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null)
      }}
      title={gameCenterTexts.confirmLaunch}
      onConfirm={() => {
        void confirm()
      }}
    />
  )
  return { launch, dialog, loading }
}

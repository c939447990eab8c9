import { useNavigate, useRevalidator } from '@remix-run/react'
import { type MutableRefObject, useEffect } from 'react'
import { useDrawPolling } from '#app/hooks/useDrawPolling.ts'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { useLiveDraw } from '#app/hooks/useLiveDraw.ts'
import { drawCardLinks } from '#app/navigation.ts'
import type { DrawCardData, LiveDraw } from '#app/server/content/lottery.server.ts'
import { type PushedDrawStore, usePushedDraw } from './pushedDraw.ts'

/** What the home's loader gives the draw card. */
export interface LiveDrawCardInput {
  gameId: number
  draw: DrawCardData
  /** The draw streaming when the page was loaded, if any. */
  live: LiveDraw | null
  /** The platform's socket origin. */
  socketBase: string
  /** The platform as the browser reaches it: pushed stream and replay paths are relative to it. */
  platformOrigin: string
}

/**
 * The home's draw card kept live: the game socket's result pushes go to `pushed`, from which the card shows
 * them at once, and each reloads the page once (the next turn and its close time; the other pushes of a
 * draw, its replay address, reload nothing), its video pushes open the live stream, the countdown's end
 * polls for the result, and 开奖回放 replays a draw on the page when its video is known (else opens the
 * replays page).
 */
export function useLiveDrawCard(
  { gameId, draw, live: loadedLive, socketBase, platformOrigin }: LiveDrawCardInput,
  pushed: PushedDrawStore,
) {
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const live = useLiveDraw(gameId, loadedLive)

  const socketStatus = useGameSocket(
    socketBase,
    gameId,
    (result) => {
      live.onPush(result, result.liveUrl ? new URL(result.liveUrl, platformOrigin).href : '')
      if (result.type !== 'RESULT') return
      pushed.set(result)
      revalidator.revalidate()
    },
    // Back after a lost connection: a result pushed meanwhile is read from the platform.
    revalidator.revalidate,
  )

  const shown = usePushedDraw(pushed, draw)
  const polling = useDrawPolling(
    shown.previous?.turnNum,
    shown.previous?.numbers.join(',') ?? '',
    revalidator.revalidate,
  )
  return {
    draw: shown,
    socketStatus,
    /** The stream or replay on show, if any. */
    show: live.show,
    closeShow: live.close,
    replay: () => {
      const turnNum = shown.previous?.turnNum
      if (turnNum && live.replay(turnNum)) return
      navigate(drawCardLinks(gameId).replaysHref)
    },
    onCountdownEnd: () => polling.start(shown.next.turnNum),
  }
}

/** The live card as {@link useLiveDrawCard} gives it. */
export type LiveDrawCard = ReturnType<typeof useLiveDrawCard>

/**
 * What {@link LiveDrawCardDriver} reports, for the input it ran with: the socket's state and the live-draw
 * block's show. The card's draw is not part of it: the card reads the pushes itself (`PushedDrawStore`).
 */
export interface LiveDrawCardReport {
  input: LiveDrawCardInput
  socketStatus: LiveDrawCard['socketStatus']
  show: LiveDrawCard['show']
}

/**
 * Runs {@link useLiveDrawCard} for the home: writes the result pushes to `pushed`, reports the socket's state
 * and the show (`onChange`, a state setter) and keeps its latest actions in `actions`. The home loads it
 * after its first paint, so the socket client and the live-draw state are no part of its first load.
 */
export function LiveDrawCardDriver({
  input,
  pushed,
  actions,
  onChange,
}: {
  input: LiveDrawCardInput
  pushed: PushedDrawStore
  actions: MutableRefObject<LiveDrawCard | undefined>
  onChange: (report: LiveDrawCardReport) => void
}) {
  const card = useLiveDrawCard(input, pushed)
  useEffect(() => {
    actions.current = card
  })
  const { socketStatus, show } = card
  useEffect(() => onChange({ input, socketStatus, show }), [input, socketStatus, show, onChange])
  return null
}

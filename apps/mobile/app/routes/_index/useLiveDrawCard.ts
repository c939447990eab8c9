import type { LiveResult } from '@liuhe/api'
import { isCompleteSixMark, parseChinaTime, parseOpenNum } from '@liuhe/domain'
import { useNavigate, useRevalidator } from '@remix-run/react'
import { type MutableRefObject, useEffect, useMemo, useState } from 'react'
import { useDrawPolling } from '#app/hooks/useDrawPolling.ts'
import { useGameSocket } from '#app/hooks/useGameSocket.ts'
import { useLiveDraw } from '#app/hooks/useLiveDraw.ts'
import { drawCardLinks } from '#app/navigation.ts'
import type { DrawCardData, LiveDraw } from '#app/server/content/lottery.server.ts'

/** Applies a result push to the card: a newer complete result replaces the previous one. */
export function withPush(draw: DrawCardData, push: LiveResult | undefined): DrawCardData {
  if (!push || push.type !== 'RESULT' || push.turnNum === draw.previous?.turnNum) return draw
  const numbers = parseOpenNum(push.openNum)
  if (!isCompleteSixMark(numbers)) return draw
  const drawTime = push.openTime ? parseChinaTime(push.openTime) : Date.now()
  return { ...draw, previous: { turnNum: push.turnNum, numbers, drawTime } }
}

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
 * The home's draw card kept live: the game socket's result pushes move the card on (and reload the page for
 * the next turn and its close time), its video pushes open the live stream, the countdown's end polls for
 * the result, and 开奖回放 replays a draw on the page when its video is known (else opens the replays page).
 */
export function useLiveDrawCard({
  gameId,
  draw,
  live: loadedLive,
  socketBase,
  platformOrigin,
}: LiveDrawCardInput) {
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [push, setPush] = useState<LiveResult>()
  const live = useLiveDraw(gameId, loadedLive)

  const socketStatus = useGameSocket(
    socketBase,
    gameId,
    (result) => {
      live.onPush(result, result.liveUrl ? new URL(result.liveUrl, platformOrigin).href : '')
      if (result.type === 'RESULT') setPush(result)
      revalidator.revalidate()
    },
    // Back after a lost connection: a result pushed meanwhile is read from the platform.
    revalidator.revalidate,
  )

  const shown = useMemo(() => withPush(draw, push), [draw, push])
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

/** What {@link LiveDrawCardDriver} reports: the card's shown state, for the input it ran with. */
export interface LiveDrawCardReport {
  input: LiveDrawCardInput
  draw: DrawCardData
  socketStatus: LiveDrawCard['socketStatus']
  show: LiveDrawCard['show']
}

/**
 * Runs {@link useLiveDrawCard} for the home and reports what the card shows (`onChange`, a state setter) and
 * its latest actions (`actions`). The home loads it after its first paint, so the socket client and the
 * live-draw state are no part of its first load; until then the card shows the loader's draw.
 */
export function LiveDrawCardDriver({
  input,
  actions,
  onChange,
}: {
  input: LiveDrawCardInput
  actions: MutableRefObject<LiveDrawCard | undefined>
  onChange: (report: LiveDrawCardReport) => void
}) {
  const card = useLiveDrawCard(input)
  useEffect(() => {
    actions.current = card
  })
  const { draw: shownDraw, socketStatus, show } = card
  useEffect(
    () => onChange({ input, draw: shownDraw, socketStatus, show }),
    [input, shownDraw, socketStatus, show, onChange],
  )
  return null
}

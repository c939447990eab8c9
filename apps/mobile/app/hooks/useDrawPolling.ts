import { DRAW_POLL_INTERVAL_MS, drawPollStep, type LotteryKind } from '@liuhe/domain'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The draw card's polling after its countdown ends: the lottery info is re-fetched every 3 s until the
 * awaited turn's result has its 7th number, for at most 5 minutes. `awaitedOpenNum` is the awaited turn's
 * numbers as they arrive ('' while it is not drawn). Returns `start(turnNum)` for the countdown's end and
 * the turn being awaited (undefined when not polling). `refetch` reloads the info; `kind` says when a
 * result is complete (default six-mark).
 */
export function useDrawPolling(
  latestTurn: string | undefined,
  latestOpenNum: string,
  refetch: () => void,
  kind: LotteryKind = 'sixMark',
) {
  const [awaited, setAwaited] = useState<{ turnNum: string; startedAt: number }>()
  const revalidate = useRef(refetch)
  revalidate.current = refetch

  const awaitedOpenNum = awaited && latestTurn === awaited.turnNum ? latestOpenNum : ''

  useEffect(() => {
    if (!awaited) return
    if (drawPollStep(awaited.startedAt, Date.now(), awaitedOpenNum, kind) !== 'poll') {
      setAwaited(undefined)
      return
    }
    const timer = setInterval(() => {
      if (drawPollStep(awaited.startedAt, Date.now(), '') === 'stop-timeout') setAwaited(undefined)
      else revalidate.current()
    }, DRAW_POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [awaited, awaitedOpenNum, kind])

  const start = useCallback((turnNum: string) => {
    setAwaited({ turnNum, startedAt: Date.now() })
    revalidate.current()
  }, [])

  return { start, awaitedTurn: awaited?.turnNum }
}

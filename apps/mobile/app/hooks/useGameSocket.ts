import type { LiveResult, GameSocketStatus as SocketStatus } from '@liuhe/api/sockets'
import { startTransition, useEffect, useRef, useState } from 'react'

/** Connection state of the game socket; 'idle' before hydration, 'subscribed' once pushes flow. */
export type GameSocketStatus = 'idle' | SocketStatus

/**
 * Keeps a game socket open while the component is mounted and hands every result push of `gameId` to
 * `onResult`. `socketBase` is the platform's socket origin; each connection gets its own random id. The
 * socket client's code loads once the page is up (the connection opens after hydration anyway), so it is
 * not part of the page's first JavaScript.
 *
 * Status changes are transitions: they re-render the page, and parts of it may still be waiting for their
 * lazily loaded code to hydrate; an urgent update would make React drop their server HTML and render
 * them again on the client (React error 421).
 */
export function useGameSocket(socketBase: string, gameId: number, onResult: (result: LiveResult) => void) {
  const handler = useRef(onResult)
  handler.current = onResult
  const [status, setStatus] = useState<GameSocketStatus>('idle')
  useEffect(() => {
    let disconnect: (() => void) | undefined
    let cancelled = false
    const report = (next: GameSocketStatus) => startTransition(() => setStatus(next))
    report('connecting')
    import('@liuhe/api/sockets')
      .then(({ connectGameSocket }) => {
        if (cancelled) return
        disconnect = connectGameSocket({
          url: `${socketBase}/ws-game/${crypto.randomUUID().replaceAll('-', '')}`,
          gameId,
          onResult: (result) => startTransition(() => handler.current(result)),
          onStatus: report,
        })
      })
      // The chunk could not load (offline, a new deploy): the page keeps working without live pushes.
      .catch(() => cancelled || report('closed'))
    return () => {
      cancelled = true
      disconnect?.()
    }
  }, [socketBase, gameId])
  return status
}

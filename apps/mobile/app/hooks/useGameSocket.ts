import type { LiveResult, GameSocketStatus as SocketStatus } from '@liuhe/api/sockets'
import { startTransition, useEffect, useRef, useState } from 'react'

/** Connection state of the game socket; 'idle' before hydration, 'subscribed' once pushes flow. */
export type GameSocketStatus = 'idle' | SocketStatus

/**
 * Keeps a game socket open while the component is mounted and hands every result push of `gameId` to
 * `onResult`. `socketBase` is the platform's socket origin, the one server of the list; each connection gets
 * its own random id (a reloaded list, a new id). After a lost connection is back, `onReconnect` runs, so
 * the page fetches what was pushed meanwhile (a draw made while the socket was down). The socket client's
 * code loads once the page is up (the connection opens after hydration anyway), so it is not part of the
 * page's first JavaScript.
 *
 * Status changes are transitions: they re-render the page, and parts of it may still be waiting for their
 * lazily loaded code to hydrate; an urgent update would make React drop their server HTML and render
 * them again on the client (React error 421).
 */
export function useGameSocket(
  socketBase: string,
  gameId: number,
  onResult: (result: LiveResult) => void,
  onReconnect?: () => void,
) {
  const handler = useRef(onResult)
  handler.current = onResult
  const reconnected = useRef(onReconnect)
  reconnected.current = onReconnect
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
          servers: () => [`${socketBase}/ws-game/${crypto.randomUUID().replaceAll('-', '')}`],
          gameId,
          onResult: (result) => startTransition(() => handler.current(result)),
          onStatus: report,
          onReconnect: () => startTransition(() => reconnected.current?.()),
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

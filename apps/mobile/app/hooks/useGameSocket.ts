import type { LiveResult } from '@liuhe/api/sockets'
import { useEffect, useRef, useState } from 'react'

/** Connection state of the game socket; 'idle' before hydration. */
export type GameSocketStatus = 'idle' | 'connecting' | 'open' | 'closed'

/**
 * Keeps a game socket open while the component is mounted and hands every result push of `gameId` to
 * `onResult`. `socketBase` is the platform's socket origin; each connection gets its own random id. The
 * socket client's code loads once the page is up (the connection opens after hydration anyway), so it is
 * not part of the page's first JavaScript.
 */
export function useGameSocket(socketBase: string, gameId: number, onResult: (result: LiveResult) => void) {
  const handler = useRef(onResult)
  handler.current = onResult
  const [status, setStatus] = useState<GameSocketStatus>('idle')
  useEffect(() => {
    let disconnect: (() => void) | undefined
    let cancelled = false
    setStatus('connecting')
    import('@liuhe/api/sockets')
      .then(({ connectGameSocket }) => {
        if (cancelled) return
        disconnect = connectGameSocket({
          url: `${socketBase}/ws-game/${crypto.randomUUID().replaceAll('-', '')}`,
          gameId,
          onResult: (result) => handler.current(result),
          onStatus: setStatus,
        })
      })
      // The chunk could not load (offline, a new deploy): the page keeps working without live pushes.
      .catch(() => cancelled || setStatus('closed'))
    return () => {
      cancelled = true
      disconnect?.()
    }
  }, [socketBase, gameId])
  return status
}

import { connectGameSocket, type LiveResult } from '@liuhe/api/sockets'
import { useEffect, useRef, useState } from 'react'

/** Connection state of the game socket; 'idle' before hydration. */
export type GameSocketStatus = 'idle' | 'connecting' | 'open' | 'closed'

/**
 * Keeps a game socket open while the component is mounted and hands every result push of `gameId` to
 * `onResult`. `socketBase` is the platform's socket origin; each connection gets its own random id.
 */
export function useGameSocket(socketBase: string, gameId: number, onResult: (result: LiveResult) => void) {
  const handler = useRef(onResult)
  handler.current = onResult
  const [status, setStatus] = useState<GameSocketStatus>('idle')
  useEffect(
    () =>
      connectGameSocket({
        url: `${socketBase}/ws-game/${crypto.randomUUID().replaceAll('-', '')}`,
        gameId,
        onResult: (result) => handler.current(result),
        onStatus: setStatus,
      }),
    [socketBase, gameId],
  )
  return status
}

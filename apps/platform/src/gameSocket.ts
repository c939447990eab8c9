import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'

/** Command number of result pushes (spec section 7: "command 4"). */
export const RESULT_COMMAND = 4

/** A push to game-socket subscribers. */
export interface GamePush {
  type: 'RESULT' | 'VIDEO' | 'LIVE_URL_HISTORY'
  gameId: number
  turnNum: string
  openNum: string
  isStreaming: boolean
  liveUrl: string
  openTime?: string
}

interface Subscription {
  gameId: number
  types: Set<string>
}

/** The game socket hub: `/ws-game/{random id}` connections, subscriptions per game, ping/pong. */
export function createGameSocketHub() {
  const wss = new WebSocketServer({ noServer: true })
  const subscriptions = new Map<WebSocket, Subscription[]>()

  wss.on('connection', (socket) => {
    subscriptions.set(socket, [])
    socket.on('message', (raw) => {
      let frame: { command?: unknown; content?: { gameId?: unknown; types?: unknown } }
      try {
        frame = JSON.parse(String(raw))
      } catch {
        return
      }
      if (frame.command === 'PING') return socket.send(JSON.stringify({ command: 'PONG' }))
      if (frame.command === 'SUBSCRIBE' && typeof frame.content?.gameId === 'number') {
        const types = Array.isArray(frame.content.types) ? frame.content.types.map(String) : ['RESULT']
        subscriptions.get(socket)?.push({ gameId: frame.content.gameId, types: new Set(types) })
        socket.send(JSON.stringify({ command: 'SUBSCRIBED', content: { gameId: frame.content.gameId } }))
      }
    })
    socket.on('close', () => subscriptions.delete(socket))
  })

  return {
    /** Takes over an HTTP upgrade on a `/ws-game/…` path; returns false for other paths. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (!/^\/ws-game\/[\w-]+\/?$/.test(new URL(request.url ?? '/', 'http://x').pathname)) return false
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
      return true
    },
    /** Sends a push to every connection subscribed to its game and type. */
    publish(push: GamePush): number {
      const frame = JSON.stringify({ command: RESULT_COMMAND, content: JSON.stringify(push) })
      let sent = 0
      for (const [socket, subs] of subscriptions) {
        if (socket.readyState !== WebSocket.OPEN) continue
        if (subs.some((s) => s.gameId === push.gameId && s.types.has(push.type))) {
          socket.send(frame)
          sent++
        }
      }
      return sent
    },
    /** Number of open connections. */
    get connections(): number {
      return subscriptions.size
    },
    close(): void {
      for (const socket of subscriptions.keys()) socket.terminate()
      wss.close()
    },
  }
}
/** The game socket hub. */
export type GameSocketHub = ReturnType<typeof createGameSocketHub>

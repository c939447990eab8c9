import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'

/** Command number the game socket gives every result push. */
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

/** Options of {@link createGameSocketHub}. */
export interface GameSocketHubOptions {
  /**
   * A connection that sent nothing (clients ping every 15 s) for this long is dropped, so connections whose
   * peer vanished without a close (a phone losing its network) do not pile up. Default 45 s.
   */
  idleMs?: number
  /** How often idle connections are looked for; 0 leaves it to {@link GameSocketHub.sweep} (tests). */
  sweepEveryMs?: number
  /** The clock, for tests. */
  now?: () => number
}

/** The game socket hub: `/ws-game/{random id}` connections, subscriptions per game, ping/pong. */
export function createGameSocketHub(options: GameSocketHubOptions = {}) {
  const { idleMs = 45_000, sweepEveryMs = 15_000, now = Date.now } = options
  const wss = new WebSocketServer({ noServer: true })
  const subscriptions = new Map<WebSocket, Subscription[]>()
  const lastHeard = new Map<WebSocket, number>()

  const forget = (socket: WebSocket) => {
    subscriptions.delete(socket)
    lastHeard.delete(socket)
  }

  /** Drops the connections idle since before `atMs - idleMs`; returns how many were dropped. */
  const sweep = (atMs = now()): number => {
    let dropped = 0
    for (const [socket, heard] of lastHeard) {
      if (atMs - heard <= idleMs) continue
      forget(socket)
      socket.terminate()
      dropped++
    }
    return dropped
  }
  const sweeper = sweepEveryMs > 0 ? setInterval(sweep, sweepEveryMs) : undefined
  sweeper?.unref?.()

  wss.on('connection', (socket) => {
    subscriptions.set(socket, [])
    lastHeard.set(socket, now())
    socket.on('message', (raw) => {
      lastHeard.set(socket, now())
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
    socket.on('close', () => forget(socket))
    socket.on('error', () => forget(socket))
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
    sweep,
    close(): void {
      if (sweeper) clearInterval(sweeper)
      for (const socket of subscriptions.keys()) socket.terminate()
      wss.close()
    },
  }
}
/** The game socket hub. */
export type GameSocketHub = ReturnType<typeof createGameSocketHub>

import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { type Bus, createLocalBus } from './shared/bus'
import { frameBudget, readFrame, SOCKET_CLOSE, SOCKET_MAX_PAYLOAD_BYTES } from './socketFrames'

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

/** A push as it travels between processes (shared/bus.ts): checked again by every process that receives it. */
const gamePushSchema = z.object({
  type: z.enum(['RESULT', 'VIDEO', 'LIVE_URL_HISTORY']),
  gameId: z.number().int().nonnegative(),
  turnNum: z.string().max(64),
  openNum: z.string().max(256),
  isStreaming: z.boolean(),
  liveUrl: z.string().max(2048),
  openTime: z.string().max(64).optional(),
}) satisfies z.ZodType<GamePush>

/** The bus channel of game pushes. */
export const GAME_PUSH_CHANNEL = 'game-push'

interface Subscription {
  gameId: number
  types: Set<string>
}

/**
 * Games one connection may follow at once: the app follows the one game on screen, a lobby a few. A
 * SUBSCRIBE of a game already followed replaces its subscription; one more game than this is refused.
 */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 64

const pushTypes = ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const satisfies readonly GamePush['type'][]

/** Every frame a game-socket client may send. */
const clientFrameSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('PING') }),
  z.object({
    command: z.literal('SUBSCRIBE'),
    content: z.object({
      gameId: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      types: z.array(z.enum(pushTypes)).max(pushTypes.length).optional(),
    }),
  }),
])

/** The frame that answers a refused client frame. */
const errorFrame = (code: string, msg: string) => JSON.stringify({ command: 'ERROR', content: { code, msg } })

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
  /**
   * Where pushes fan out (shared/bus.ts): every process's hub on one bus sends a push published by any of
   * them to its own sockets. Default: this process alone.
   */
  bus?: Bus
}

/** The game socket hub: `/ws-game/{random id}` connections, subscriptions per game, ping/pong. */
export function createGameSocketHub(options: GameSocketHubOptions = {}) {
  const { idleMs = 45_000, sweepEveryMs = 15_000, now = Date.now, bus = createLocalBus() } = options
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD_BYTES })
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

  /** Answers one client frame. */
  const onFrame = (socket: WebSocket, raw: RawData) => {
    const read = readFrame(raw, clientFrameSchema)
    if (!read.ok) return socket.send(errorFrame('SYS/BAD_REQUEST', `参数错误：${read.field}`))
    const { frame } = read
    if (frame.command === 'PING') return socket.send(JSON.stringify({ command: 'PONG' }))
    const { gameId } = frame.content
    const subs = subscriptions.get(socket)
    if (!subs) return
    const others = subs.filter((s) => s.gameId !== gameId)
    if (others.length >= MAX_SUBSCRIPTIONS_PER_CONNECTION)
      return socket.send(errorFrame('SYS/TOO_MANY_SUBSCRIPTIONS', '订阅的游戏过多'))
    others.push({ gameId, types: new Set(frame.content.types ?? ['RESULT']) })
    subscriptions.set(socket, others)
    socket.send(JSON.stringify({ command: 'SUBSCRIBED', content: { gameId } }))
  }

  wss.on('connection', (socket) => {
    subscriptions.set(socket, [])
    lastHeard.set(socket, now())
    const budget = frameBudget(now)
    socket.on('message', (raw, isBinary) => {
      // Whatever a frame holds, it costs this one connection at most: never the process.
      try {
        if (socket.readyState !== WebSocket.OPEN) return
        lastHeard.set(socket, now())
        if (!budget.take()) {
          forget(socket)
          return socket.close(SOCKET_CLOSE.policyViolation, 'too many frames')
        }
        if (isBinary) {
          forget(socket)
          return socket.close(SOCKET_CLOSE.unsupportedData, 'text frames only')
        }
        onFrame(socket, raw)
      } catch (error) {
        console.error('game socket: a frame failed', error)
        forget(socket)
        socket.close(SOCKET_CLOSE.internalError, 'internal error')
      }
    })
    socket.on('close', () => forget(socket))
    socket.on('error', () => forget(socket))
  })

  const following = (push: GamePush) => (subs: readonly Subscription[]) =>
    subs.some((s) => s.gameId === push.gameId && s.types.has(push.type))

  /** Sends a push to this process's connections subscribed to its game and type. */
  const deliver = (push: GamePush) => {
    const frame = JSON.stringify({ command: RESULT_COMMAND, content: JSON.stringify(push) })
    for (const [socket, subs] of subscriptions) {
      if (socket.readyState === WebSocket.OPEN && following(push)(subs)) socket.send(frame)
    }
  }
  const ready = bus.subscribe(GAME_PUSH_CHANNEL, gamePushSchema, deliver)

  return {
    /** Resolves once the hub receives what other processes publish (at once without a shared bus). */
    ready,
    /** Takes over an HTTP upgrade on a `/ws-game/…` path; returns false for other paths. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (!/^\/ws-game\/[\w-]+\/?$/.test(new URL(request.url ?? '/', 'http://x').pathname)) return false
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
      return true
    },
    /**
     * Publishes a push on the bus: every process's connections subscribed to its game and type get it (this
     * process's before `publish` returns when the bus is its own). Answers how many of this process's open
     * connections follow it.
     */
    publish(push: GamePush): number {
      let followers = 0
      for (const [socket, subs] of subscriptions)
        if (socket.readyState === WebSocket.OPEN && following(push)(subs)) followers++
      bus.publish(GAME_PUSH_CHANNEL, push)
      return followers
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

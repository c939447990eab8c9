// The socket client runs in the browser on every page with a draw card: it checks frames by hand instead of
// with zod so that `@liuhe/api/sockets` stays a few kilobytes (see the package's `./sockets` entry).

import { browserNetwork, type NetworkLike, retryWhenOnline } from './network'

/** Heartbeat of the game socket: a PING this often; no PONG by the next one closes the socket. */
export const GAME_SOCKET_HEARTBEAT_MS = 15_000

/** Message types a game socket subscription asks for. */
export const gameSocketTypes = ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const

/** A live result push. */
export interface LiveResult {
  type: (typeof gameSocketTypes)[number]
  gameId: number
  turnNum: string
  openNum: string
  isStreaming: boolean
  liveUrl: string
  openTime?: string | undefined
}

/** Checks that a value has the shape of a live result push; returns it typed, or undefined. */
export function readLiveResult(value: unknown): LiveResult | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const ok =
    (gameSocketTypes as readonly unknown[]).includes(v.type) &&
    typeof v.gameId === 'number' &&
    typeof v.turnNum === 'string' &&
    typeof v.openNum === 'string' &&
    typeof v.isStreaming === 'boolean' &&
    typeof v.liveUrl === 'string' &&
    (v.openTime === undefined || typeof v.openTime === 'string')
  if (!ok) return undefined
  const result: LiveResult = {
    type: v.type as LiveResult['type'],
    gameId: v.gameId as number,
    turnNum: v.turnNum as string,
    openNum: v.openNum as string,
    isStreaming: v.isStreaming as boolean,
    liveUrl: v.liveUrl as string,
  }
  if (typeof v.openTime === 'string') result.openTime = v.openTime
  return result
}
/** A draw result push: the turn's numbers (`isStreaming` false). */
export type ResultPush = LiveResult & { type: 'RESULT' }
/**
 * A live-stream start push, sent when a daily or weekly six-mark game's draw show starts (2 minutes before
 * the draw): `isStreaming` true, `liveUrl` the stream path on the platform origin, `openNum` empty.
 */
export type VideoPush = LiveResult & { type: 'VIDEO' }
/** A replay push after a streamed draw: `liveUrl` is the turn's replay path on the platform origin. */
export type ReplayPush = LiveResult & { type: 'LIVE_URL_HISTORY' }

/** Narrows a push to its type. */
export function isPushOfType<T extends LiveResult['type']>(
  push: LiveResult,
  type: T,
): push is LiveResult & { type: T } {
  return push.type === type
}

/** The command number of result pushes on the game socket. */
export const GAME_RESULT_COMMAND = 4

/** Reads one game-socket frame; returns the result push it carries, or `undefined` for other frames. */
export function parseGameSocketFrame(frame: string): LiveResult | undefined {
  let json: unknown
  try {
    json = JSON.parse(frame)
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null) return undefined
  const envelope = json as { command?: unknown; content?: unknown }
  if (envelope.command !== GAME_RESULT_COMMAND) return undefined
  const content = typeof envelope.content === 'string' ? safeJson(envelope.content) : envelope.content
  return readLiveResult(content)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The frame that subscribes a game socket to one game's pushes. */
export function subscribeFrame(gameId: number): string {
  return JSON.stringify({ command: 'SUBSCRIBE', content: { gameId, types: gameSocketTypes } })
}

/** A minimal WebSocket, so the socket runs on the browser's and on Node's `ws` alike. */
export interface SocketLike {
  readyState: number
  send(data: string): void
  close(): void
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: unknown) => void) | null
  onerror: ((ev: unknown) => void) | null
}

/** States of a game socket connection, in the order they happen. */
export const gameSocketStatuses = ['connecting', 'open', 'subscribed', 'closed'] as const
/** One state of a game socket connection. */
export type GameSocketStatus = (typeof gameSocketStatuses)[number]

/** True for the server's acknowledgement of a subscription to `gameId`. */
function isSubscribedFrame(text: string, gameId: number): boolean {
  if (!text.includes('"SUBSCRIBED"')) return false
  const frame = safeJson(text) as { command?: unknown; content?: { gameId?: unknown } } | undefined
  return frame?.command === 'SUBSCRIBED' && frame.content?.gameId === gameId
}

/** Wait before connecting to the next server of the list after a connection closed. */
export const GAME_SOCKET_SWITCH_DELAY_MS = 1000
/** Wait before reloading the server list once every server of it failed. */
export const GAME_SOCKET_EXHAUSTED_DELAY_MS = 5000

/** Options of {@link connectGameSocket}. */
export interface GameSocketOptions {
  /**
   * The socket servers, e.g. `ws://localhost:4100/ws-game/8f3a…`, read when connecting starts and again each
   * time every server of the list failed.
   */
  servers: () => readonly string[]
  gameId: number
  /** Called with every result push of the game. */
  onResult: (result: LiveResult) => void
  /**
   * Called when the connection state changes: `subscribed` once the server confirmed the subscription, so
   * pushes of the game from then on reach `onResult`.
   */
  onStatus?: (status: GameSocketStatus) => void
  /**
   * Called when a subscription is confirmed again after a connection was lost: pushes sent while there was
   * none never arrive, so the caller fetches the current state (a draw card's latest result) now.
   */
  onReconnect?: () => void
  /** Creates the socket (default: the global `WebSocket`). */
  createSocket?: (url: string) => SocketLike
  /** Wait before trying the next server after a close (default {@link GAME_SOCKET_SWITCH_DELAY_MS}). */
  reconnectDelayMs?: number
  /** Wait before reloading the list once every server failed (default {@link GAME_SOCKET_EXHAUSTED_DELAY_MS}). */
  exhaustedDelayMs?: number
  /** The device's network (default: the browser's); nothing reconnects while it is offline. */
  network?: NetworkLike
}

/**
 * Opens the game socket on the first server of the list, subscribes to one game, pings every 15 s, and
 * after a close fails over until the returned function is called: the server that closed leaves the list
 * and the next one is tried 1 s later; once the list is empty, it is reloaded 5 s later and tried from its
 * start. Each subscription confirmed after a lost connection calls `onReconnect`. While the device is
 * offline nothing is tried: a close then keeps the server in the list, and connecting resumes (at once) when
 * the network is back.
 */
export function connectGameSocket(options: GameSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  let servers = [...options.servers()]
  let socket: SocketLike | undefined
  let stopped = false
  let lost = false
  let heartbeat: ReturnType<typeof setInterval> | undefined
  const network = options.network ?? browserNetwork
  let cancelRetry: (() => void) | undefined
  let awaitingPong = false

  const open = () => {
    const url = servers[0]
    if (url === undefined) return reload()
    options.onStatus?.('connecting')
    const s = create(url)
    socket = s
    s.onopen = () => {
      options.onStatus?.('open')
      s.send(subscribeFrame(options.gameId))
      heartbeat = setInterval(() => {
        if (awaitingPong) return s.close()
        awaitingPong = true
        s.send(JSON.stringify({ command: 'PING' }))
      }, GAME_SOCKET_HEARTBEAT_MS)
    }
    s.onmessage = (event) => {
      const text = typeof event.data === 'string' ? event.data : String(event.data)
      if (text.includes('"PONG"')) awaitingPong = false
      if (isSubscribedFrame(text, options.gameId)) {
        options.onStatus?.('subscribed')
        if (lost) {
          lost = false
          options.onReconnect?.()
        }
        return
      }
      const result = parseGameSocketFrame(text)
      if (result && result.gameId === options.gameId) options.onResult(result)
    }
    s.onerror = () => s.close()
    s.onclose = () => {
      if (socket !== s) return
      socket = undefined
      clearInterval(heartbeat)
      awaitingPong = false
      lost = true
      options.onStatus?.('closed')
      if (stopped) return
      // Offline, the server did not fail: it keeps its place, and the same list is tried once back online.
      if (!network.online()) cancelRetry = retryWhenOnline(network, 0, open)
      else {
        servers = servers.filter((server) => server !== url)
        if (servers.length)
          cancelRetry = retryWhenOnline(
            network,
            options.reconnectDelayMs ?? GAME_SOCKET_SWITCH_DELAY_MS,
            open,
          )
        else reload()
      }
    }
  }
  const reload = () => {
    cancelRetry = retryWhenOnline(network, options.exhaustedDelayMs ?? GAME_SOCKET_EXHAUSTED_DELAY_MS, () => {
      servers = [...options.servers()]
      open()
    })
  }

  open()
  return () => {
    stopped = true
    cancelRetry?.()
    clearInterval(heartbeat)
    socket?.close()
  }
}
export * from './chatSocket'
export * from './network'

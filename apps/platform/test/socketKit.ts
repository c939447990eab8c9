import { WebSocket } from 'ws'

/** A raw test socket: every text frame kept as parsed JSON, waits for a frame or the close, never for time. */
export interface RawSocket {
  ws: WebSocket
  frames: unknown[]
  /** The first frame at or after index `from` matching `match` (waits for it). */
  next(match: (frame: unknown) => boolean, from?: number): Promise<unknown>
  /** Resolves with the close code once the socket closed. */
  closed: Promise<number>
}

/** Opens a socket to `url` and waits until it is open (or closed by the server). */
export async function openSocket(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url)
  const frames: unknown[] = []
  const waiters: { match: (f: unknown) => boolean; from: number; resolve: (f: unknown) => void }[] = []
  ws.on('message', (data) => {
    let frame: unknown
    try {
      frame = JSON.parse(String(data))
    } catch {
      frame = String(data)
    }
    frames.push(frame)
    for (const waiter of [...waiters]) {
      if (frames.length - 1 >= waiter.from && waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
    }
  })
  // A server close may come with an error on the client side (e.g. 1009 after a too-big frame): ignored.
  ws.on('error', () => undefined)
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  await new Promise<void>((resolve) => {
    ws.once('open', () => resolve())
    ws.once('close', () => resolve())
  })
  return {
    ws,
    frames,
    closed,
    next(match, from = 0) {
      const found = frames.slice(from).find(match)
      if (found !== undefined) return Promise.resolve(found)
      return new Promise((resolve) => waiters.push({ match, from, resolve }))
    },
  }
}

/** True for a frame whose `command` is `command`. */
export const isCommand = (command: unknown) => (frame: unknown) =>
  typeof frame === 'object' && frame !== null && (frame as { command?: unknown }).command === command

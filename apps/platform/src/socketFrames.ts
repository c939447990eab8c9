import type { RawData } from 'ws'
import type { z } from 'zod'

// Bounds and frame reading shared by the game socket (`gameSocket.ts`) and the chat socket (`chat/socket.ts`).

/**
 * The largest frame a socket accepts (a bigger one closes the connection with 1009): the biggest client frame
 * is a chat text message, far below this.
 */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024
/**
 * Frames one connection may send in a burst, and how fast that allowance refills (frames per second). A
 * client pings every 15 s and subscribes or joins a handful of times on open (the burst leaves room for a
 * lobby subscribing `MAX_SUBSCRIPTIONS_PER_CONNECTION` games at once); a connection sending faster than this
 * for long is not a client, and is closed with {@link SOCKET_CLOSE.policyViolation}.
 */
export const SOCKET_FRAME_BURST = 100
export const SOCKET_FRAMES_PER_SECOND = 20

/** Standard WebSocket close codes (RFC 6455 §7.4.1) the platform's sockets use. */
export const SOCKET_CLOSE = {
  /** A binary frame: the sockets speak JSON text only. (Invalid UTF-8 text is closed by `ws` with 1007.) */
  unsupportedData: 1003,
  /** Frames faster than {@link SOCKET_FRAMES_PER_SECOND}. */
  policyViolation: 1008,
  /** A handler failed unexpectedly: that one connection is closed, the process goes on. */
  internalError: 1011,
} as const

/**
 * A token bucket of {@link SOCKET_FRAME_BURST} frames refilled at {@link SOCKET_FRAMES_PER_SECOND}: `take()`
 * is false once a connection went over it.
 */
export function frameBudget(now: () => number) {
  let left: number = SOCKET_FRAME_BURST
  let at = now()
  return {
    take(): boolean {
      const t = now()
      left = Math.min(SOCKET_FRAME_BURST, left + ((t - at) * SOCKET_FRAMES_PER_SECOND) / 1000)
      at = t
      if (left < 1) return false
      left -= 1
      return true
    },
  }
}

/** A client frame read with its socket's schema: the frame, or the name of what was wrong with it. */
export type ReadFrame<T> = { ok: true; frame: T } | { ok: false; field: string; json: unknown }

/** Reads a text frame as JSON and checks it with `schema`; never throws. */
export function readFrame<T>(raw: RawData, schema: z.ZodType<T>): ReadFrame<T> {
  const text = Buffer.isBuffer(raw)
    ? raw.toString('utf8')
    : Array.isArray(raw)
      ? Buffer.concat(raw).toString('utf8')
      : Buffer.from(raw).toString('utf8')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, field: 'JSON', json: undefined }
  }
  const parsed = schema.safeParse(json)
  if (parsed.success) return { ok: true, frame: parsed.data }
  const path = parsed.error.issues[0]?.path ?? []
  return { ok: false, field: path.length ? path.map(String).join('.') : 'command', json }
}

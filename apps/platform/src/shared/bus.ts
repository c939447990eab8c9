import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { z } from 'zod'

/**
 * Publish/subscribe between the platform's processes: what one process publishes on a channel, every
 * subscribing process receives, in the order published and once. The game sockets and the chat sockets fan
 * their frames out through it (gameSocket.ts `fanOutGamePushes`, chat/fanout.ts), so a frame published by
 * the process that drew or stored it reaches the sockets held by every process.
 *
 * Two implementations, chosen at start by `REDIS_URL` (shared/index.ts): {@link createLocalBus}, the one
 * process on its own (delivery is synchronous, within `publish`), and {@link createRedisBus}.
 */
export interface Bus {
  /**
   * Runs `onMessage` for every message published on `channel` (by this process or another), parsed with
   * `schema`: a message that does not parse is logged and dropped. The handler is in place when this returns;
   * the promise resolves once the subscription is acknowledged, so a publication made after it is received.
   */
  subscribe<T>(channel: string, schema: z.ZodType<T>, onMessage: (message: T) => void): Promise<void>
  /** Publishes `message` (JSON) to every subscriber of `channel`, this process's own included. */
  publish(channel: string, message: unknown): void
  /** Stops delivering and closes the connections. */
  close(): Promise<void>
}

/** Writes a line to the process's log (console.error by default). */
export type Log = (message: string, error?: unknown) => void

const defaultLog: Log = (message, error) =>
  error === undefined ? console.error(message) : console.error(message, error)

interface Handler {
  schema: z.ZodType<unknown>
  onMessage: (message: unknown) => void
}

/** Parses `message` with each handler's schema and runs the handlers; never throws. */
function deliver(handlers: readonly Handler[], channel: string, message: unknown, log: Log): void {
  for (const handler of handlers) {
    const parsed = handler.schema.safeParse(message)
    if (!parsed.success) {
      log(`bus: a message on ${channel} did not parse and was dropped: ${parsed.error.issues[0]?.message}`)
      continue
    }
    try {
      handler.onMessage(parsed.data)
    } catch (error) {
      log(`bus: a handler of ${channel} failed`, error)
    }
  }
}

/** The bus of one process on its own: a publication runs the channel's handlers before `publish` returns. */
export function createLocalBus(log: Log = defaultLog): Bus {
  const handlers = new Map<string, Handler[]>()
  return {
    subscribe(channel, schema, onMessage) {
      handlers.set(channel, [
        ...(handlers.get(channel) ?? []),
        { schema, onMessage: onMessage as (message: unknown) => void },
      ])
      return Promise.resolve()
    },
    publish(channel, message) {
      deliver(handlers.get(channel) ?? [], channel, message, log)
    },
    close() {
      handlers.clear()
      return Promise.resolve()
    },
  }
}

/**
 * What travels on a Redis channel: the publishing process (`o`), its running number (`n`), whether that
 * process already delivered it to its own sockets (`d`: Redis was not subscribed then) and the message (`m`).
 */
const envelopeSchema = z.object({
  o: z.string().min(1).max(64),
  n: z.number().int().nonnegative(),
  d: z.boolean(),
  m: z.unknown(),
})

/** Options of {@link createRedisBus}. */
export interface RedisBusOptions {
  /** `redis://…` (`REDIS_URL`). */
  url: string
  /** Prefix of every channel name, so deployments (and test runs) sharing one Redis stay apart. */
  prefix: string
  log?: Log
}

/**
 * Options of a Redis connection of the platform: a command while disconnected fails at once rather than
 * waiting (the bus delivers locally instead, the rate limiter counts locally); the first connection fails
 * at once when Redis cannot be reached (start-up reports it), a lost one is retried 0.1 s, 0.2 s, … at most
 * 2 s apart for as long as it takes.
 */
export function redisClientOptions(url: string) {
  let connected = false
  return {
    url,
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min((retries + 1) * 100, 2_000) : cause,
    },
    /** Call once the client is ready: from then on a lost connection is retried. */
    onReady: () => {
      connected = true
    },
  }
}

/** A client of {@link redisClientOptions}, connected; rejects when Redis cannot be reached. */
export async function connectRedis(url: string, onError: (error: unknown) => void) {
  const { onReady, ...options } = redisClientOptions(url)
  const client = createClient(options)
  client.on('error', onError)
  client.on('ready', onReady)
  await client.connect()
  return client
}

/**
 * The bus over Redis publish/subscribe: one connection publishes, one subscribes. Every process, the
 * publisher too, delivers what comes back from Redis, so every process sees one channel's messages in the
 * one order Redis received them. Redis away: a publication is delivered to this process's own handlers at
 * once (they keep serving their sockets) and the loss is logged; other processes miss it. A process never
 * delivers its own publication twice: one it delivered itself is skipped when it comes back, and one still
 * awaited from Redis when the subscription drops or the publication fails is delivered then, once.
 * Resolves once both connections are up; rejects when Redis cannot be reached at start.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const { prefix, log = defaultLog } = options
  const origin = randomUUID()
  const publisherOptions = redisClientOptions(options.url)
  const subscriberOptions = redisClientOptions(options.url)
  const publisher = createClient(publisherOptions)
  const subscriber = createClient(subscriberOptions)
  publisher.on('ready', publisherOptions.onReady)
  subscriber.on('ready', subscriberOptions.onReady)
  const handlers = new Map<string, Handler[]>()
  /** This process's publications sent to Redis and not yet delivered here, by running number. */
  const awaited = new Map<number, { channel: string; message: unknown }>()
  let next = 0
  let closed = false
  let reportedDown = false

  const deliverAwaited = (n: number) => {
    const own = awaited.get(n)
    if (!own) return
    awaited.delete(n)
    deliver(handlers.get(own.channel) ?? [], own.channel, own.message, log)
  }
  /** The subscription dropped: what this process still awaits from Redis will not come; deliver it now. */
  const flushAwaited = () => {
    for (const n of [...awaited.keys()]) deliverAwaited(n)
  }
  const reportDown = (what: string, error?: unknown) => {
    if (reportedDown) return
    reportedDown = true
    log(`bus: Redis ${what}; frames reach only this process's sockets until it is back`, error)
  }

  publisher.on('error', (error: unknown) => reportDown('publisher failed', error))
  subscriber.on('error', (error: unknown) => {
    flushAwaited()
    reportDown('subscriber failed', error)
  })
  subscriber.on('end', flushAwaited)
  subscriber.on('reconnecting', flushAwaited)
  for (const client of [publisher, subscriber])
    client.on('ready', () => {
      if (reportedDown && publisher.isReady && subscriber.isReady) {
        reportedDown = false
        log('bus: Redis is back')
      }
    })

  try {
    await publisher.connect()
    await subscriber.connect()
  } catch (error) {
    closed = true
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy()
    throw error
  }

  const onRaw = (channel: string) => (raw: string) => {
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      log(`bus: a message on ${channel} is not JSON and was dropped`)
      return
    }
    const envelope = envelopeSchema.safeParse(json)
    if (!envelope.success) {
      log(`bus: a message on ${channel} has no valid envelope and was dropped`)
      return
    }
    const { o, n, d, m } = envelope.data
    if (o === origin) {
      // Our own: delivered already (before it was sent, or when its publication failed), or awaited now.
      if (!d) deliverAwaited(n)
      return
    }
    deliver(handlers.get(channel) ?? [], channel, m, log)
  }

  return {
    async subscribe(channel, schema, onMessage) {
      const first = !handlers.has(channel)
      handlers.set(channel, [
        ...(handlers.get(channel) ?? []),
        { schema, onMessage: onMessage as (message: unknown) => void },
      ])
      if (first) await subscriber.subscribe(`${prefix}:${channel}`, onRaw(channel))
    },
    publish(channel, message) {
      if (closed) return
      const n = next++
      const viaRedis = subscriber.isReady && publisher.isReady
      if (viaRedis) awaited.set(n, { channel, message })
      else deliver(handlers.get(channel) ?? [], channel, message, log)
      if (!publisher.isReady) return reportDown('is not connected')
      const envelope = JSON.stringify({ o: origin, n, d: !viaRedis, m: message })
      publisher.publish(`${prefix}:${channel}`, envelope).catch((error: unknown) => {
        deliverAwaited(n)
        reportDown('refused a publication', error)
      })
    },
    async close() {
      closed = true
      flushAwaited()
      handlers.clear()
      await Promise.allSettled([subscriber.close(), publisher.close()])
    },
  }
}

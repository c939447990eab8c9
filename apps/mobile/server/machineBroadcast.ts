import { randomUUID } from 'node:crypto'
import { createClient } from 'redis'
import { z } from 'zod'

/**
 * The workers' broadcast (app/server/cache/workerBroadcast.server.ts) between machines: each app server's
 * primary (server/cluster.ts) hands a broadcast of its workers to the other app servers through Redis
 * (`REDIS_URL`), and waits until each of them has delivered it to all its workers, as it waits for its own.
 * Without `REDIS_URL` there is none, and a broadcast stays within the one app server as before.
 */
export interface MachineBroadcast {
  /**
   * Hands `message` to every other app server on the Redis; resolves once each answered that all its workers
   * acted on it, or after the time-out (an app server that went away meanwhile never answers; logged).
   */
  send(message: BroadcastBody): Promise<void>
  close(): Promise<void>
}

/** What a broadcast carries (workerBroadcast.server.ts). */
export interface BroadcastBody {
  topic: string
  payload: string
}

const text = z.string().max(64 * 1024)
/** A message on the channel: a broadcast from one app server, or another's answer that it delivered one. */
const messageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('send'),
    from: z.string().min(1).max(64),
    id: z.string().max(128),
    topic: text,
    payload: text,
  }),
  z.object({
    kind: z.literal('done'),
    from: z.string().min(1).max(64),
    to: z.string().max(64),
    id: z.string().max(128),
  }),
])

/** Options of {@link createRedisMachineBroadcast}. */
export interface RedisMachineBroadcastOptions {
  url: string
  /** Prefix of the channel name (`REDIS_PREFIX`, default `liuhe`): app servers on one prefix hear each other. */
  prefix: string
  /** Delivers another app server's broadcast to every worker here; resolves once each acted on it. */
  deliver: (message: BroadcastBody) => Promise<void>
  /** How long `send` waits for the other app servers' answers (default 2 s). */
  answerTimeoutMs?: number
  log?: (line: string, error?: unknown) => void
}

/**
 * The broadcast between app servers over one Redis channel, `<prefix>:app-broadcast`. A broadcast is
 * published; PUBLISH answers how many subscribers received it, so the sender knows how many answers to wait
 * for (every other app server's primary, whose subscription got it). Messages are zod-checked; a malformed
 * one is logged and dropped. Redis away: a broadcast reaches this app server's workers only, which is logged.
 * Resolves once subscribed; rejects when Redis cannot be reached at start.
 */
export async function createRedisMachineBroadcast(
  options: RedisMachineBroadcastOptions,
): Promise<MachineBroadcast> {
  const {
    deliver,
    answerTimeoutMs = 2_000,
    log = (line, error) => console.error(line, error ?? ''),
  } = options
  const channel = `${options.prefix}:app-broadcast`
  const self = randomUUID()
  let connected = false
  const clientOptions = {
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      // The first connection fails at once (start-up reports it); a lost one is retried, at most 2 s apart.
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min((retries + 1) * 100, 2_000) : cause,
    },
  }
  const publisher = createClient(clientOptions)
  const subscriber = createClient(clientOptions)
  let down = false
  const reportDown = (error: unknown) => {
    if (down) return
    down = true
    log('[liuhe] Redis away: broadcasts reach this app server only until it is back', error)
  }
  for (const client of [publisher, subscriber]) {
    client.on('error', reportDown)
    client.on('ready', () => {
      if (down && publisher.isReady && subscriber.isReady) {
        down = false
        log('[liuhe] Redis is back: broadcasts reach every app server again')
      }
    })
  }
  /**
   * Broadcasts sent from here awaiting answers: how many are still to come (known once PUBLISH answered; an
   * answer may be read before that reply), and what to call then.
   */
  const awaiting = new Map<string, { left: number; counted: boolean; done: () => void }>()
  let next = 0

  const answer = (id: string) => {
    const waiting = awaiting.get(id)
    if (!waiting) return
    waiting.left--
    if (waiting.counted && waiting.left <= 0) waiting.done()
  }

  const onMessage = (raw: string) => {
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return log('[liuhe] a broadcast from Redis is not JSON; dropped')
    }
    const parsed = messageSchema.safeParse(json)
    if (!parsed.success) return log('[liuhe] a broadcast from Redis does not parse; dropped')
    const message = parsed.data
    if (message.from === self) return
    if (message.kind === 'done') {
      if (message.to === self) answer(message.id)
      return
    }
    deliver({ topic: message.topic, payload: message.payload })
      .then(() =>
        publisher.publish(
          channel,
          JSON.stringify({ kind: 'done', from: self, to: message.from, id: message.id }),
        ),
      )
      .catch((error: unknown) => log('[liuhe] could not answer a broadcast from another app server', error))
  }

  try {
    await publisher.connect()
    await subscriber.connect()
    await subscriber.subscribe(channel, onMessage)
    connected = true
  } catch (error) {
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy()
    throw error
  }

  return {
    async send(message) {
      if (!publisher.isReady) return reportDown(undefined)
      const id = `${next++}`
      let done: () => void = () => undefined
      const answered = new Promise<void>((resolve) => {
        done = resolve
      })
      const waiting = { left: 0, counted: false, done }
      awaiting.set(id, waiting)
      try {
        const receivers = await publisher.publish(
          channel,
          JSON.stringify({ kind: 'send', from: self, id, ...message }),
        )
        // Every receiver but this app server's own subscription answers.
        waiting.left += receivers - (subscriber.isReady ? 1 : 0)
        waiting.counted = true
        if (waiting.left <= 0) return
        let timer: ReturnType<typeof setTimeout> | undefined
        const timedOut = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            log(
              `[liuhe] ${waiting.left} app server(s) did not answer a broadcast within ${answerTimeoutMs} ms`,
            )
            resolve()
          }, answerTimeoutMs)
        })
        await Promise.race([answered, timedOut])
        clearTimeout(timer)
      } catch (error) {
        reportDown(error)
      } finally {
        awaiting.delete(id)
      }
    },
    async close() {
      await Promise.allSettled([subscriber.close(), publisher.close()])
    },
  }
}

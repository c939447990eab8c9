import { type Bus, connectRedis, createLocalBus, createRedisBus, type Log } from './bus'
import { createLocalPresence, createRedisPresence, type Presence } from './presence'
import { createLocalWindows, createRedisWindows, type WindowCounters } from './windows'

export type { Bus, Log } from './bus'
export type { Presence } from './presence'
export type { WindowCounters, WindowSide } from './windows'

/**
 * What the platform's processes share beyond the database: the socket fan-out (`bus`), the rate-limit
 * windows (`windows`) and the people in chat rooms (`presence`). With `REDIS_URL` both live in Redis, so any number of platform processes on one
 * database act as one; without it, in this process, as a single platform always did. Failure counts that
 * lock typed secrets (fund password, login) are in the database already (store/guessLocks.ts, `users`).
 */
export interface SharedState {
  kind: 'local' | 'redis'
  bus: Bus
  windows: WindowCounters
  /** The people in chat rooms on the other processes (shared/presence.ts). */
  presence: Presence
  close(): Promise<void>
}

/** The process's own bus and counters (no `REDIS_URL`). */
export function localSharedState(log?: Log): SharedState {
  return {
    kind: 'local',
    bus: createLocalBus(log),
    windows: createLocalWindows(),
    presence: createLocalPresence(),
    close: () => Promise.resolve(),
  }
}

/** Options of {@link sharedStateOf}. */
export interface SharedStateOptions {
  /** `REDIS_URL`: unset or empty keeps everything in this process. */
  redisUrl?: string | undefined
  /** `REDIS_PREFIX` (default `liuhe`): the prefix of every key and channel, per deployment or test run. */
  prefix?: string | undefined
  log?: Log
}

/**
 * The shared state of this process: in Redis when `redisUrl` is given (rejects when Redis cannot be reached
 * at start: a platform told to share must not quietly run alone), else in this process.
 */
export async function sharedStateOf(options: SharedStateOptions = {}): Promise<SharedState> {
  const {
    redisUrl,
    prefix = 'liuhe',
    log = (m, e) => (e === undefined ? console.error(m) : console.error(m, e)),
  } = options
  if (!redisUrl) return localSharedState(log)
  const bus = await createRedisBus({ url: redisUrl, prefix, log })
  // The bus logs Redis going away; the counters log their fallback when a call fails.
  const counters = await connectRedis(redisUrl, () => undefined).catch(async (error: unknown) => {
    await bus.close()
    throw error
  })
  const presence = createRedisPresence(counters, prefix, log)
  return {
    kind: 'redis',
    bus,
    windows: createRedisWindows(counters, prefix, createLocalWindows(), log),
    presence,
    async close() {
      await presence.close()
      await bus.close()
      await counters.close().catch(() => undefined)
    },
  }
}

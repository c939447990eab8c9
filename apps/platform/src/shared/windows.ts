import type { createClient } from 'redis'

/** One counter a request counts against: at most `max` in `windowMs` from the key's first count. */
export interface WindowSide {
  key: string
  max: number
  windowMs: number
}

/**
 * Fixed-window counters (the rate limiter's, http/rateLimit.ts). `take` counts one request against every
 * side when each has room and answers `undefined`; otherwise it counts nothing and answers the milliseconds
 * until every full window has ended. Windows run on the time given (the platform's clock).
 *
 * {@link createLocalWindows} keeps them in this process; {@link createRedisWindows} in Redis, so every
 * platform process sharing it counts against the same windows (chosen by `REDIS_URL`, shared/index.ts).
 */
export interface WindowCounters {
  take(sides: readonly WindowSide[], nowMs: number): Promise<number | undefined>
}

/** The counters in this process's memory: a restart forgets them. */
export function createLocalWindows(): WindowCounters {
  const counters = new Map<string, { start: number; count: number; endsAt: number }>()
  let nextSweep = 0

  /** Drops the counters whose window has ended, at most once a minute. */
  const sweep = (now: number) => {
    if (now < nextSweep) return
    nextSweep = now + 60_000
    for (const [key, counter] of counters) {
      if (counter.endsAt <= now) counters.delete(key)
    }
  }

  const take = (sides: readonly WindowSide[], now: number): number | undefined => {
    sweep(now)
    const live = sides.map((side) => {
      const counter = counters.get(side.key)
      const current = counter && now < counter.start + side.windowMs ? counter : undefined
      return { side, current }
    })
    const full = live.filter(({ side, current }) => (current?.count ?? 0) >= side.max)
    if (full.length > 0)
      return Math.max(...full.map(({ side, current }) => (current?.start ?? now) + side.windowMs - now))
    for (const { side, current } of live) {
      if (current) current.count++
      else counters.set(side.key, { start: now, count: 1, endsAt: now + side.windowMs })
    }
    return undefined
  }
  return { take: (sides, now) => Promise.resolve(take(sides, now)) }
}

/**
 * The same check in one Lua script, so it is atomic across processes. KEYS: one hash per side
 * (`start`, `count`); ARGV: now, then max and windowMs per side. Answers -1 when counted, else the
 * milliseconds until every full window has ended. A key expires (in Redis's time) a window after its start.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = -1
local starts = {}
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[2 * i])
  local window = tonumber(ARGV[2 * i + 1])
  local v = redis.call('HMGET', key, 'start', 'count')
  local start = tonumber(v[1])
  local count = tonumber(v[2]) or 0
  if start == nil or now >= start + window then
    start = nil
    count = 0
  end
  starts[i] = start
  if count >= max then
    local ends = (start or now) + window - now
    if ends > wait then wait = ends end
  end
end
if wait >= 0 then return wait end
for i, key in ipairs(KEYS) do
  if starts[i] == nil then
    redis.call('HSET', key, 'start', ARGV[1], 'count', 1)
    redis.call('PEXPIRE', key, ARGV[2 * i + 1])
  else
    redis.call('HINCRBY', key, 'count', 1)
  end
end
return -1
`

type RedisClient = ReturnType<typeof createClient>

/**
 * The counters in Redis under `prefix`: shared by every process using that Redis, kept across restarts.
 * A call that Redis does not answer (it is away) falls back to `fallback`, this process's own counters, so
 * requests are still limited per process; that failure is logged once until Redis answers again.
 */
export function createRedisWindows(
  client: RedisClient,
  prefix: string,
  fallback: WindowCounters = createLocalWindows(),
  log: (message: string, error?: unknown) => void = console.error,
): WindowCounters {
  let failing = false
  return {
    async take(sides, nowMs) {
      try {
        const reply = await client.eval(TAKE_SCRIPT, {
          keys: sides.map((side) => `${prefix}:rate:${side.key}`),
          arguments: [String(nowMs), ...sides.flatMap((side) => [String(side.max), String(side.windowMs)])],
        })
        failing = false
        const wait = Number(reply)
        return wait < 0 ? undefined : wait
      } catch (error) {
        if (!failing) log('rate limits: Redis did not answer; counting in this process until it does', error)
        failing = true
        return fallback.take(sides, nowMs)
      }
    },
  }
}

/**
 * The app server's one cache concept: a keyed in-process store of short-lived values, with request
 * coalescing. Two users: the guest page cache in front of the Remix handler (server/pageCache.ts keeps whole
 * pages in it) and the loaders' shared platform data (`shared.server.ts`: the answers that are the same for
 * every member, kept parsed and checked, so a second of draw-time visits makes one platform call per key).
 *
 * - `get(key, load)`: a fresh value at once; otherwise the first caller runs `load` and every caller arriving
 *   meanwhile waits for that same call (100 simultaneous misses make one call). A failed load is not kept:
 *   its waiters get its error and the next `get` loads again. A waiter that gives up (its `signal` aborts)
 *   leaves alone; the load goes on for the others, so no request's abort reaches another's answer.
 * - `peek` / `set` / `delete`: the stored entries themselves (expiry and the stale window are the caller's).
 *
 * At most `maxEntries` keys are kept; the oldest stored goes first.
 */
export interface MicroCacheOptions {
  /** How long a value from `get` is fresh, in ms; 0 keeps nothing (calls still coalesce while in flight). */
  ttlMs: number
  /** Most keys kept. */
  maxEntries?: number
  /** The clock, for tests. */
  now?: () => number
}

/** A stored value with its times. */
export interface MicroCacheEntry<V> {
  value: V
  storedAt: number
  /** Fresh until then. */
  expiresAt: number
  /** May still be used (by a caller that allows it) until then, while a newer value is being made. */
  staleUntil: number
}

export interface MicroCache<V> {
  /** The fresh value of `key`, or the value of the one `load` under way for it, or a new `load`'s value. */
  get(key: string, load: () => Promise<V>, signal?: AbortSignal): Promise<V>
  /** The stored entry of `key`, fresh or not (the caller reads its times). */
  peek(key: string): MicroCacheEntry<V> | undefined
  /** Stores `value` under `key` for `ttlMs` (and `staleMs` more for callers that accept a stale value). */
  set(key: string, value: V, ttlMs: number, staleMs?: number): MicroCacheEntry<V>
  delete(key: string): void
  /** Drops every stored key starting with `prefix` (a load under way still stores its value). */
  deletePrefix(prefix: string): void
  /** Keys stored. */
  size(): number
}

export function createMicroCache<V>(options: MicroCacheOptions): MicroCache<V> {
  const { ttlMs, maxEntries = 500, now = Date.now } = options
  const entries = new Map<string, MicroCacheEntry<V>>()
  const loading = new Map<string, Promise<V>>()

  function set(key: string, value: V, entryTtlMs: number, staleMs = 0): MicroCacheEntry<V> {
    const storedAt = now()
    const entry = {
      value,
      storedAt,
      expiresAt: storedAt + entryTtlMs,
      staleUntil: storedAt + entryTtlMs + staleMs,
    }
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    return entry
  }

  function waitFor(call: Promise<V>, signal?: AbortSignal): Promise<V> {
    if (!signal) return call
    if (signal.aborted) return Promise.reject(signal.reason)
    return new Promise<V>((resolve, reject) => {
      const leave = () => reject(signal.reason)
      signal.addEventListener('abort', leave, { once: true })
      call.then(
        (value) => {
          signal.removeEventListener('abort', leave)
          resolve(value)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave)
          reject(error)
        },
      )
    })
  }

  return {
    get(key, load, signal) {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value)
      let call = loading.get(key)
      if (!call) {
        call = (async () => {
          try {
            const value = await load()
            if (ttlMs > 0) set(key, value, ttlMs)
            return value
          } finally {
            loading.delete(key)
          }
        })()
        loading.set(key, call)
        // A call every waiter has left still settles; its failure is nobody's unhandled rejection.
        call.catch(() => {})
      }
      return waitFor(call, signal)
    },
    peek: (key) => entries.get(key),
    set,
    delete: (key) => {
      entries.delete(key)
    },
    deletePrefix: (prefix) => {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key)
    },
    size: () => entries.size,
  }
}

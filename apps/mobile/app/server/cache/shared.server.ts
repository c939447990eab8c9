import { createMicroCache } from '#app/server/cache/microCache.server.ts'
import { broadcast, onBroadcast } from '#app/server/cache/workerBroadcast.server.ts'
import { env } from '#app/server/platform/env.server.ts'

/**
 * Platform data that is the same for every visitor alike (company, carousel, notices, ads, play categories;
 * information cards per lock class and turn; never the current draw, which a live push must be able to
 * refresh), kept for the micro-cache's short time to live (`PAGE_CACHE_TTL_MS`, 1 s by default, the guest
 * page cache's too) in the app's one micro-cache
 * (microCache.server.ts). What is kept is the checked (zod-parsed) and sanitized value, never the raw answer.
 * A load runs without any one request's abort signal: the request that starts it may leave, the others
 * still get its answer; each caller stops waiting on its own `signal`.
 * Each worker of the app server (server/cluster.ts) keeps its own copy.
 */
const store = createMicroCache<unknown>({ ttlMs: env.PAGE_CACHE_TTL_MS, maxEntries: 1000 })

const FORGET_TOPIC = 'shared-data:forget'
onBroadcast(FORGET_TOPIC, (prefix) => store.deletePrefix(prefix))

/** The shared value of `key`, loaded by `load` when missing or expired (one load for simultaneous misses). */
export function sharedData<T>(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return store.get(key, load, signal) as Promise<T>
}

/**
 * Forgets the shared values under a key prefix, after a change this app made (a member's vote moves a
 * card's poll counts): the next read asks the platform, so the member sees their change at once. Resolves
 * once every worker of the app server has forgotten them (workerBroadcast.server.ts), whichever takes the
 * member's next request.
 */
export function forgetSharedData(prefix: string): Promise<void> {
  store.deletePrefix(prefix)
  return broadcast(FORGET_TOPIC, prefix)
}

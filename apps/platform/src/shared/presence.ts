import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { createClient } from 'redis'
import { z } from 'zod'
import type { Log } from './bus'

type RedisClient = ReturnType<typeof createClient>

/** How often a process reports the people in its chat rooms and reads the other processes' reports. */
export const PRESENCE_INTERVAL_MS = 2_000

/**
 * The people in each chat room held by the other platform processes (the room list's `total_people`,
 * chat/rooms.ts): each process counts the members whose sockets it holds; with Redis it reports those counts
 * and reads the others' every {@link PRESENCE_INTERVAL_MS}, so a room shows everyone, whichever process they
 * reached (a member connected to two processes at once counts twice).
 */
export interface Presence {
  /** People in a room on the other processes, as they last reported (always 0 without Redis). */
  elsewhere(roomId: number): number
  /**
   * Starts reporting `own` (this process's people per room) and reading the others' reports; `changed` hears
   * the rooms whose count elsewhere changed at a read (the hub pushes their online counts).
   */
  start(own: () => ReadonlyMap<number, number>, changed?: (roomIds: readonly number[]) => void): void
  /** Reports and reads now (the loop's step; tests call it to make the order explicit). */
  sync(): Promise<void>
  close(): Promise<void>
}

/** One process alone: nobody elsewhere. */
export function createLocalPresence(): Presence {
  return {
    elsewhere: () => 0,
    start: () => undefined,
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  }
}

/** A report as read back from Redis: room id → people, both decimal strings; anything else is dropped. */
const reportSchema = z.record(z.string().regex(/^\d{1,12}$/), z.string().regex(/^\d{1,9}$/))

/**
 * Presence through Redis: each process keeps its counts in a hash of its own
 * (`{prefix}:chat:people:{host:pid:id}`, room → people) that expires after three intervals, so the counts of
 * a process that died go with it; the others' hashes are summed per room. Redis away: the last sums stay
 * and the failure is logged once until it is back.
 */
export function createRedisPresence(
  client: RedisClient,
  prefix: string,
  log: Log,
  intervalMs = PRESENCE_INTERVAL_MS,
): Presence {
  const keyPrefix = `${prefix}:chat:people:`
  const ownKey = `${keyPrefix}${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  let own: () => ReadonlyMap<number, number> = () => new Map()
  let onChanged: ((roomIds: readonly number[]) => void) | undefined
  let others = new Map<number, number>()
  let timer: NodeJS.Timeout | undefined
  let failing = false

  const report = async () => {
    const counts = [...own()].filter(([, people]) => people > 0)
    const write = client.multi().del(ownKey)
    if (counts.length > 0)
      write.hSet(ownKey, Object.fromEntries(counts.map(([room, people]) => [String(room), String(people)])))
    await write.pExpire(ownKey, intervalMs * 3).exec()
  }
  const read = async () => {
    const sums = new Map<number, number>()
    // Key patterns treat * ? [ ] \ specially: the prefix is matched literally.
    const pattern = `${keyPrefix.replace(/[*?[\]\\]/g, '\\$&')}*`
    for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 100 })) {
      for (const key of keys) {
        if (key === ownKey) continue
        const parsed = reportSchema.safeParse(await client.hGetAll(key))
        if (!parsed.success) {
          log(`presence: a malformed report under ${key} was ignored`)
          continue
        }
        for (const [room, people] of Object.entries(parsed.data))
          sums.set(Number(room), (sums.get(Number(room)) ?? 0) + Number(people))
      }
    }
    const changed = [...new Set([...sums.keys(), ...others.keys()])].filter(
      (room) => (sums.get(room) ?? 0) !== (others.get(room) ?? 0),
    )
    others = sums
    if (changed.length > 0) onChanged?.(changed)
  }
  const sync = async () => {
    try {
      await report()
      await read()
      if (failing) log('presence: Redis is back')
      failing = false
    } catch (error) {
      if (!failing) log('presence: Redis cannot be reached; room counts show this process only', error)
      failing = true
    }
  }

  return {
    elsewhere: (roomId) => others.get(roomId) ?? 0,
    start(counts, changed) {
      own = counts
      onChanged = changed
      if (timer) return
      void sync()
      timer = setInterval(() => void sync(), intervalMs)
      timer.unref()
    },
    sync,
    async close() {
      if (timer) clearInterval(timer)
      timer = undefined
      await client.del(ownKey).catch(() => undefined)
    },
  }
}

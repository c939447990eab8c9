import { hostname } from 'node:os'
import { sql } from 'kysely'
import { lockedForUpdate, type Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'

/** How long a lease lasts without a renewal, real ms. */
export const LEASE_TTL_MS = 4000

/** How often its holder renews it (and a process without it tries to take it), real ms. */
export const LEASE_RENEW_MS = 1000

/** A lease row as stored. */
export interface LeaseRow {
  holder: string
  token: number
  expiresAt: number
}

/**
 * Where leases live. Each call is atomic on its own: one transaction that locks the lease's row first
 * (BEGIN IMMEDIATE on SQLite, `SELECT … FOR UPDATE` on PostgreSQL), or one conditional `UPDATE`.
 */
export interface LeaseStore {
  /**
   * Takes lease `name` for `holder` until `expiresAt` when it has no row, its row expired at `nowMs`, or
   * `isGone` says its holder is gone; the fencing token goes one up. Returns the new token, or undefined when
   * another holder keeps it.
   */
  take(
    name: string,
    holder: string,
    nowMs: number,
    expiresAt: number,
    isGone: (holder: string) => boolean,
  ): Promise<number | undefined>
  /** Extends the lease to `expiresAt` while `token` is still its token; false when another took it. */
  renew(name: string, token: number, expiresAt: number): Promise<boolean>
  /**
   * True while `token` is the lease's token: call it through the stores of the transaction whose writes it
   * fences (`tx.leases`), so the check and the writes commit together.
   */
  holds(name: string, token: number): Promise<boolean>
  /** Lets the lease go now (expires it) if `token` still holds it. */
  release(name: string, token: number, nowMs: number): Promise<void>
  /** The lease's row, if any. */
  read(name: string): Promise<LeaseRow | undefined>
}

/** The leases of the platform's database (`leases`, migrations/drawerLease.ts), on either engine. */
export function createLeaseStore(db: Queries): LeaseStore {
  const read = (queries: Queries, name: string) =>
    queries
      .selectFrom('leases')
      .select(['holder', 'token', 'expires_at as expiresAt'])
      .where('name', '=', name)
  const extend = async (name: string, token: number, expiresAt: number) => {
    const result = await db
      .updateTable('leases')
      .set({ expires_at: expiresAt })
      .where('name', '=', name)
      .where('token', '=', token)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }
  return {
    take: (name, holder, nowMs, expiresAt, isGone) =>
      inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('leases')
          .values({ name, holder, token: 1, expires_at: expiresAt })
          .onConflict((conflict) => conflict.column('name').doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 1
        const row = await lockedForUpdate(trx, read(trx, name)).executeTakeFirstOrThrow()
        if (row.expiresAt > nowMs && !isGone(row.holder)) return undefined
        const taken = await trx
          .updateTable('leases')
          .set({ holder, token: sql<number>`token + 1`, expires_at: expiresAt })
          .where('name', '=', name)
          .where('token', '=', row.token)
          .returning('token')
          .executeTakeFirst()
        return taken?.token
      }),
    renew: extend,
    holds: async (name, token) =>
      (await db
        .selectFrom('leases')
        .select('token')
        .where('name', '=', name)
        .where('token', '=', token)
        .executeTakeFirst()) !== undefined,
    release: async (name, token, nowMs) => {
      await extend(name, token, nowMs)
    },
    read: (name) => read(db, name).executeTakeFirst(),
  }
}

/** This machine's name, as the holders it writes start with it. */
const HOST = hostname()

/**
 * True when `holder` (`host:pid:…`) is a process of this machine that no longer runs (`kill(pid, 0)` fails
 * with ESRCH). A holder of another machine is never known gone: its lease ends by expiry only. A pid reused
 * by a new process reads as alive, which only delays the take-over to the expiry.
 */
export function holderIsDeadHere(holder: string): boolean {
  const [host, pidText] = holder.split(':')
  const pid = Number(pidText)
  if (host !== HOST || !Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

let instances = 0

/** This process's holder name: `host:pid:n`, n telling apart two leases of one process (tests). */
export function holderName(): string {
  return `${HOST}:${process.pid}:${++instances}`
}

/** Options of {@link createLease}. */
export interface LeaseOptions {
  store: LeaseStore
  name: string
  /** Default {@link holderName}. */
  holder?: string
  /** Default {@link LEASE_TTL_MS}. */
  ttlMs?: number
  /** Default {@link LEASE_RENEW_MS}: how often `start`'s timer calls `beat`. */
  renewMs?: number
  /** Real time, ms (default `Date.now`): never the settable platform clock. */
  now?: () => number
  /** Whether a holder is gone (default {@link holderIsDeadHere}). */
  isGone?: (holder: string) => boolean
  /** Hears this process take (true) or lose (false) the lease. */
  onChange?: (held: boolean) => void
}

/** One process's side of a lease. */
export interface Lease {
  readonly holder: string
  /** The fencing token while this process holds the lease, else undefined. */
  token(): number | undefined
  /** True while this process holds the lease and its last renewal is younger than the TTL. */
  held(): boolean
  /** Renews the lease when held, else tries to take it; resolves with {@link held}. */
  beat(): Promise<boolean>
  /**
   * True while the lease's row still has this process's token: the fence, called with the lease store of the
   * transaction of each write only the holder may make (`tx.leases`), so the check commits with the writes. A
   * holder whose lease was taken over gets false (and drops it).
   */
  stillHolds(within: LeaseStore): Promise<boolean>
  /** Beats now and then every `renewMs` (one beat at a time). */
  start(): void
  /** Stops beating and lets the lease go, so another process takes it at once. */
  stop(): Promise<void>
}

/**
 * A lease over the database: whoever holds it does the work only one process may do (the drawer,
 * platform.ts). The TTL runs on real time: a holder that stops renewing (a hung or killed process) loses
 * it after `ttlMs`, and at once when it is a dead process of this machine.
 */
export function createLease(options: LeaseOptions): Lease {
  const { store, name, onChange } = options
  const holder = options.holder ?? holderName()
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS
  const now = options.now ?? Date.now
  const isGone = options.isGone ?? holderIsDeadHere
  let token: number | undefined
  let validUntil = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let beating: Promise<void> | undefined
  let stopped = false

  const drop = () => {
    if (token === undefined) return
    token = undefined
    onChange?.(false)
  }
  const lease: Lease = {
    holder,
    token: () => token,
    held: () => token !== undefined && now() < validUntil,
    async beat() {
      // The local validity counts from before the write: never later than the row's own expiry.
      const started = now()
      if (token !== undefined) {
        if (await store.renew(name, token, started + ttlMs)) validUntil = started + ttlMs
        else drop()
      } else {
        const taken = await store.take(name, holder, started, started + ttlMs, isGone)
        if (taken !== undefined && !stopped) {
          token = taken
          validUntil = started + ttlMs
          onChange?.(true)
        }
      }
      return lease.held()
    },
    async stillHolds(within) {
      if (token !== undefined && (await within.holds(name, token))) return true
      drop()
      return false
    },
    start() {
      const beat = () => {
        // One beat at a time: a slow one (the file busy) is followed by the next tick, not overlapped. A beat
        // that cannot reach the database is a missed renewal, not a crash.
        if (beating || stopped) return
        beating = lease
          .beat()
          .catch((error: unknown) => console.error(`[lease] ${name}: renewal failed`, error))
          .then(() => {
            beating = undefined
          })
      }
      beat()
      timer = setInterval(beat, options.renewMs ?? LEASE_RENEW_MS)
      timer.unref?.()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await beating
      const held = token
      drop()
      if (held !== undefined) await store.release(name, held, now())
    },
  }
  return lease
}

import { hostname } from 'node:os'
import type { Db } from '../db'

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
 * Where leases live. Each call is atomic on its own (SQLite: one write transaction; a PostgreSQL store would
 * do the same with `SELECT … FOR UPDATE` or one conditional `UPDATE`).
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
  ): number | undefined
  /** Extends the lease to `expiresAt` while `token` is still its token; false when another took it. */
  renew(name: string, token: number, expiresAt: number): boolean
  /** True while `token` is the lease's token: call it inside the transaction whose writes it fences. */
  holds(name: string, token: number): boolean
  /** Lets the lease go now (expires it) if `token` still holds it. */
  release(name: string, token: number, nowMs: number): void
  /** The lease's row, if any. */
  read(name: string): LeaseRow | undefined
}

/** The leases of the platform's SQLite file (`leases`, migrations/drawerLease.ts). */
export function createSqliteLeaseStore(db: Db): LeaseStore {
  const select = db.prepare('SELECT holder, token, expires_at AS expiresAt FROM leases WHERE name = ?')
  const insert = db.prepare('INSERT INTO leases (name, holder, token, expires_at) VALUES (?, ?, 1, ?)')
  const takeOver = db.prepare(
    'UPDATE leases SET holder = ?, token = token + 1, expires_at = ? WHERE name = ? AND token = ? RETURNING token',
  )
  const extend = db.prepare('UPDATE leases SET expires_at = ? WHERE name = ? AND token = ?')
  const held = db.prepare('SELECT 1 FROM leases WHERE name = ? AND token = ?')
  // Reads, then writes: takes the write lock first (see `transaction` in ../store/index.ts).
  const take = db.transaction(
    (name: string, holder: string, nowMs: number, expiresAt: number, isGone: (h: string) => boolean) => {
      const row = select.get(name) as LeaseRow | undefined
      if (!row) {
        insert.run(name, holder, expiresAt)
        return 1
      }
      if (row.expiresAt > nowMs && !isGone(row.holder)) return undefined
      const taken = takeOver.get(holder, expiresAt, name, row.token) as { token: number } | undefined
      return taken?.token
    },
  ).immediate
  return {
    take,
    renew: (name, token, expiresAt) => extend.run(expiresAt, name, token).changes === 1,
    holds: (name, token) => held.get(name, token) !== undefined,
    release: (name, token, nowMs) => {
      extend.run(nowMs, name, token)
    },
    read: (name) => select.get(name) as LeaseRow | undefined,
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
  /** Renews the lease when held, else tries to take it; returns {@link held}. */
  beat(): boolean
  /**
   * True while the lease's row still has this process's token: the fence, called inside the transaction of
   * each write only the holder may make. A holder whose lease was taken over gets false (and drops it).
   */
  stillHolds(): boolean
  /** Beats now and then every `renewMs`. */
  start(): void
  /** Stops beating and lets the lease go, so another process takes it at once. */
  stop(): void
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

  const drop = () => {
    if (token === undefined) return
    token = undefined
    onChange?.(false)
  }
  const lease: Lease = {
    holder,
    token: () => token,
    held: () => token !== undefined && now() < validUntil,
    beat() {
      // The local validity counts from before the write: never later than the row's own expiry.
      const started = now()
      if (token !== undefined) {
        if (store.renew(name, token, started + ttlMs)) validUntil = started + ttlMs
        else drop()
      } else {
        const taken = store.take(name, holder, started, started + ttlMs, isGone)
        if (taken !== undefined) {
          token = taken
          validUntil = started + ttlMs
          onChange?.(true)
        }
      }
      return lease.held()
    },
    stillHolds() {
      if (token !== undefined && store.holds(name, token)) return true
      drop()
      return false
    },
    start() {
      lease.beat()
      timer = setInterval(() => {
        // A beat that cannot reach the file (busy past its timeout) is a missed renewal, not a crash.
        try {
          lease.beat()
        } catch (error) {
          console.error(`[lease] ${name}: renewal failed`, error)
        }
      }, options.renewMs ?? LEASE_RENEW_MS)
      timer.unref?.()
    },
    stop() {
      clearInterval(timer)
      if (token !== undefined) store.release(name, token, now())
      drop()
    },
  }
  return lease
}

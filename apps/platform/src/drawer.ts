import { settleTurn, settleTurnInBatches } from './betting/settle'
import type { Clock } from './clock'
import { createLease, LEASE_RENEW_MS, type Lease } from './shared/lease'
import type { Stores } from './store'
import type { DrawRow, LotteryGameRow } from './store/lottery'

/** The lease whose holder draws and settles (`leases.name`). */
export const DRAWER_LEASE = 'drawer'

/** While it holds the lease, the drawer looks for drawn turns with pending bets every this many beats. */
const SWEEP_EVERY_BEATS = 10

/** Options of {@link createDrawer}. */
export interface DrawerOptions {
  stores: Stores
  clock: Clock
  /** The chat's win notices for a game's payouts (platform.ts `winNotices`). */
  onPaid: (
    game: LotteryGameRow,
  ) => (payouts: readonly { userId: number; payoutFen: number }[]) => void | Promise<void>
  /**
   * Stops settling for good after this many committed batches and logs that it did
   * (`PLATFORM_SETTLE_PAUSE_AFTER_BATCHES`): a test kills the process there, mid-settlement. Never in production.
   */
  pauseAfterBatches?: number | undefined
  log?: (line: string) => void
}

/**
 * The one process among those on one data file that draws and settles (docs/platform.md "One drawer"):
 * it holds the `drawer` lease (shared/lease.ts), renewed every second; the scheduler passes only while it
 * does. Settlements run one after the other, in batches, each batch fenced by the lease's token, so a
 * drawer that lost the lease writes nothing more. A new holder first settles the drawn turns that still have
 * pending bets (a drawer killed mid-settlement left them), and looks again every ten seconds.
 */
export function createDrawer(options: DrawerOptions) {
  const { stores, clock } = options
  const log = options.log ?? ((line: string) => console.log(line))
  const lease: Lease = createLease({
    store: stores.leases,
    name: DRAWER_LEASE,
    onChange: (held) => log(`[platform] drawer lease ${held ? 'taken' : 'lost'} (${lease.holder})`),
  })
  let stopped = false
  let queue: Promise<void> = Promise.resolve()
  const queued = new Set<string>()
  let batches = 0
  let paused = false
  let timer: ReturnType<typeof setInterval> | undefined
  let beats = 0

  /** The fence of a write only the drawer may make, checked in its transaction `tx` (shared/lease.ts). */
  const fence = async (tx: Stores) => !stopped && !paused && (await lease.stillHolds(tx.leases))
  // With `pauseAfterBatches`, batches with bets are let through up to that many, counted as each passes
  // (before the fence's await): a settlement's lanes run batches side by side (betting/settle.ts), and one
  // already past the fence would otherwise commit after the pause.
  let admitted = 0
  const batchFence = (tx: Stores) => {
    if (options.pauseAfterBatches !== undefined && admitted >= options.pauseAfterBatches) {
      return Promise.resolve(false)
    }
    admitted++
    return fence(tx)
  }
  const afterBatch = () => {
    batches++
    if (options.pauseAfterBatches === undefined || batches < options.pauseAfterBatches) return
    // The fence refuses every batch from here on; the lease is still renewed.
    paused = true
    log(
      `[platform] settlement paused after ${batches} ${batches === 1 ? 'batch' : 'batches'} (PLATFORM_SETTLE_PAUSE_AFTER_BATCHES)`,
    )
  }

  /**
   * Settles a drawn turn: `now` at once, resolving once it is settled (the test hooks, whose answer must find
   * it settled; it rejects with what failed), else queued behind the settlements before it, the event loop
   * running between batches, resolving at once (a failure is logged). A turn already queued is not queued
   * again.
   */
  const settle = (game: LotteryGameRow, draw: DrawRow, now = false): Promise<void> => {
    const settleOptions = { onPaid: options.onPaid(game), fence: batchFence, afterBatch }
    if (now) return settleTurn(stores, game, draw, clock.now(), settleOptions).then(() => undefined)
    const key = `${draw.gameId}:${draw.turnNum}`
    if (queued.has(key)) return Promise.resolve()
    queued.add(key)
    queue = queue
      // Each queued settlement starts on a turn of the event loop of its own, as its later batches do
      // (`settleTurnInBatches`): its transactions never open beside the rest of the beat or request that
      // queued it, whose better-sqlite3 writes would be refused meanwhile (storage/sqliteDialect.ts
      // `refuseForeignStatement`).
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => settleTurnInBatches(stores, game, draw, clock.now(), settleOptions))
      .then(
        () => undefined,
        (error: unknown) => console.error(`[platform] settling ${key} failed`, error),
      )
      .finally(() => queued.delete(key))
    return Promise.resolve()
  }

  /** Queues every drawn turn that still has pending bets. */
  const sweep = async () => {
    for (const { gameId, turnNum } of await stores.bets.drawnTurnsWithPendingBets()) {
      const game = await stores.lottery.findLotteryGame(gameId)
      const draw = await stores.lottery.drawOfTurn(gameId, turnNum)
      if (game && draw) await settle(game, draw)
    }
  }

  return {
    lease,
    /** True while this process holds the drawer lease. */
    held: () => !stopped && lease.held(),
    settle,
    /** Whether the fence lets a write of transaction `tx` through (the start-up catch-up checks it in its own). */
    fence,
    /**
     * Tries for the lease now and then every second; while held, runs `tick` (one scheduler pass) each
     * time, and settles what a cut-short settlement left when it takes the lease and every ten beats.
     * `onTake` runs when it takes the lease (the first beat that holds it, and each take-over): the live
     * draw shows a stopped drawer left under way are finished by the next (platform.ts). A beat's sweep,
     * `onTake` and pass run one after the other; what fails is logged (the scheduler runs one pass at a time,
     * a beat during a pass running one more after it, scheduler.ts).
     */
    start(tick: () => Promise<void>, onTake: () => void | Promise<void> = () => undefined) {
      let first = true
      let renewing = false
      const failed = (error: unknown) => console.error('[platform] drawer beat failed', error)
      // One renewal at a time; the work a beat starts runs beside the next renewals, which it never holds back.
      const beat = () => {
        if (renewing || stopped) return
        renewing = true
        const before = lease.token()
        lease
          .beat()
          .then((held) => {
            if (!held || stopped) return
            const taken = first || lease.token() !== before
            first = false
            const sweeping = taken || ++beats % SWEEP_EVERY_BEATS === 0
            const work = async () => {
              if (sweeping) await sweep()
              if (taken) await onTake()
              await tick()
            }
            work().catch(failed)
          })
          .catch(failed)
          .finally(() => {
            renewing = false
          })
      }
      beat()
      timer = setInterval(beat, LEASE_RENEW_MS)
      timer.unref?.()
    },
    /** Takes the lease now if it is free (before the start-up catch-up); true when held. */
    tryTake: () => lease.beat(),
    /** Stops beating, ends the running settlement at its next batch and lets the lease go. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await queue
      await lease.stop()
    },
  }
}

/** The drawer of a platform process. */
export type Drawer = ReturnType<typeof createDrawer>

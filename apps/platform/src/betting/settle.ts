import {
  type AnyPlay,
  inboxMessages,
  type LotteryKind,
  parseOpenNum,
  playById,
  readResult,
  settleBet,
  validBetFen,
} from '@liuhe/domain'
import type { Stores } from '../store'
import type { DrawRow, LotteryGameRow } from '../store/lottery'
import type { Posting } from '../store/wallet'
import { raiseVipLevels } from '../wallet/vip'

/** What settling a turn did. */
export interface TurnSettlement {
  settled: number
  paidFen: number
}

/**
 * Bets settled per transaction: a settlement cut short (its process killed) leaves whole batches (each lane's
 * a prefix of its bets in id order), and the write lock is never held for a whole large turn. Each commit
 * writes every page the batch touched (the members' rows, the scattered entries of the bets' indexes) however
 * few of its rows changed, so fewer, larger batches write far less: 5,000 settle a turn of 100,000 bets in
 * about two thirds of the time 500 took, on either engine (tests/perf/settle.ts, docs/deploy.md "Sizing"),
 * and a bet form waits for one batch, about a tenth of a second on SQLite.
 */
export const SETTLE_BATCH_SIZE = 5000

/** Options of {@link settleTurn} and {@link settleTurnInBatches}. */
export interface SettleOptions {
  /** Hears the payouts of the whole settlement once its last batch is committed (the chat's win notices). */
  onPaid?: ((payouts: readonly { userId: number; payoutFen: number }[]) => void | Promise<void>) | undefined
  /**
   * The fence, checked inside each batch's transaction that has bets, before it writes: false ends the
   * settlement (all its lanes) with that batch unwritten (the drawer's lease was taken over,
   * shared/lease.ts). It gets the batch's transaction, so its check commits with the batch's writes.
   * Default: always true.
   */
  fence?: (tx: Stores) => Promise<boolean>
  /** Runs after each committed batch that settled bets (the drawer counts them, drawer.ts). */
  afterBatch?: () => void | Promise<void>
  /** Default {@link SETTLE_BATCH_SIZE}. */
  batchSize?: number
}

/** What one batch did; `done` once no pending bet of the turn is left after it. */
interface Batch extends TurnSettlement {
  payouts: Posting[]
  lastId: number
  done: boolean
}

/**
 * Settles the next batch of a drawn turn's pending bets (those after id `afterId`, of the page's lane) in
 * one transaction: each bet is judged by its play's rule with the odds frozen when it was placed; a payout
 * (a win, or a 和局's stake) is credited with one ledger row per bet (at most one: `ledger_payout_once`,
 * migrations/drawerLease.ts), and each settled bet's stake (its valid bet) adds to its member's VIP cycle.
 * Only pending bets are read and each is marked settled once, so settling again changes nothing. A member
 * none of whose bets on the turn is left for a later batch, and any of whose bets won, gets one 中奖通知 in
 * their inbox with all the turn paid them, in the batch that settled their last bet (keyed by game and turn,
 * so written once however often the turn is settled). Undefined when the fence refused the batch.
 */
function settleBatch(
  stores: Stores,
  game: LotteryGameRow,
  draw: DrawRow,
  nowMs: number,
  page: { afterId: number; limit: number; lane?: { of: number; index: number } | undefined },
  fence: SettleOptions['fence'],
  plays: Map<string, AnyPlay | undefined>,
  lastPending: ReadonlyMap<number, number>,
): Promise<Batch | undefined> {
  const drawn = { numbers: parseOpenNum(draw.openNum), drawTimeMs: draw.openTime }
  return stores.transaction(async (tx): Promise<Batch | undefined> => {
    const bets = await tx.bets.betsToSettle(draw.gameId, draw.turnNum, page)
    // A batch with no bet writes nothing, so only one with bets asks the fence.
    if (bets.length > 0 && fence && !(await fence(tx))) return undefined
    let settled = 0
    let paidFen = 0
    const payouts: Posting[] = []
    const validByUser = new Map<number, number>()
    const judged: { bet: (typeof bets)[number]; result: number; payoutFen: number }[] = []
    for (const bet of bets) {
      if (!plays.has(bet.playId)) plays.set(bet.playId, playById(bet.playId))
      const play = plays.get(bet.playId)
      // A play the catalogue no longer has cannot be judged: the bet stays pending for an operator.
      if (!play) continue
      const outcome = settleBet({
        play,
        selection: bet.selection,
        stakeFen: bet.stakeFen,
        oddsMilli: bet.odds,
        draw: drawn,
      })
      judged.push({ bet, result: outcome.result, payoutFen: outcome.payoutFen })
    }
    // The batch's bets marked settled in a few statements; a bet no longer pending is left out of the rest.
    const marked = await tx.bets.markSettledMany(
      judged.map(({ bet, result, payoutFen }) => ({ id: bet.id, result, payoutFen })),
      { openNum: draw.openNum, at: nowMs },
    )
    for (const { bet, payoutFen } of judged) {
      if (!marked.has(bet.id)) continue
      settled++
      const valid = validBetFen({ status: 1, stakeFen: bet.stakeFen, betCount: bet.betCount })
      validByUser.set(bet.userId, (validByUser.get(bet.userId) ?? 0) + valid)
      if (payoutFen > 0) {
        payouts.push({
          userId: bet.userId,
          type: 'payout',
          amountFen: payoutFen,
          ref: bet.orderNo,
          at: nowMs,
        })
        paidFen += payoutFen
      }
    }
    // One ledger row per paid bet; each member's balance moves once, by the sum, and their VIP cycle by their
    // valid bets, in the same UPDATE of their row.
    const cycleBets = new Map([...validByUser].filter(([, validFen]) => validFen > 0))
    await raiseVipLevels(tx, await tx.wallet.creditMany(payouts, cycleBets), nowMs)
    const lastId = bets.at(-1)?.id ?? page.afterId
    // The members this batch is done with: none of their bets pending when the settlement began is after it.
    const finished = [...new Set(bets.map((b) => b.userId))].filter(
      (userId) => (lastPending.get(userId) ?? 0) <= lastId,
    )
    const paidByMember = await tx.bets.membersTurnPaid(finished, draw.gameId, draw.turnNum, lastId)
    const notices = finished.flatMap((userId) => {
      const turn = paidByMember.get(userId)
      if (!turn || turn.later > 0 || !turn.won) return []
      const message = inboxMessages.won({
        gameName: game.gameName,
        turnNum: draw.turnNum,
        payoutFen: turn.paidFen,
      })
      return [{ userId, key: `won:${draw.gameId}:${draw.turnNum}`, message }]
    })
    await tx.messages.pushOnceMany(notices, nowMs)
    return { settled, paidFen, payouts, lastId, done: page.limit < 0 || bets.length < page.limit }
  })
}

/** The payouts of a settlement as its `onPaid` hears them. */
const paidOf = (payouts: readonly Posting[]) =>
  payouts.map((p) => ({ userId: p.userId, payoutFen: p.amountFen }))

/**
 * Lanes one settlement runs at once where the stores allow transactions side by side (PostgreSQL, outside a
 * transaction: `Stores.concurrent`). Lane `index` of `of` settles the bets of the members whose id leaves
 * `index` divided by `of`, so two lanes never write the same bet or the same member's rows (balance, ledger,
 * VIP cycle, inbox) and never wait on each other's locks. Two keep a 2-core database server busy where one
 * lane left a core idle while the platform judged the next batch
 * (tests/perf/results/2026-12-07-settlement-lanes.json).
 * SQLite has one writer: one lane there.
 */
export const SETTLE_LANES = 2

/** One lane of a settlement: `next()` settles its next batch and resolves whether another may follow. */
interface Lane {
  next(): Promise<boolean>
}

/**
 * The lanes of one settlement, each a run of {@link settleBatch}es: what {@link settleTurn} and
 * {@link settleTurnInBatches} share. A lane's `next()` resolves false once its bets are done or the fence
 * refused a batch (of any lane: the settlement ends); call it again only once it resolved.
 */
function settlementOf(
  stores: Stores,
  game: LotteryGameRow,
  draw: DrawRow,
  nowMs: number,
  options: SettleOptions,
) {
  const total = { settled: 0, paidFen: 0, fenced: false }
  const payouts: Posting[] = []
  const plays = new Map<string, AnyPlay | undefined>()
  const drawn = Boolean(readResult(game.lotteryKind as LotteryKind, draw.openNum))
  const limit = options.batchSize ?? SETTLE_BATCH_SIZE
  // Each member's last pending bet, read once: a member is done in the batch that reaches it.
  let lastPending: Promise<Map<number, number>> | undefined
  const count = stores.concurrent ? SETTLE_LANES : 1
  const lanes = Array.from({ length: count }, (_, index): Lane => {
    let page = { afterId: 0, limit, lane: count > 1 ? { of: count, index } : undefined }
    let done = !drawn
    return {
      async next() {
        if (done || total.fenced) return false
        lastPending ??= stores.bets.lastPendingIds(draw.gameId, draw.turnNum)
        const batch = await settleBatch(
          stores,
          game,
          draw,
          nowMs,
          page,
          options.fence,
          plays,
          await lastPending,
        )
        if (!batch) {
          total.fenced = true
          done = true
          return false
        }
        total.settled += batch.settled
        total.paidFen += batch.paidFen
        payouts.push(...batch.payouts)
        if (batch.settled > 0) await options.afterBatch?.()
        done = batch.done
        page = { ...page, afterId: batch.lastId }
        return !done && !total.fenced
      },
    }
  })
  return {
    total,
    /**
     * Runs every lane to its end, `between` awaited after each batch that another follows; a lane that fails
     * stops the others at their next batch, and the first failure rejects once all have stopped. Then tells
     * `onPaid` what the settlement paid.
     */
    async run(between?: () => Promise<void>): Promise<void> {
      let failed = false
      const ran = await Promise.allSettled(
        lanes.map(async (lane) => {
          try {
            while (!failed && (await lane.next())) await between?.()
          } catch (error) {
            failed = true
            throw error
          }
        }),
      )
      const failure = ran.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
      if (options.onPaid && payouts.length > 0) await options.onPaid(paidOf(payouts))
    },
  }
}

/**
 * Settles every pending bet of a drawn turn, {@link SETTLE_BATCH_SIZE} per transaction ({@link settleBatch}),
 * each batch right after the last of its lane (no pause between them), and resolves once all are committed:
 * the manual scheduler, the start-up catch-up (inside its transaction: `stores` is then its `tx`, and the
 * batches run in it, one lane), the drawer's test hooks (their answer must find the turn settled) and the
 * tests. A draw that is not a complete result of the game's kind settles nothing. `onPaid` hears the payouts
 * once they are committed (the chat's win notices, `chat/service.ts`); with a `fence`, the settlement ends at
 * the first batch it refuses.
 */
export async function settleTurn(
  stores: Stores,
  game: LotteryGameRow,
  draw: DrawRow,
  nowMs: number,
  options: SettleOptions = {},
): Promise<TurnSettlement> {
  const settlement = settlementOf(stores, game, draw, nowMs, options)
  await settlement.run()
  return { settled: settlement.total.settled, paidFen: settlement.total.paidFen }
}

/**
 * {@link settleTurn} as the drawer runs it for its scheduler's draws (drawer.ts): the event loop runs between
 * batches, so the lease is renewed and requests are answered during a large turn. Resolves with what was
 * settled and whether the fence ended it early.
 */
export async function settleTurnInBatches(
  stores: Stores,
  game: LotteryGameRow,
  draw: DrawRow,
  nowMs: number,
  options: SettleOptions = {},
): Promise<TurnSettlement & { fenced: boolean }> {
  const settlement = settlementOf(stores, game, draw, nowMs, options)
  await settlement.run(() => new Promise((resolve) => setImmediate(resolve)))
  return settlement.total
}

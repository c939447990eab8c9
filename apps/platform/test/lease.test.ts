import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settleTurn } from '../src/betting/settle'
import { openDb } from '../src/db'
import { drawNow } from '../src/scheduler'
import { seed } from '../src/seed'
import {
  createLease,
  createSqliteLeaseStore,
  holderIsDeadHere,
  LEASE_TTL_MS,
  type LeaseStore,
} from '../src/shared/lease'
import { createStores } from '../src/store'
import { GAME_ID, OPEN_NUM, STAKE_FEN, winnersOf, writeTurnBets } from './drawerKit'
import { dataDir } from './harness'

// The lease over the platform's SQLite file (shared/lease.ts): two "processes" are two leases with their own
// holder names on one database, on a settable real-time stand-in, so each step's order is explicit.

let db: ReturnType<typeof openDb>
let store: LeaseStore
let realNow: number
const now = () => realNow

beforeEach(() => {
  db = openDb(':memory:')
  store = createSqliteLeaseStore(db)
  realNow = 1_000_000
})
afterEach(() => db.close())

/** A lease named `drawer` for `holder`, whose holders are gone only when `gone` says so. */
function leaseFor(holder: string, gone: (holder: string) => boolean = () => false) {
  return createLease({ store, name: 'drawer', holder, now, isGone: gone })
}

describe('a lease', () => {
  it('is taken by the first process that asks, with fencing token 1, and refused to the next', () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    expect(first.beat()).toBe(true)
    expect(first.token()).toBe(1)
    expect(second.beat()).toBe(false)
    expect(second.token()).toBeUndefined()
    expect(store.read('drawer')).toEqual({
      holder: 'host-a:101:1',
      token: 1,
      expiresAt: realNow + LEASE_TTL_MS,
    })
  })

  it('stays with a holder that renews it, past its first TTL, with the same token', () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    first.beat()
    for (let second_ = 0; second_ < 10; second_++) {
      realNow += 1000
      expect(first.beat()).toBe(true)
      expect(second.beat()).toBe(false)
    }
    expect(first.token()).toBe(1)
    expect(store.read('drawer')?.expiresAt).toBe(realNow + LEASE_TTL_MS)
  })

  it('passes to another process once it expired unrenewed, with the token one up', () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    first.beat()
    realNow += LEASE_TTL_MS - 1
    expect(second.beat()).toBe(false)
    // The holder counts itself out from its last renewal too, before anyone takes over.
    realNow += 1
    expect(first.held()).toBe(false)
    expect(second.beat()).toBe(true)
    expect(second.token()).toBe(2)
    // The old holder's renewal finds the token changed and gives the lease up.
    expect(first.beat()).toBe(false)
    expect(first.token()).toBeUndefined()
  })

  it('is taken over at once from a holder that is a dead process', () => {
    const first = leaseFor('host-a:101:1')
    first.beat()
    const second = leaseFor('host-a:102:1', (holder) => holder === 'host-a:101:1')
    expect(second.beat()).toBe(true)
    expect(second.token()).toBe(2)
  })

  it('fences a stale holder: its check inside a transaction fails once another took the lease', () => {
    const first = leaseFor('host-a:101:1')
    first.beat()
    expect(db.transaction(() => first.stillHolds())()).toBe(true)
    realNow += LEASE_TTL_MS
    const second = leaseFor('host-a:102:1')
    second.beat()
    // The stale holder still believes its token is 1 until it checks; the check says no.
    const write = db.transaction(() => {
      if (!first.stillHolds()) return false
      db.prepare("INSERT INTO meta (key, value) VALUES ('stale', 'write')").run()
      return true
    })
    expect(write()).toBe(false)
    expect(first.token()).toBeUndefined()
    expect(db.prepare("SELECT 1 FROM meta WHERE key = 'stale'").get()).toBeUndefined()
    expect(db.transaction(() => second.stillHolds())()).toBe(true)
  })

  it('is let go on stop, so the next process takes it without waiting for the TTL', () => {
    const first = leaseFor('host-a:101:1')
    first.beat()
    first.stop()
    expect(leaseFor('host-a:102:1').beat()).toBe(true)
  })
})

describe('holderIsDeadHere', () => {
  it('knows a finished process of this machine gone, and a running one or another machine’s not', () => {
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
    const deadPid = Number(finished.stdout.toString())
    expect(holderIsDeadHere(`${hostname()}:${deadPid}:1`)).toBe(true)
    expect(holderIsDeadHere(`${hostname()}:${process.ppid}:1`)).toBe(false)
    expect(holderIsDeadHere(`not-${hostname()}:${deadPid}:1`)).toBe(false)
    expect(holderIsDeadHere('garbage')).toBe(false)
  })
})

describe('the fence in a settlement', () => {
  it('stops a drawer whose lease was taken over at its next batch; the new drawer settles the rest once', async () => {
    const day = Date.UTC(2026, 5, 1, 4)
    await seed(db, dataDir, day)
    const turnNum = await writeTurnBets(db, { prefix: 'FENCE', members: 10, bets: 1200, now: day })
    const stores = createStores(db)
    const game = stores.lottery.findLotteryGame(GAME_ID)!
    const draw = drawNow(stores.lottery, game, day, OPEN_NUM)!
    expect(draw.turnNum).toBe(turnNum)
    const stale = leaseFor('host-a:101:1')
    const next = leaseFor('host-a:102:1')
    stale.beat()
    // After the stale drawer's first batch, it stalls past its TTL and the other takes the lease over.
    const first = await settleTurn(stores, game, draw, day, {
      fence: () => stale.stillHolds(),
      afterBatch: () => {
        realNow += LEASE_TTL_MS
        expect(next.beat()).toBe(true)
      },
    })
    expect(first.settled).toBe(500)
    expect(stale.token()).toBeUndefined()
    const rest = await settleTurn(stores, game, draw, day, { fence: () => next.stillHolds() })
    expect(rest.settled).toBe(700)
    const count = (sql: string) => db.prepare(sql).pluck().get() as number
    expect(count("SELECT COUNT(*) FROM bets WHERE order_no LIKE 'FENCE%' AND status = 0")).toBe(0)
    expect(count("SELECT COUNT(*) FROM ledger WHERE type = 'payout' AND ref LIKE 'FENCE%'")).toBe(
      winnersOf(1200),
    )
    expect(first.paidFen + rest.paidFen).toBe((winnersOf(1200) * STAKE_FEN * 48_800) / 1000)
  })

  it('lets the ledger hold one payout row per bet at most', async () => {
    await seed(db, dataDir, realNow)
    await writeTurnBets(db, { prefix: 'TWICE', members: 1, bets: 1, now: realNow })
    const stores = createStores(db)
    const userId = db
      .prepare("SELECT user_id FROM bets WHERE order_no = 'TWICE000000'")
      .pluck()
      .get() as number
    const pay = () =>
      stores.wallet.post({ userId, type: 'payout', amountFen: 100, ref: 'TWICE000000', at: realNow })
    pay()
    expect(pay).toThrow(/UNIQUE constraint failed: ledger.ref/)
  })
})

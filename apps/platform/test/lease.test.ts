import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settleTurn } from '../src/betting/settle'
import { openDb } from '../src/db'
import { drawNow } from '../src/scheduler'
import { seed } from '../src/seed'
import {
  createLease,
  createLeaseStore,
  holderIsDeadHere,
  LEASE_TTL_MS,
  type LeaseStore,
} from '../src/shared/lease'
import type { Queries } from '../src/storage/queries'
import { inTransaction } from '../src/storage/transactions'
import { createStores, kyselyOf } from '../src/store'
import { GAME_ID, OPEN_NUM, STAKE_FEN, winnersOf, writeTurnBets } from './drawerKit'
import { describeEachEngine } from './engines'
import { dataDir } from './harness'

// The lease over the platform's database (shared/lease.ts), on both engines: two "processes" are two leases
// with their own holder names on one database, on a settable real-time stand-in, so each step's order is
// explicit.

let realNow: number
const now = () => realNow

describeEachEngine('a lease', (database) => {
  let store: LeaseStore
  let name: string
  let tests = 0
  beforeEach(() => {
    store = createLeaseStore(database())
    // One database per engine for the block: each test its own lease.
    name = `drawer-${++tests}`
    realNow = 1_000_000
  })

  /** A lease for `holder`, whose holders are gone only when `gone` says so. */
  const leaseFor = (holder: string, gone: (holder: string) => boolean = () => false) =>
    createLease({ store, name, holder, now, isGone: gone })

  it('is taken by the first process that asks, with fencing token 1, and refused to the next', async () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    expect(await first.beat()).toBe(true)
    expect(first.token()).toBe(1)
    expect(await second.beat()).toBe(false)
    expect(second.token()).toBeUndefined()
    expect(await store.read(name)).toEqual({
      holder: 'host-a:101:1',
      token: 1,
      expiresAt: realNow + LEASE_TTL_MS,
    })
  })

  it('goes to exactly one of several processes asking at once', async () => {
    const leases = Array.from({ length: 6 }, (_, i) => leaseFor(`host-a:${200 + i}:1`))
    const held = await Promise.all(leases.map((lease) => lease.beat()))
    expect(held.filter(Boolean)).toHaveLength(1)
    expect((await store.read(name))?.token).toBe(1)
  })

  it('stays with a holder that renews it, past its first TTL, with the same token', async () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    await first.beat()
    for (let second_ = 0; second_ < 10; second_++) {
      realNow += 1000
      expect(await first.beat()).toBe(true)
      expect(await second.beat()).toBe(false)
    }
    expect(first.token()).toBe(1)
    expect((await store.read(name))?.expiresAt).toBe(realNow + LEASE_TTL_MS)
  })

  it('passes to another process once it expired unrenewed, with the token one up', async () => {
    const first = leaseFor('host-a:101:1')
    const second = leaseFor('host-a:102:1')
    await first.beat()
    realNow += LEASE_TTL_MS - 1
    expect(await second.beat()).toBe(false)
    // The holder counts itself out from its last renewal too, before anyone takes over.
    realNow += 1
    expect(first.held()).toBe(false)
    expect(await second.beat()).toBe(true)
    expect(second.token()).toBe(2)
    // The old holder's renewal finds the token changed and gives the lease up.
    expect(await first.beat()).toBe(false)
    expect(first.token()).toBeUndefined()
  })

  it('is taken over at once from a holder that is a dead process', async () => {
    const first = leaseFor('host-a:101:1')
    await first.beat()
    const second = leaseFor('host-a:102:1', (holder) => holder === 'host-a:101:1')
    expect(await second.beat()).toBe(true)
    expect(second.token()).toBe(2)
  })

  it('fences a stale holder: its check inside a transaction fails once another took the lease', async () => {
    const first = leaseFor('host-a:101:1')
    await first.beat()
    const within = (work: (trx: Queries, leases: LeaseStore) => Promise<boolean>) =>
      inTransaction(database(), (trx) => work(trx, createLeaseStore(trx)))
    expect(await within((_trx, leases) => first.stillHolds(leases))).toBe(true)
    realNow += LEASE_TTL_MS
    const second = leaseFor('host-a:102:1')
    await second.beat()
    // The stale holder still believes its token is 1 until it checks; the check says no.
    const wrote = await within(async (trx, leases) => {
      if (!(await first.stillHolds(leases))) return false
      await trx
        .insertInto('meta')
        .values({ key: `stale-${name}`, value: 'write' })
        .execute()
      return true
    })
    expect(wrote).toBe(false)
    expect(first.token()).toBeUndefined()
    expect(
      await database().selectFrom('meta').select('key').where('key', '=', `stale-${name}`).executeTakeFirst(),
    ).toBeUndefined()
    expect(await within((_trx, leases) => second.stillHolds(leases))).toBe(true)
  })

  it('is let go on stop, so the next process takes it without waiting for the TTL', async () => {
    const first = leaseFor('host-a:101:1')
    await first.beat()
    await first.stop()
    expect(await leaseFor('host-a:102:1').beat()).toBe(true)
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
  let db: ReturnType<typeof openDb>
  let store: LeaseStore
  beforeEach(() => {
    db = openDb(':memory:')
    store = createLeaseStore(kyselyOf(db))
    realNow = 1_000_000
  })
  afterEach(() => db.close())
  const leaseFor = (holder: string) =>
    createLease({ store, name: 'drawer', holder, now, isGone: () => false })

  it('stops a drawer whose lease was taken over at its next batch; the new drawer settles the rest once', async () => {
    const day = Date.UTC(2026, 5, 1, 4)
    await seed(db, dataDir, day)
    const turnNum = await writeTurnBets(db, { prefix: 'FENCE', members: 10, bets: 1200, now: day })
    const stores = createStores(db)
    const game = (await stores.lottery.findLotteryGame(GAME_ID))!
    const draw = (await drawNow(stores.lottery, game, day, OPEN_NUM))!
    expect(draw.turnNum).toBe(turnNum)
    const stale = leaseFor('host-a:101:1')
    const next = leaseFor('host-a:102:1')
    await stale.beat()
    // After the stale drawer's first batch (of 500 here, so that 1,200 bets make three), it stalls past its
    // TTL and the other takes the lease over.
    const first = await settleTurn(stores, game, draw, day, {
      batchSize: 500,
      fence: (tx) => stale.stillHolds(tx.leases),
      afterBatch: async () => {
        realNow += LEASE_TTL_MS
        expect(await next.beat()).toBe(true)
      },
    })
    expect(first.settled).toBe(500)
    expect(stale.token()).toBeUndefined()
    const rest = await settleTurn(stores, game, draw, day, {
      batchSize: 500,
      fence: (tx) => next.stillHolds(tx.leases),
    })
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
    await pay()
    await expect(pay()).rejects.toThrow(/UNIQUE constraint failed: ledger.ref/)
  })
})

import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fromChinaTime } from '@liuhe/domain'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import { type Db, openDb } from '../src/db'
import { seed } from '../src/seed'
import { createStores } from '../src/store'
import { dataDir } from './harness'

// Sunday 2026-11-22, noon in China: Macau's turn of the day is open for bets until 21:30.
const noon = fromChinaTime(2026, 11, 22, 12)
const writerScript = fileURLToPath(new URL('./sqliteWriter.ts', import.meta.url))

interface Writer {
  send(message: unknown): void
  /** The next message from the writer that `matches`. */
  next<T = unknown>(matches: (message: unknown) => boolean): Promise<T>
}

let dir: string
let db: Db
let stores: ReturnType<typeof createStores>
let userId: number
const children: ChildProcess[] = []

/** A second process with its own connection to the test's database file (test/sqliteWriter.ts). */
async function writer(): Promise<Writer> {
  const child = fork(writerScript, [join(dir, 'busy.sqlite')], { execArgv: ['--import', 'tsx'] })
  children.push(child)
  const inbox: unknown[] = []
  const waiting: { matches: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = []
  child.on('message', (message) => {
    const i = waiting.findIndex((w) => w.matches(message))
    if (i < 0) return void inbox.push(message)
    waiting.splice(i, 1)[0]!.resolve(message)
  })
  const w: Writer = {
    send: (message) => void child.send(message as object),
    next: <T>(matches: (message: unknown) => boolean) =>
      new Promise<T>((resolve, reject) => {
        const i = inbox.findIndex(matches)
        if (i >= 0) return resolve(inbox.splice(i, 1)[0] as T)
        waiting.push({ matches, resolve: resolve as (m: unknown) => void })
        child.once('exit', (code) => reject(new Error(`writer exited (${code})`)))
      }),
  }
  await w.next((m) => m === 'ready')
  return w
}

const is = (text: string) => (m: unknown) => m === text
const isResult = (m: unknown) => typeof m === 'object' && m !== null && 'placed' in m
type Result = { placed: number; errors: string[] }
const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'liuhe-busy-'))
  db = openDb(join(dir, 'busy.sqlite'))
  await seed(db, dataDir, noon)
  stores = createStores(db)
  userId = await stores.users.insertUser({
    account: 'busy001',
    passwordHash: hashPassword('x'),
    type: 'HY',
    createdAt: noon,
  })
  await stores.wallet.post({ userId, type: 'opening', amountFen: 1000_00, at: noon })
  await stores.responsible.confirmAdult(userId, noon)
})

afterEach(() => {
  for (const child of children.splice(0)) child.kill()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The member's balance agrees with the sum of its ledger rows. */
async function ledgerAgrees() {
  const row = db
    .prepare("SELECT COALESCE(SUM(amount_fen), 0) AS n FROM ledger WHERE user_id = ? AND wallet = 'main'")
    .get(userId) as { n: number }
  return row.n === (await stores.wallet.balancesOf(userId)).moneyFen
}

describe('SQLite busy: two processes writing the same file', () => {
  it('a bet form placed while another process holds a write transaction waits for it, then goes through', async () => {
    const [holder, placer] = await Promise.all([writer(), writer()])
    holder.send({ hold: true, account: 'busy001' })
    await holder.next(is('locked'))
    placer.send({ place: ['held-1', 'held-2'], account: 'busy001', atMs: noon })
    // The placer has begun its forms while the holder's transaction is still open; then the holder commits.
    await placer.next(is('started'))
    holder.send({ release: true })
    await holder.next(is('committed'))
    const result = await placer.next<Result>(isResult)
    expect(result).toEqual({ placed: 2, errors: [] })
    // The held credit (+1 元) and both bets (−1 元 each) are all there, each with its ledger row.
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(1000_00 + 100 - 200)
    expect(count('SELECT COUNT(*) AS n FROM bets WHERE user_id = ?', userId)).toBe(2)
    expect(await ledgerAgrees()).toBe(true)
  }, 30_000)

  it('two processes placing forms at once lose none, and a key both place is placed once', async () => {
    const [a, b] = await Promise.all([writer(), writer()])
    const own = (p: string) => Array.from({ length: 100 }, (_, i) => `${p}-${i}`)
    const shared = Array.from({ length: 20 }, (_, i) => `shared-${i}`)
    // Each interleaves the shared keys with its own, so both processes race on them.
    const keys = (p: string) => own(p).flatMap((key, i) => (i % 5 === 0 ? [key, shared[i / 5]!] : [key]))
    a.send({ place: keys('a'), account: 'busy001', atMs: noon })
    b.send({ place: keys('b'), account: 'busy001', atMs: noon })
    const [ra, rb] = await Promise.all([a.next<Result>(isResult), b.next<Result>(isResult)])
    expect(ra).toEqual({ placed: 120, errors: [] })
    expect(rb).toEqual({ placed: 120, errors: [] })
    expect(count('SELECT COUNT(*) AS n FROM bets WHERE user_id = ?', userId)).toBe(220)
    expect((await stores.wallet.balancesOf(userId)).moneyFen).toBe(1000_00 - 220_00)
    expect(await ledgerAgrees()).toBe(true)
  }, 60_000)
})

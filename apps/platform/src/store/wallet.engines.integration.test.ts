import { expect, it } from 'vitest'
import { describeEachEngine, newUser } from '../../test/engines'
import { RefusedError } from '../errors'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createAccountStore } from './account'
import { createWalletStore } from './wallet'

/** A new user with empty wallets; its id. */
/** A user's ledger rows, oldest first, as stored. */
const rowsOf = (db: Queries, userId: number) =>
  db
    .selectFrom('ledger')
    .select(['wallet', 'type', 'amount_fen', 'balance_fen', 'ref'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

/** A user's balances and the sums of its ledger rows per wallet. */
async function balanceAndRows(db: Queries, userId: number) {
  const { moneyFen, liveMoneyFen } = await createWalletStore(db).balancesOf(userId)
  const rows = await rowsOf(db, userId)
  const sum = (wallet: string) =>
    rows.filter((r) => r.wallet === wallet).reduce((total, r) => total + r.amount_fen, 0)
  return { moneyFen, liveMoneyFen, mainRows: sum('main'), liveRows: sum('live') }
}

const insufficient = { code: 'WALLET/INSUFFICIENT', message: '余额不足' }

describeEachEngine('the wallet store', (db, engine) => {
  it('posts credits and debits with their ledger rows and answers the balance after each', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'post01')
    expect(await wallet.post({ userId, type: 'opening', amountFen: 10_000, at: 1 })).toBe(10_000)
    expect(await wallet.post({ userId, type: 'bet', amountFen: -2_500, ref: 'B1', at: 2 })).toBe(7_500)
    expect(await wallet.post({ userId, wallet: 'live', type: 'transfer', amountFen: 300, at: 3 })).toBe(300)
    // Nothing moves: no row, the balance as it is.
    expect(await wallet.post({ userId, type: 'registerGift', amountFen: 0, at: 4 })).toBe(7_500)
    expect(await wallet.post({ userId, wallet: 'live', type: 'opening', amountFen: 0, at: 4 })).toBe(300)
    expect(await rowsOf(db(), userId)).toEqual([
      { wallet: 'main', type: 'opening', amount_fen: 10_000, balance_fen: 10_000, ref: '' },
      { wallet: 'main', type: 'bet', amount_fen: -2_500, balance_fen: 7_500, ref: 'B1' },
      { wallet: 'live', type: 'transfer', amount_fen: 300, balance_fen: 300, ref: '' },
    ])
    expect(await wallet.balancesOf(userId)).toEqual({ moneyFen: 7_500, liveMoneyFen: 300 })
    // Both balances answered with the one changed, whichever wallet moved (or none).
    expect(await wallet.postAndBalances({ userId, type: 'bet', amountFen: -500, ref: 'B2', at: 5 })).toEqual({
      balance: 7_000,
      moneyFen: 7_000,
      liveMoneyFen: 300,
    })
    expect(
      await wallet.postAndBalances({ userId, wallet: 'live', type: 'transfer', amountFen: 20, at: 6 }),
    ).toEqual({ balance: 320, moneyFen: 7_000, liveMoneyFen: 320 })
    expect(
      await wallet.postAndBalances({ userId, wallet: 'live', type: 'opening', amountFen: 0, at: 7 }),
    ).toEqual({
      balance: 320,
      moneyFen: 7_000,
      liveMoneyFen: 320,
    })
    await expect(
      wallet.postAndBalances({ userId, type: 'bet', amountFen: -7_001, at: 8 }),
    ).rejects.toMatchObject(insufficient)
    expect(await wallet.unbalancedUsers()).toEqual([])
  })

  it('refuses a debit the balance does not cover (余额不足) and writes nothing', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'poor01')
    await wallet.post({ userId, type: 'opening', amountFen: 1_000, at: 1 })
    const overdraw = wallet.post({ userId, type: 'bet', amountFen: -1_001, at: 2 })
    await expect(overdraw).rejects.toBeInstanceOf(RefusedError)
    await expect(overdraw).rejects.toMatchObject(insufficient)
    await expect(
      wallet.post({ userId, wallet: 'live', type: 'transfer', amountFen: -1, at: 2 }),
    ).rejects.toMatchObject(insufficient)
    // To zero exactly is allowed.
    expect(await wallet.post({ userId, type: 'bet', amountFen: -1_000, at: 3 })).toBe(0)
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 0,
      liveMoneyFen: 0,
      mainRows: 0,
      liveRows: 0,
    })
    expect((await rowsOf(db(), userId)).length).toBe(2)
  })

  it('keeps a caller’s transaction usable after a refusal: what it writes next commits', async () => {
    const userId = await newUser(db(), 'inside01')
    await createWalletStore(db()).post({ userId, type: 'opening', amountFen: 500, at: 1 })
    const after = await inTransaction(db(), async (trx) => {
      const wallet = createWalletStore(trx)
      await expect(wallet.post({ userId, type: 'bet', amountFen: -600, at: 2 })).rejects.toMatchObject(
        insufficient,
      )
      return wallet.post({ userId, type: 'bet', amountFen: -200, at: 3 })
    })
    expect(after).toBe(300)
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 300,
      liveMoneyFen: 0,
      mainRows: 300,
      liveRows: 0,
    })
  })

  it('rolls a posting back with the caller’s transaction', async () => {
    const userId = await newUser(db(), 'rollback01')
    await expect(
      inTransaction(db(), async (trx) => {
        await createWalletStore(trx).post({ userId, type: 'opening', amountFen: 500, at: 1 })
        throw new Error('the caller fails')
      }),
    ).rejects.toThrow('the caller fails')
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 0,
      liveMoneyFen: 0,
      mainRows: 0,
      liveRows: 0,
    })
  })

  it('refuses amounts that are not whole fen, and a user that does not exist', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'odd01')
    await expect(wallet.post({ userId, type: 'opening', amountFen: 1.5, at: 1 })).rejects.toThrow(RangeError)
    await expect(wallet.post({ userId: 987_654, type: 'opening', amountFen: 100, at: 1 })).rejects.toThrow(
      'no user 987654',
    )
    await expect(wallet.post({ userId: 987_654, type: 'bet', amountFen: -100, at: 1 })).rejects.toThrow(
      'no user 987654',
    )
    expect(await rowsOf(db(), userId)).toEqual([])
  })

  it('credits many postings at once: one row each with the running balance, each balance moved by the sum', async () => {
    const wallet = createWalletStore(db())
    const a = await newUser(db(), 'many01')
    const b = await newUser(db(), 'many02')
    await wallet.post({ userId: a, type: 'opening', amountFen: 1_000, at: 1 })
    await wallet.creditMany([
      { userId: b, type: 'payout', amountFen: 200, ref: 'P1', at: 5 },
      { userId: a, type: 'payout', amountFen: 300, ref: 'P2', at: 5 },
      { userId: b, type: 'payout', amountFen: 50, ref: 'P3', at: 5 },
      { userId: a, wallet: 'live', type: 'payout', amountFen: 7, ref: 'P4', at: 5 },
      { userId: a, type: 'payout', amountFen: 1, ref: 'P5', at: 5 },
    ])
    const rows = await db()
      .selectFrom('ledger')
      .select(['user_id', 'wallet', 'amount_fen', 'balance_fen', 'ref'])
      .where('ref', 'like', 'P%')
      .where('user_id', 'in', [a, b])
      .orderBy('id')
      .execute()
    // In the postings' order.
    expect(rows).toEqual([
      { user_id: b, wallet: 'main', amount_fen: 200, balance_fen: 200, ref: 'P1' },
      { user_id: a, wallet: 'main', amount_fen: 300, balance_fen: 1_300, ref: 'P2' },
      { user_id: b, wallet: 'main', amount_fen: 50, balance_fen: 250, ref: 'P3' },
      { user_id: a, wallet: 'live', amount_fen: 7, balance_fen: 7, ref: 'P4' },
      { user_id: a, wallet: 'main', amount_fen: 1, balance_fen: 1_301, ref: 'P5' },
    ])
    expect(await wallet.balancesOf(a)).toEqual({ moneyFen: 1_301, liveMoneyFen: 7 })
    expect(await wallet.balancesOf(b)).toEqual({ moneyFen: 250, liveMoneyFen: 0 })
    // Nothing at all: nothing written.
    await wallet.creditMany([])
    expect(await wallet.unbalancedUsers()).toEqual([])
  })

  it('adds to VIP cycles in the UPDATE of the credits and answers them; two settlements at once both count', async () => {
    const wallet = createWalletStore(db())
    const first = await newUser(db(), 'cycle01')
    const second = await newUser(db(), 'cycle02')
    expect(await wallet.creditMany([], new Map([[first, 5_000]]))).toEqual([
      { userId: first, cycleBetFen: 5_000, vipLevel: 1 },
    ])
    await createAccountStore(db()).setVipLevel(first, 2)
    const both = await wallet.creditMany(
      [
        { userId: second, type: 'payout', amountFen: 300, ref: 'C1', at: 2 },
        { userId: first, wallet: 'live', type: 'payout', amountFen: 5, ref: 'C2', at: 2 },
      ],
      new Map([
        [second, 700],
        [first, 1_000],
      ]),
    )
    expect(both.sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: first, cycleBetFen: 6_000, vipLevel: 2 },
      { userId: second, cycleBetFen: 700, vipLevel: 1 },
    ])
    expect(await wallet.balancesOf(first)).toEqual({ moneyFen: 0, liveMoneyFen: 5 })
    expect(await wallet.balancesOf(second)).toEqual({ moneyFen: 300, liveMoneyFen: 0 })
    // Credits alone answer no cycles; a cycle bet that is not whole fen is refused before anything is written.
    expect(
      await wallet.creditMany([{ userId: second, type: 'payout', amountFen: 1, ref: 'C3', at: 3 }]),
    ).toEqual([])
    await expect(wallet.creditMany([], new Map([[second, 0.5]]))).rejects.toThrow(RangeError)
    // A settlement's batch, twice at the same time for one member.
    const settle = (fen: number) =>
      inTransaction(db(), async (trx) => {
        await createWalletStore(trx).creditMany(
          [{ userId: first, type: 'payout', amountFen: fen, ref: `C-${fen}`, at: 4 }],
          new Map([[first, fen]]),
        )
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
    await Promise.all([settle(1_000), settle(2_000)])
    const [after] = await wallet.creditMany([], new Map([[first, 0]]))
    expect(after).toEqual({ userId: first, cycleBetFen: 9_000, vipLevel: 2 })
    expect(await balanceAndRows(db(), first)).toEqual({
      moneyFen: 3_000,
      liveMoneyFen: 5,
      mainRows: 3_000,
      liveRows: 5,
    })
    expect(await balanceAndRows(db(), second)).toEqual({
      moneyFen: 301,
      liveMoneyFen: 0,
      mainRows: 301,
      liveRows: 0,
    })
  })

  it('refuses a batch with a debit, a fraction or an unknown user as a whole', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'batch01')
    const good = { userId, type: 'rebate' as const, amountFen: 100, at: 1 }
    await expect(wallet.creditMany([good, { ...good, amountFen: -1 }])).rejects.toThrow(RangeError)
    await expect(wallet.creditMany([good, { ...good, amountFen: 0.5 }])).rejects.toThrow(RangeError)
    await expect(wallet.creditMany([good, { ...good, userId: 987_655 }])).rejects.toThrow('no user 987655')
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 0,
      liveMoneyFen: 0,
      mainRows: 0,
      liveRows: 0,
    })
  })

  it('recalls the whole third-party balance into the main one with two rows, and nothing when it is empty', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'recall01')
    await wallet.post({ userId, type: 'opening', amountFen: 100, at: 1 })
    expect(await wallet.recallLive(userId, 2)).toEqual({ moneyFen: 100, liveMoneyFen: 0 })
    await wallet.post({ userId, wallet: 'live', type: 'opening', amountFen: 2_345, at: 3 })
    expect(await wallet.recallLive(userId, 4)).toEqual({ moneyFen: 2_445, liveMoneyFen: 0 })
    expect((await rowsOf(db(), userId)).slice(-2)).toEqual([
      { wallet: 'live', type: 'transfer', amount_fen: -2_345, balance_fen: 0, ref: '' },
      { wallet: 'main', type: 'transfer', amount_fen: 2_345, balance_fen: 2_445, ref: '' },
    ])
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 2_445,
      liveMoneyFen: 0,
      mainRows: 2_445,
      liveRows: 0,
    })
  })

  it('pages the ledger and the bills newest first, by type and time range, with the count', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'bills01')
    const other = await newUser(db(), 'bills02')
    await wallet.post({ userId: other, type: 'opening', amountFen: 1, at: 150 })
    await wallet.post({ userId, type: 'opening', amountFen: 10_000, at: 100 })
    await wallet.post({ userId, type: 'bet', amountFen: -100, ref: 'B1', at: 200 })
    await wallet.post({ userId, type: 'payout', amountFen: 900, ref: 'B1', at: 200 })
    await wallet.post({ userId, type: 'bet', amountFen: -300, ref: 'B2', at: 300 })
    await wallet.post({ userId, type: 'withdraw', amountFen: -1_000, ref: 'W1', at: 400 })
    const page = await wallet.ledgerOf(userId, { limit: 2, offset: 1 })
    expect(page.map((r) => [r.type, r.amountFen, r.balanceFen, r.ref, r.createdAt])).toEqual([
      ['bet', -300, 10_500, 'B2', 300],
      ['payout', 900, 10_800, 'B1', 200],
    ])
    expect(page[0]).toEqual({
      id: expect.any(Number),
      wallet: 'main',
      type: 'bet',
      amountFen: -300,
      balanceFen: 10_500,
      ref: 'B2',
      createdAt: 300,
    })
    const all = { userId, fromMs: 0, toMs: 1_000, limit: 10, offset: 0 }
    const bills = await wallet.billsOf(all)
    expect(bills.total).toBe(5)
    expect(bills.rows.map((r) => r.type)).toEqual(['withdraw', 'bet', 'payout', 'bet', 'opening'])
    expect(await wallet.billsOf({ ...all, types: [] })).toEqual(bills)
    const bets = await wallet.billsOf({ ...all, types: ['bet', 'withdraw'], limit: 2, offset: 1 })
    expect(bets.total).toBe(3)
    expect(bets.rows.map((r) => r.ref)).toEqual(['B2', 'B1'])
    // [from, to): the row at `to` is left out.
    const range = await wallet.billsOf({ ...all, fromMs: 200, toMs: 400 })
    expect(range.total).toBe(3)
    expect(range.rows.map((r) => r.createdAt)).toEqual([300, 200, 200])
    expect(await wallet.billsOf({ ...all, types: ['rebate'] })).toEqual({ rows: [], total: 0 })
    expect(await wallet.ledgerOf(userId, { limit: 10, offset: 10 })).toEqual([])
  })

  it('names the users whose balance differs from the sum of their rows', async () => {
    const wallet = createWalletStore(db())
    const userId = await newUser(db(), 'broken01')
    await wallet.post({ userId, type: 'opening', amountFen: 700, at: 1 })
    expect(await wallet.unbalancedUsers()).toEqual([])
    await db().updateTable('users').set({ money_fen: 650 }).where('user_id', '=', userId).execute()
    expect(await wallet.unbalancedUsers()).toEqual([
      { userId, moneyFen: 650, mainRows: 700, liveMoneyFen: 0, liveRows: 0 },
    ])
    await db().updateTable('users').set({ money_fen: 700 }).where('user_id', '=', userId).execute()
    expect(await wallet.unbalancedUsers()).toEqual([])
  })

  it('of 50 concurrent debits, each its own transaction, lets exactly those the balance covers through', async () => {
    const userId = await newUser(db(), 'race01')
    await createWalletStore(db()).post({ userId, type: 'opening', amountFen: 20 * 150, at: 1 })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(db(), (trx) =>
          createWalletStore(trx).post({ userId, type: 'bet', amountFen: -150, ref: `R${i}`, at: 2 }),
        ),
      ),
    )
    const done = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[]
    expect(done).toHaveLength(20)
    for (const o of refused) expect(o.reason).toMatchObject(insufficient)
    // Every answered balance is a different step down to zero: no two debits saw the same balance.
    expect(new Set(done.map((o) => (o as PromiseFulfilledResult<number>).value)).size).toBe(20)
    expect(await balanceAndRows(db(), userId)).toEqual({
      moneyFen: 0,
      liveMoneyFen: 0,
      mainRows: 0,
      liveRows: 0,
    })
    const balances = (await rowsOf(db(), userId)).map((r) => r.balance_fen)
    expect(Math.min(...balances)).toBe(0)
    expect(await createWalletStore(db()).unbalancedUsers()).toEqual([])
  })

  it('serialises a member’s check-then-write behind the lock of its balances', async () => {
    const userId = await newUser(db(), 'lock01')
    await expect(createWalletStore(db()).lockBalances(userId)).rejects.toThrow('inside a transaction only')
    await createWalletStore(db()).post({ userId, type: 'opening', amountFen: 900, at: 1 })
    // Each: lock, look for the key's row, write it when absent (an idempotency key's check, then its use).
    const once = () =>
      inTransaction(db(), async (trx) => {
        const wallet = createWalletStore(trx)
        expect(await wallet.lockBalances(userId)).toEqual(expect.objectContaining({ liveMoneyFen: 0 }))
        const used = await trx
          .selectFrom('ledger')
          .select('id')
          .where('user_id', '=', userId)
          .where('ref', '=', 'KEY1')
          .executeTakeFirst()
        if (used) return false
        await wallet.post({ userId, type: 'withdraw', amountFen: -100, ref: 'KEY1', at: 2 })
        return true
      })
    const answers = await Promise.all(Array.from({ length: 8 }, once))
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await createWalletStore(db()).balancesOf(userId)).toEqual({ moneyFen: 800, liveMoneyFen: 0 })
    await expect(inTransaction(db(), (trx) => createWalletStore(trx).lockBalances(987_656))).rejects.toThrow(
      'no user 987656',
    )
  })

  it(`keeps concurrent credits, debits and recalls exact (${engine})`, async () => {
    const a = await newUser(db(), 'mix01')
    const b = await newUser(db(), 'mix02')
    const wallet = createWalletStore(db())
    await wallet.post({ userId: a, type: 'opening', amountFen: 1_000, at: 1 })
    await wallet.post({ userId: a, wallet: 'live', type: 'opening', amountFen: 400, at: 1 })
    const own = <T>(work: (w: ReturnType<typeof createWalletStore>) => Promise<T>) =>
      inTransaction(db(), (trx) => work(createWalletStore(trx)))
    const work: Promise<unknown>[] = []
    for (let i = 0; i < 10; i++) {
      // Two batches crediting both users, in opposite orders.
      work.push(
        own((w) =>
          w.creditMany([
            { userId: a, type: 'payout', amountFen: 10, ref: `MA${i}`, at: 2 },
            { userId: b, type: 'payout', amountFen: 20, ref: `MB${i}`, at: 2 },
          ]),
        ),
        own((w) =>
          w.creditMany([
            { userId: b, type: 'payout', amountFen: 5, ref: `MC${i}`, at: 2 },
            { userId: a, type: 'payout', amountFen: 1, ref: `MD${i}`, at: 2 },
          ]),
        ),
        own((w) => w.post({ userId: a, type: 'bet', amountFen: -50, at: 2 })),
        own((w) => w.recallLive(a, 2)),
      )
    }
    await Promise.all(work)
    // The live 400 moved once; 10 × (10 + 1 − 50) on main.
    expect(await wallet.balancesOf(a)).toEqual({
      moneyFen: 1_000 + 400 + 10 * (10 + 1 - 50),
      liveMoneyFen: 0,
    })
    expect(await wallet.balancesOf(b)).toEqual({ moneyFen: 10 * 25, liveMoneyFen: 0 })
    expect((await rowsOf(db(), a)).filter((r) => r.type === 'transfer').map((r) => r.amount_fen)).toEqual([
      -400, 400,
    ])
    expect(await wallet.unbalancedUsers()).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { openDb } from '../src/db'
import { createStores } from '../src/store'

// stores.transactionAsync (src/store/index.ts) over the SQLite handle the moved and unmoved stores share
// (storage/sqliteDialect.ts). Every interleaving here is made explicit with promises the test resolves.

function open() {
  const db = openDb(':memory:')
  return { db, stores: createStores(db) }
}

describe('stores.transactionAsync', () => {
  it('commits the writes of moved and unmoved stores together, and undoes both when the work throws', async () => {
    const { db, stores } = open()
    await stores.transactionAsync(async (tx) => {
      tx.config.setConfig('kept', 1)
      await tx.documents.documentPlayCategories(110)
    })
    await expect(
      stores.transactionAsync(async (tx) => {
        tx.config.setConfig('undone', 2)
        await tx.documents.documentPlayCategories(110)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(stores.config.getConfig('kept')).toBe(1)
    expect(stores.config.getConfig('undone')).toBeUndefined()
    expect(db.inTransaction).toBe(false)
    db.close()
  })

  it('runs a nested transactionAsync inside the outer one', async () => {
    const { db, stores } = open()
    await expect(
      stores.transactionAsync(async (tx) => {
        await tx.transactionAsync(async (inner) => {
          inner.config.setConfig('nested', true)
        })
        expect(tx.config.getConfig('nested')).toBe(true)
        throw new Error('outer refused')
      }),
    ).rejects.toThrow('outer refused')
    expect(stores.config.getConfig('nested')).toBeUndefined()
    db.close()
  })

  it('fails a query through the outer stores inside the work, instead of waiting forever', async () => {
    const { db, stores } = open()
    await expect(
      stores.transactionAsync(async () => {
        await stores.documents.documentPlayCategories(110)
      }),
    ).rejects.toThrow('a query outside its transaction')
    expect(await stores.documents.documentPlayCategories(110)).toEqual(expect.any(Array))
    db.close()
  })

  it("refuses another task's better-sqlite3 write while the transaction is open, rather than let it join", async () => {
    const { db, stores } = open()
    let bodyWaiting!: () => void
    const waiting = new Promise<void>((resolve) => {
      bodyWaiting = resolve
    })
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const work = stores.transactionAsync(async (tx) => {
      tx.config.setConfig('inside', 1)
      bodyWaiting()
      await released
      // The transaction's own statements still run.
      expect(tx.config.getConfig('inside')).toBe(1)
    })
    await waiting
    expect(() => stores.config.setConfig('outside', 2)).toThrow("another task's transaction was open")
    expect(() => stores.transaction(() => 0)).toThrow("another task's transaction was open")
    // A read runs, and sees the open transaction's write.
    expect(stores.config.getConfig('inside')).toBe(1)
    release()
    await work
    // Closed: statements run again, and the refused write never happened.
    expect(stores.config.getConfig('inside')).toBe(1)
    expect(stores.config.getConfig('outside')).toBeUndefined()
    db.close()
  })
})

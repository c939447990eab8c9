import { describe, expect, it } from 'vitest'
import { openDb } from '../src/db'
import { createStores } from '../src/store'

// stores.transaction (src/store/index.ts) over a SQLite handle (storage/sqliteDialect.ts). Every interleaving
// here is made explicit with promises the test resolves.

function open() {
  const db = openDb(':memory:')
  return { db, stores: createStores(db) }
}

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('stores.transaction', () => {
  it('commits the work of several stores together, and undoes all of it when the work throws', async () => {
    const { db, stores } = open()
    await stores.transaction(async (tx) => {
      await tx.config.setConfig('kept', 1)
      await tx.documents.documentPlayCategories(110)
    })
    await expect(
      stores.transaction(async (tx) => {
        await tx.config.setConfig('undone', 2)
        await tx.documents.documentPlayCategories(110)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await stores.config.getConfig('kept')).toBe(1)
    expect(await stores.config.getConfig('undone')).toBeUndefined()
    expect(db.inTransaction).toBe(false)
    db.close()
  })

  it('runs a nested transaction inside the outer one', async () => {
    const { db, stores } = open()
    await expect(
      stores.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await inner.config.setConfig('nested', true)
        })
        expect(await tx.config.getConfig('nested')).toBe(true)
        throw new Error('outer refused')
      }),
    ).rejects.toThrow('outer refused')
    expect(await stores.config.getConfig('nested')).toBeUndefined()
    db.close()
  })

  it('fails a query through the outer stores inside the work, instead of waiting forever', async () => {
    const { db, stores } = open()
    await expect(
      stores.transaction(async () => {
        await stores.documents.documentPlayCategories(110)
      }),
    ).rejects.toThrow('a query outside its transaction')
    expect(await stores.documents.documentPlayCategories(110)).toEqual(expect.any(Array))
    db.close()
  })

  it("keeps another task's queries out of an open transaction: they wait until it ends", async () => {
    const { db, stores } = open()
    const inside = gate()
    const release = gate()
    const work = stores.transaction(async (tx) => {
      await tx.config.setConfig('first', 1)
      inside.open()
      await release.opened
    })
    await inside.opened
    // Another task's write and read, started while the transaction is open, wait for the one connection.
    const order: string[] = []
    const write = stores.config.setConfig('second', 2).then(() => order.push('write'))
    const read = stores.config.getConfig('first').then((value) => {
      order.push('read')
      return value
    })
    order.push('release')
    release.open()
    await work
    expect(await read).toBe(1)
    await write
    expect(order).toEqual(['release', 'write', 'read'])
    expect(await stores.config.getConfig('second')).toBe(2)
    db.close()
  })
})

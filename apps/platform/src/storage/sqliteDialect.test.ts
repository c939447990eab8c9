import Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { migrate } from '../migrations'
import { openKysely } from './engine'
import { runInTransaction } from './sqliteDialect'

function openMemory() {
  const handle = new Database(':memory:')
  migrate(handle)
  return { handle, db: openKysely({ kind: 'sqlite', db: handle }) }
}

const newUser = (account: string) => ({ account, password_hash: 'x', created_at: 0 })

describe('the platform SQLite dialect', () => {
  it('prepares each SQL text once and reuses it', async () => {
    const { handle, db } = openMemory()
    const prepare = vi.spyOn(handle, 'prepare')
    for (let i = 0; i < 3; i++)
      await db.selectFrom('users').select('user_id').where('user_id', '=', i).execute()
    expect(prepare).toHaveBeenCalledTimes(1)
    await db.destroy()
  })

  it('begins transactions with the write lock taken (BEGIN IMMEDIATE) and rolls back a failed one', async () => {
    const { handle, db } = openMemory()
    const seen: string[] = []
    const prepare = handle.prepare.bind(handle)
    vi.spyOn(handle, 'prepare').mockImplementation((text: string) => {
      seen.push(text)
      return prepare(text)
    })
    await db.transaction().execute((trx) => trx.insertInto('users').values(newUser('tx01')).execute())
    expect(seen).toContain('begin immediate')
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(newUser('tx02')).execute()
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    const accounts = await db.selectFrom('users').select('account').execute()
    expect(accounts.map((row) => row.account)).toEqual(['tx01'])
    expect(handle.inTransaction).toBe(false)
    await db.destroy()
  })

  it('fails at once, instead of waiting forever, on a query through the outer Kysely inside a transaction body', async () => {
    const { handle, db } = openMemory()
    const outcome = db.transaction().execute((trx) =>
      runInTransaction(handle, async () => {
        await trx.insertInto('users').values(newUser('tx03')).execute()
        await db.selectFrom('users').select('account').execute()
      }),
    )
    await expect(outcome).rejects.toThrow('a query outside its transaction')
    // The transaction rolled back, and the connection is free for the next query.
    expect(await db.selectFrom('users').select('account').execute()).toEqual([])
    await db.destroy()
  })

  it('closes the handle on destroy only when asked to', async () => {
    const handle = new Database(':memory:')
    migrate(handle)
    for (const closeOnDestroy of [false, true]) {
      const db = openKysely({ kind: 'sqlite', db: handle, closeOnDestroy })
      await db.selectFrom('users').select('user_id').execute()
      await db.destroy()
      expect(handle.open).toBe(!closeOnDestroy)
    }
  })
})

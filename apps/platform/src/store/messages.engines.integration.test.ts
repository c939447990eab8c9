import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createMessageStore } from './messages'

/** A new user (its id). */
const newUser = async (db: Queries, account: string) =>
  (
    await db
      .insertInto('users')
      .values({ account, password_hash: 'x', created_at: 0 })
      .returning('user_id')
      .executeTakeFirstOrThrow()
  ).user_id

describeEachEngine('the message store', (db) => {
  it('answers an empty inbox', async () => {
    const store = createMessageStore(db())
    const userId = await newUser(db(), 'empty01')
    expect(await store.pageOf(userId, 10, 0)).toEqual({ rows: [], total: 0 })
    expect(await store.unreadCount(userId)).toBe(0)
    expect(await store.markRead(userId, 1)).toBe(false)
    expect(await store.remove(userId, 1)).toBe(false)
  })

  it('pages a member’s messages newest first (by id, whatever their times), with the count of all', async () => {
    const store = createMessageStore(db())
    const userId = await newUser(db(), 'page01')
    const other = await newUser(db(), 'page02')
    // Equal and decreasing times: the order is the order they were written in.
    for (const [i, at] of [100, 100, 50, 100, 10].entries()) await store.push(userId, `t${i}`, `c${i}`, at)
    await store.push(other, 'other', 'x', 100)
    const first = await store.pageOf(userId, 2, 0)
    expect(first.total).toBe(5)
    expect(first.rows.map((m) => m.title)).toEqual(['t4', 't3'])
    expect(first.rows[0]).toEqual({
      id: first.rows[0]!.id,
      title: 't4',
      content: 'c4',
      isRead: 0,
      createdAt: 10,
    })
    expect((await store.pageOf(userId, 2, 2)).rows.map((m) => m.title)).toEqual(['t2', 't1'])
    expect((await store.pageOf(userId, 2, 4)).rows.map((m) => m.title)).toEqual(['t0'])
    expect(await store.pageOf(userId, 2, 6)).toEqual({ rows: [], total: 5 })
    expect((await store.pageOf(other, 10, 0)).total).toBe(1)
  })

  it('marks read and removes the member’s own messages only', async () => {
    const store = createMessageStore(db())
    const userId = await newUser(db(), 'read01')
    const other = await newUser(db(), 'read02')
    await store.push(userId, 'a', 'a', 1)
    await store.push(userId, 'b', 'b', 2)
    await store.push(other, 'c', 'c', 3)
    const [b, a] = (await store.pageOf(userId, 10, 0)).rows
    const [c] = (await store.pageOf(other, 10, 0)).rows
    expect(await store.unreadCount(userId)).toBe(2)
    expect(await store.markRead(userId, a!.id)).toBe(true)
    expect(await store.markRead(userId, a!.id)).toBe(true)
    expect(await store.markRead(userId, c!.id)).toBe(false)
    expect(await store.unreadCount(userId)).toBe(1)
    expect(await store.unreadCount(other)).toBe(1)
    expect((await store.pageOf(userId, 10, 0)).rows.map((m) => [m.title, m.isRead])).toEqual([
      ['b', 0],
      ['a', 1],
    ])
    expect(await store.remove(userId, c!.id)).toBe(false)
    expect(await store.remove(userId, b!.id)).toBe(true)
    expect(await store.remove(userId, b!.id)).toBe(false)
    expect(await store.pageOf(userId, 10, 0)).toMatchObject({ total: 1, rows: [{ title: 'a' }] })
    expect(await store.unreadCount(userId)).toBe(0)
  })

  it('writes a keyed message once per member, also when two writes of the key meet', async () => {
    const store = createMessageStore(db())
    const userId = await newUser(db(), 'once01')
    const other = await newUser(db(), 'once02')
    const message = { title: '中奖通知', content: '恭喜您！' }
    expect(await store.pushOnce(userId, 'won:110:1', message, 5)).toBe(true)
    expect(await store.pushOnce(userId, 'won:110:1', { title: 'x', content: 'y' }, 6)).toBe(false)
    expect(await store.pushOnce(other, 'won:110:1', message, 5)).toBe(true)
    expect(await store.pushOnce(userId, 'won:110:2', message, 7)).toBe(true)
    // Unkeyed messages never collide.
    await store.push(userId, 'plain', 'p', 8)
    await store.push(userId, 'plain', 'p', 8)
    const written = await Promise.all(
      [0, 1, 2].map(() =>
        inTransaction(db(), (trx) => createMessageStore(trx).pushOnce(userId, 'withdraw:W1', message, 9)),
      ),
    )
    expect(written.filter(Boolean)).toHaveLength(1)
    const page = await store.pageOf(userId, 10, 0)
    expect(page.total).toBe(5)
    expect(page.rows.find((m) => m.createdAt === 5)).toMatchObject(message)
  })

  it('writes many keyed messages in one go, each (member, key) once, beside those already there', async () => {
    const store = createMessageStore(db())
    const userId = await newUser(db(), 'many01')
    const other = await newUser(db(), 'many02')
    const won = { title: '中奖通知', content: '恭喜您！' }
    expect(await store.pushOnce(userId, 'won:110:9', won, 1)).toBe(true)
    await store.pushOnceMany(
      [
        { userId, key: 'won:110:9', message: { title: 'again', content: 'again' } },
        { userId, key: 'won:110:10', message: won },
        { userId, key: 'won:110:10', message: { title: 'twice', content: 'twice' } },
        { userId: other, key: 'won:110:9', message: won },
      ],
      2,
    )
    await store.pushOnceMany([], 3)
    const mine = await store.pageOf(userId, 10, 0)
    expect(mine.rows.map((m) => [m.title, m.createdAt])).toEqual([
      ['中奖通知', 2],
      ['中奖通知', 1],
    ])
    expect((await store.pageOf(other, 10, 0)).rows).toMatchObject([{ ...won, createdAt: 2 }])
  })
})

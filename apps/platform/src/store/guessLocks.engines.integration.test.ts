import { beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createGuessLockStore } from './guessLocks'

const MAX = 5
const UNTIL = 1_000_000

describeEachEngine('the guess-lock store', (db) => {
  const users: number[] = []
  beforeAll(async () => {
    const rows = await db()
      .insertInto('users')
      .values(
        Array.from({ length: 6 }, (_, i) => ({ account: `lock${i}`, password_hash: 'x', created_at: 0 })),
      )
      .returning('user_id')
      .execute()
    users.push(...rows.map((row) => row.user_id))
  })
  const failures = async (userId: number) =>
    (await db()
      .selectFrom('fund_password_failures')
      .select(['failures', 'locked_until'])
      .where('user_id', '=', userId)
      .executeTakeFirst()) ?? null

  it('locks a withdrawal password at the max-th wrong one in a row, and starts counting again', async () => {
    const locks = createGuessLockStore(db())
    const userId = users[0]!
    expect(await locks.fundPasswordLockedUntil(userId)).toBe(0)
    for (let i = 1; i < MAX; i++)
      expect(await locks.recordFundPasswordFailure(userId, MAX, UNTIL)).toBe(false)
    expect(await failures(userId)).toEqual({ failures: MAX - 1, locked_until: 0 })
    expect(await locks.fundPasswordLockedUntil(userId)).toBe(0)
    expect(await locks.recordFundPasswordFailure(userId, MAX, UNTIL)).toBe(true)
    expect(await locks.fundPasswordLockedUntil(userId)).toBe(UNTIL)
    expect(await failures(userId)).toEqual({ failures: 0, locked_until: UNTIL })
    // The next wrong one counts from 1 again; the lock's time stays until the next lock.
    expect(await locks.recordFundPasswordFailure(userId, MAX, UNTIL + 1)).toBe(false)
    expect(await failures(userId)).toEqual({ failures: 1, locked_until: UNTIL })
  })

  it("forgets a member's wrong withdrawal passwords, and the lock with them", async () => {
    const locks = createGuessLockStore(db())
    const userId = users[1]!
    await locks.recordFundPasswordFailure(userId, 1, UNTIL)
    expect(await locks.fundPasswordLockedUntil(userId)).toBe(UNTIL)
    await locks.clearFundPasswordFailures(userId)
    expect(await locks.fundPasswordLockedUntil(userId)).toBe(0)
    expect(await failures(userId)).toBeNull()
    // Clearing a member with none is nothing.
    await locks.clearFundPasswordFailures(users[2]!)
    expect(await locks.fundPasswordLockedUntil(users[2]!)).toBe(0)
  })

  it('locks a login name that belongs to no account the same way, names compared byte for byte', async () => {
    const locks = createGuessLockStore(db())
    expect(await locks.loginNameLockedUntil('nobody')).toBe(0)
    for (let i = 1; i < MAX; i++) expect(await locks.recordLoginNameFailure('nobody', MAX, UNTIL)).toBe(false)
    expect(await locks.recordLoginNameFailure('Nobody', MAX, UNTIL)).toBe(false)
    expect(await locks.recordLoginNameFailure('nobody', MAX, UNTIL)).toBe(true)
    expect(await locks.loginNameLockedUntil('nobody')).toBe(UNTIL)
    expect(await locks.loginNameLockedUntil('Nobody')).toBe(0)
    expect(await locks.loginNameLockedUntil('NOBODY')).toBe(0)
  })

  it('counts failures inside a caller transaction, undone with it', async () => {
    const userId = users[3]!
    await expect(
      inTransaction(db(), async (trx) => {
        expect(await createGuessLockStore(trx).recordFundPasswordFailure(userId, 1, UNTIL)).toBe(true)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await createGuessLockStore(db()).fundPasswordLockedUntil(userId)).toBe(0)
  })

  it('counts every failure of a burst exactly once: one lock per max failures', async () => {
    // On PostgreSQL the twelve run over several connections at once (the pool has four).
    const userId = users[4]!
    const locked = await Promise.all(
      Array.from({ length: 12 }, () =>
        createGuessLockStore(db()).recordFundPasswordFailure(userId, MAX, UNTIL),
      ),
    )
    expect(locked.filter(Boolean)).toHaveLength(2)
    expect(await failures(userId)).toEqual({ failures: 2, locked_until: UNTIL })
    const names = await Promise.all(
      Array.from({ length: 11 }, () =>
        createGuessLockStore(db()).recordLoginNameFailure('burst', MAX, UNTIL),
      ),
    )
    expect(names.filter(Boolean)).toHaveLength(2)
    const row = await db()
      .selectFrom('login_name_failures')
      .select('failures')
      .where('account', '=', 'burst')
      .executeTakeFirstOrThrow()
    expect(row.failures).toBe(1)
  })

  it('answers an epoch-ms lock time past 2^31 exactly', async () => {
    const locks = createGuessLockStore(db())
    const until = 1_900_000_000_000
    expect(await locks.recordFundPasswordFailure(users[5]!, 1, until)).toBe(true)
    expect(await locks.fundPasswordLockedUntil(users[5]!)).toBe(until)
  })
})

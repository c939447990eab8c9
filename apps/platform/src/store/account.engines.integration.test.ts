import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import type { Queries } from '../storage/queries'
import { inTransaction } from '../storage/transactions'
import { createAccountStore } from './account'

/** A new user (its id) with the schema's defaults. */
const newUser = async (db: Queries, account: string) =>
  (
    await db
      .insertInto('users')
      .values({ account, password_hash: `hash-${account}`, created_at: 0 })
      .returning('user_id')
      .executeTakeFirstOrThrow()
  ).user_id

/** A user's tokens that are not revoked, in token order. */
const liveTokens = async (db: Queries, userId: number) =>
  (
    await db
      .selectFrom('tokens')
      .select('token')
      .where('user_id', '=', userId)
      .where('revoked', '=', 0)
      .orderBy('token')
      .execute()
  ).map((row) => row.token)

describeEachEngine('the account store', (db) => {
  it('reads and changes the password and withdrawal password hashes', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'pw01')
    const other = await newUser(db(), 'pw02')
    expect(await store.passwordHashOf(userId)).toBe('hash-pw01')
    await store.setPasswordHash(userId, 'new-hash')
    expect(await store.passwordHashOf(userId)).toBe('new-hash')
    expect(await store.passwordHashOf(other)).toBe('hash-pw02')
    await expect(store.passwordHashOf(999_999)).rejects.toThrow()
    await store.setFundPasswordHash(userId, 'fund')
    const row = await db()
      .selectFrom('users')
      .select('fund_pwd_hash')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    expect(row?.fund_pwd_hash).toBe('fund')
  })

  it('revokes the other tokens, or all of them, counting the ones it revoked', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'tok01')
    const other = await newUser(db(), 'tok02')
    await db()
      .insertInto('tokens')
      .values([
        // Every row names every column: SQLite writes NULL for one a row of a multi-row insert leaves out.
        { token: 'a1', user_id: userId, expires_at: 10, revoked: 0 },
        { token: 'a2', user_id: userId, expires_at: 10, revoked: 0 },
        { token: 'a3', user_id: userId, expires_at: 10, revoked: 1 },
        { token: 'b1', user_id: other, expires_at: 10, revoked: 0 },
      ])
      .execute()
    expect(await store.revokeOtherTokens(userId, 'a1')).toBe(1)
    expect(await liveTokens(db(), userId)).toEqual(['a1'])
    expect(await store.revokeOtherTokens(userId, 'a1')).toBe(0)
    expect(await store.revokeAllTokens(userId)).toBe(1)
    expect(await liveTokens(db(), userId)).toEqual([])
    expect(await store.revokeAllTokens(userId)).toBe(0)
    expect(await liveTokens(db(), other)).toEqual(['b1'])
  })

  it('lifts the password-reset flag', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'reset01')
    await db().insertInto('password_resets').values({ user_id: userId, message: 'm' }).execute()
    await store.clearPasswordReset(userId)
    await store.clearPasswordReset(userId)
    expect(
      await db().selectFrom('password_resets').selectAll().where('user_id', '=', userId).execute(),
    ).toEqual([])
  })

  it('reads the personal details and writes the given ones only, in one statement', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'detail01')
    expect(await store.detailsOf(userId)).toEqual({
      fullName: null,
      email: null,
      phone: null,
      qq: null,
      weixin: null,
      birthday: null,
      avatarId: 1,
    })
    await store.updateDetails(userId, { email: 'a@b.cn', fullName: '张三', avatarId: 4 })
    await store.updateDetails(userId, { qq: '10001' })
    await store.updateDetails(userId, {})
    expect(await store.detailsOf(userId)).toEqual({
      fullName: '张三',
      email: 'a@b.cn',
      phone: null,
      qq: '10001',
      weixin: null,
      birthday: null,
      avatarId: 4,
    })
    expect(await store.detailsOf(999_999)).toBeUndefined()
  })

  it('keeps one chat theme color per member, null until set', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'color01')
    expect(await store.chatThemeColorOf(userId)).toBeNull()
    await store.setChatThemeColor(userId, '#112233')
    await store.setChatThemeColor(userId, '#445566')
    expect(await store.chatThemeColorOf(userId)).toBe('#445566')
    const rows = await db().selectFrom('user_settings').selectAll().where('user_id', '=', userId).execute()
    expect(rows).toHaveLength(1)
  })

  it('adds recharges to the total exactly, also when two add at once', async () => {
    const store = createAccountStore(db())
    const userId = await newUser(db(), 'rech01')
    await store.addRecharge(userId, 10_037)
    await Promise.all(
      [20_000, 30_000].map((fen) =>
        inTransaction(db(), (trx) => createAccountStore(trx).addRecharge(userId, fen)),
      ),
    )
    const row = await db()
      .selectFrom('users')
      .select('rech_money_fen')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(row.rech_money_fen).toBe(60_037)
  })
})

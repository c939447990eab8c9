import { expect, it } from 'vitest'
import { describeEachEngine } from '../../test/engines'
import { inTransaction } from '../storage/transactions'
import { createUserStore } from './user'

describeEachEngine('the user store', (db) => {
  it('inserts users with the defaults and reads their profile, viewer and login columns', async () => {
    const store = createUserStore(db())
    const plain = await store.insertUser({ account: 'Plain01', passwordHash: 'h1', type: 'HY', createdAt: 5 })
    const agent = await store.insertUser({
      account: 'agent01',
      passwordHash: 'h2',
      type: 'HY',
      createdAt: 6,
      email: 'a@b.cn',
      fundPwdHash: 'f',
      isDl: 1,
      rebate: 6.5,
    })
    const sub = await store.insertUser({
      account: 'sub01',
      passwordHash: 'h3',
      type: 'TEST',
      createdAt: 7,
      agentId: agent,
      intrCode: 'X1',
    })
    expect(new Set([plain, agent, sub]).size).toBe(3)
    expect(await store.findUserProfile(plain)).toEqual({
      userId: plain,
      account: 'Plain01',
      type: 'HY',
      vipLevel: 1,
      avatarId: 1,
      cycleBetFen: 0,
      isDl: 0,
      rebate: 8,
      enableChat: 1,
      chatLevel: 0,
      hyLevel: 1,
      moneyFen: 0,
      liveMoneyFen: 0,
      rechMoneyFen: 0,
      fundPwdHash: null,
      domain: '',
    })
    expect(await store.findUserProfile(agent)).toMatchObject({ isDl: 1, rebate: 6.5, fundPwdHash: 'f' })
    expect(await store.findUserProfile(sub)).toMatchObject({ type: 'TEST', isDl: 0, rebate: 8 })
    expect(await store.findUserProfile(999_999)).toBeUndefined()
    expect(await store.findViewer(agent)).toEqual({
      hasToken: true,
      userInfo: { type: 'HY', vipLevel: 1, isDl: 1 },
      extInfo: { rechMoney: 0 },
    })
    // Login names are exact: another case of the name opens nothing.
    expect(await store.findUserAuth('Plain01')).toEqual({
      userId: plain,
      account: 'Plain01',
      type: 'HY',
      passwordHash: 'h1',
      failedLogins: 0,
      lockedUntil: 0,
    })
    expect(await store.findUserAuth('plain01')).toBeUndefined()
    expect(await store.findUserAuth('nobody')).toBeUndefined()
  })

  it('checks unique values whatever the case of their ASCII letters, and only those letters', async () => {
    const store = createUserStore(db())
    await store.insertUser({
      account: 'MixedCase',
      passwordHash: 'h',
      type: 'HY',
      createdAt: 0,
      email: 'Mixed@Example.CN',
      phone: '13800000000',
      qq: '12345',
      weixin: 'WeiXin_1',
    })
    await store.insertUser({ account: 'ÉCOLE', passwordHash: 'h', type: 'HY', createdAt: 0 })
    expect(await store.isTaken('account', 'mixedcase')).toBe(true)
    expect(await store.isTaken('account', 'MIXEDCASE')).toBe(true)
    expect(await store.isTaken('account', 'mixedcas')).toBe(false)
    expect(await store.isTaken('email', 'mixed@example.cn')).toBe(true)
    expect(await store.isTaken('phone', '13800000000')).toBe(true)
    expect(await store.isTaken('qq', '54321')).toBe(false)
    expect(await store.isTaken('weixin', 'weixin_1')).toBe(true)
    // No LIKE wildcards, and letters beyond ASCII keep their case (SQLite's NOCASE folds A-Z alone).
    expect(await store.isTaken('weixin', 'WeiXin%')).toBe(false)
    expect(await store.isTaken('account', 'École')).toBe(true)
    expect(await store.isTaken('account', 'éCOLE')).toBe(false)
    // A column nobody filled is never taken.
    expect(await store.isTaken('email', '')).toBe(false)
  })

  it('names the next free trial account after the trial accounts there are', async () => {
    const store = createUserStore(db())
    const first = await store.nextTrialAccount()
    expect(first).toMatch(/^test\d{6}$/)
    await store.insertUser({ account: first, passwordHash: 'h', type: 'TEST', createdAt: 0 })
    const n = Number(first.slice(4))
    // Taken by a member (in another case), the next number is skipped.
    await store.insertUser({
      account: `TEST${String(n + 1).padStart(6, '0')}`,
      passwordHash: 'h',
      type: 'HY',
      createdAt: 0,
    })
    expect(await store.nextTrialAccount()).toBe(`test${String(n + 2).padStart(6, '0')}`)
  })

  it('finds a promotion code: a registration link first, else a plain code', async () => {
    const store = createUserStore(db())
    const agent = await store.insertUser({ account: 'promo01', passwordHash: 'h', type: 'HY', createdAt: 0 })
    await db()
      .insertInto('intr_codes')
      .values([
        { code: 'PLAIN1', agent_id: agent },
        { code: 'BOTH1', agent_id: agent },
      ])
      .execute()
    await db()
      .insertInto('agent_links')
      .values([
        { agent_id: agent, code: 'LINK1', type: 1, rebate: 5.5, created_at: 0, updated_at: 0 },
        { agent_id: agent, code: 'BOTH1', type: 0, rebate: 3, created_at: 0, updated_at: 0 },
      ])
      .execute()
    expect(await store.findPromotion('LINK1')).toEqual({ agentId: agent, isDl: 1, rebate: 5.5 })
    expect(await store.findPromotion('PLAIN1')).toEqual({ agentId: agent, isDl: 0, rebate: undefined })
    expect(await store.findPromotion('BOTH1')).toEqual({ agentId: agent, isDl: 0, rebate: 3 })
    expect(await store.findPromotion('link1')).toBeUndefined()
    expect(await store.findPromotion('NONE')).toBeUndefined()
  })

  it('issues, finds, rotates and revokes tokens', async () => {
    const store = createUserStore(db())
    const userId = await store.insertUser({ account: 'token01', passwordHash: 'h', type: 'HY', createdAt: 0 })
    const token = await store.issueToken(userId, 1_000, 500)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(await store.findUserByToken(token, 1_499)).toEqual({ userId, account: 'token01', type: 'HY' })
    expect(await store.findUserByToken(token, 1_500)).toBeUndefined()
    expect(await store.findUserByToken('nope', 0)).toBeUndefined()

    const other = await store.insertUser({ account: 'token02', passwordHash: 'h', type: 'HY', createdAt: 0 })
    expect(await store.rotateToken(other, token)).toBeUndefined()
    const next = await store.rotateToken(userId, token)
    expect(next).toMatch(/^[0-9a-f]{64}$/)
    expect(await store.findUserByToken(token, 1_000)).toBeUndefined()
    expect(await store.findUserByToken(next!, 1_499)).toEqual({ userId, account: 'token01', type: 'HY' })
    // The new token expires when the old one would have.
    expect(await store.findUserByToken(next!, 1_500)).toBeUndefined()
    expect(await store.rotateToken(userId, token)).toBeUndefined()

    expect(await store.revokeToken(next!)).toBe(true)
    expect(await store.findUserByToken(next!, 1_000)).toBeUndefined()
    expect(await store.revokeToken('no-such-token')).toBe(false)
  })

  it('rotates a token once when two rotations run at the same time', async () => {
    const store = createUserStore(db())
    const userId = await store.insertUser({
      account: 'rotate01',
      passwordHash: 'h',
      type: 'HY',
      createdAt: 0,
    })
    const token = await store.issueToken(userId, 0, 10_000)
    const rotations = await Promise.all(
      [0, 1].map(() => inTransaction(db(), (trx) => createUserStore(trx).rotateToken(userId, token))),
    )
    expect(rotations.filter((t) => t !== undefined)).toHaveLength(1)
    const { n } = await db()
      .selectFrom('tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked', '=', 0)
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
  })

  it('counts failed logins, locks at the limit and clears', async () => {
    const store = createUserStore(db())
    const userId = await store.insertUser({ account: 'lock01', passwordHash: 'h', type: 'HY', createdAt: 0 })
    expect(await store.recordLoginFailure(userId, 3, 9_000)).toBe(false)
    expect(await store.recordLoginFailure(userId, 3, 9_000)).toBe(false)
    expect(await store.findUserAuth('lock01')).toMatchObject({ failedLogins: 2, lockedUntil: 0 })
    expect(await store.recordLoginFailure(userId, 3, 9_000)).toBe(true)
    expect(await store.findUserAuth('lock01')).toMatchObject({ failedLogins: 0, lockedUntil: 9_000 })
    expect(await store.recordLoginFailure(userId, 3, 12_000)).toBe(false)
    expect(await store.findUserAuth('lock01')).toMatchObject({ failedLogins: 1, lockedUntil: 9_000 })
    await store.clearLoginFailures(userId)
    expect(await store.findUserAuth('lock01')).toMatchObject({ failedLogins: 0, lockedUntil: 0 })
  })

  it('counts concurrent failed logins one after another: exactly one of them locks', async () => {
    const store = createUserStore(db())
    const userId = await store.insertUser({ account: 'lock02', passwordHash: 'h', type: 'HY', createdAt: 0 })
    const locked = await Promise.all(
      Array.from({ length: 5 }, () =>
        inTransaction(db(), (trx) => createUserStore(trx).recordLoginFailure(userId, 5, 7_000)),
      ),
    )
    expect(locked.filter(Boolean)).toHaveLength(1)
    expect(await store.findUserAuth('lock02')).toMatchObject({ failedLogins: 0, lockedUntil: 7_000 })
  })

  it('reads the password-reset message of a flagged account only', async () => {
    const store = createUserStore(db())
    const flagged = await store.insertUser({
      account: 'reset01',
      passwordHash: 'h',
      type: 'HY',
      createdAt: 0,
    })
    const plain = await store.insertUser({ account: 'reset02', passwordHash: 'h', type: 'HY', createdAt: 0 })
    await db().insertInto('password_resets').values({ user_id: flagged, message: '请重置密码' }).execute()
    expect(await store.passwordResetMessage(flagged)).toBe('请重置密码')
    expect(await store.passwordResetMessage(plain)).toBeUndefined()
  })

  it('refuses the lock of unique values outside a transaction', async () => {
    await expect(createUserStore(db()).lockUniqueValues()).rejects.toThrow(/inside a transaction/)
  })

  it('lets one of three registrations of a name in different cases through, under the lock', async () => {
    const register = (account: string) =>
      inTransaction(db(), async (trx) => {
        const store = createUserStore(trx)
        await store.lockUniqueValues()
        if (await store.isTaken('account', account)) return undefined
        return store.insertUser({ account, passwordHash: 'h', type: 'HY', createdAt: 0 })
      })
    const made = await Promise.all([register('Twin01'), register('TWIN01'), register('twin01')])
    expect(made.filter((id) => id !== undefined)).toHaveLength(1)
    const { n } = await db()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account', 'in', ['Twin01', 'TWIN01', 'twin01'])
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
  })
})

import { errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, startTestPlatform, type TestDatabase } from './harness'
import { fail, type TestEnv, walletKit } from './walletKit'

// Tuesday 2026-11-24, noon in China.
const noon = fromChinaTime(2026, 11, 24, 12)
const LOCKED = {
  status: 400,
  code: 'UC/CASH_PASSWORD_LOCKED',
  message: '取款密码错误次数过多，请15分钟后再试',
}
const WRONG = { status: 400, code: errorCodes.cashPasswordError, message: '交易密码输入错误！' }
const card = { bankName: '中国建设银行', accountName: '李四', cardNo: '6217 0000 1111 2222 333' }

let database: TestDatabase
let env: TestEnv
let kit: ReturnType<typeof walletKit>

beforeAll(async () => {
  database = await createTestDatabase()
  env = await startTestPlatform(noon, { database })
  kit = walletKit(env, 'fpl')
}, 60_000)
afterAll(async () => {
  await env?.stop()
  await database?.drop()
})
afterEach(async () => expect(await kit.stores.wallet.unbalancedUsers()).toEqual([]))

type Member = Awaited<ReturnType<typeof kit.memberWith>>
/** The three ways a member types the withdrawal password: the check, binding a card, withdrawing. */
const endpoints: [string, (member: Member, password: string) => Promise<unknown>][] = [
  ['check', (member, password) => member.api.auth.checkCashPassword(password)],
  ['updateBank', (member, password) => member.api.wallet.updateBank({ ...card, cashPassword: password })],
  [
    'withdraw',
    (member, password) => member.api.wallet.withdrawToCard({ amount: 100, card, cashPassword: password }),
  ],
]

describe('the withdrawal password locks after 5 wrong in a row', () => {
  for (const [name, call] of endpoints) {
    it(`on ${name}: the 5th wrong locks, then even the right one is refused until 15 minutes pass`, async () => {
      const member = await kit.memberWith(1000)
      for (let i = 0; i < 4; i++) expect(await fail(call(member, '0000'))).toMatchObject(WRONG)
      expect(await fail(call(member, '0000'))).toMatchObject(LOCKED)
      expect(await fail(call(member, '1234'))).toMatchObject(LOCKED)
      env.clock.advance(15 * 60_000 - 1_000)
      expect(await fail(call(member, '1234'))).toMatchObject(LOCKED)
      expect(await kit.moneyOf(member.userId)).toBe(100_000)
      env.clock.advance(1_000)
      await call(member, '1234')
    })
  }

  it('locks every action that checks it: check, card, withdrawal, changing it with the old one', async () => {
    const member = await kit.memberWith(1000)
    for (let i = 0; i < 5; i++) await fail(member.api.auth.checkCashPassword('9999'))
    for (const [, call] of endpoints) expect(await fail(call(member, '1234'))).toMatchObject(LOCKED)
    expect(
      await fail(member.api.account.updateFundPassword({ oldFundPwd: '1234', fundPwd: '5678' })),
    ).toMatchObject(LOCKED)
    expect(await kit.count`SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ${member.userId}`).toBe(0)
    expect(await kit.moneyOf(member.userId)).toBe(100_000)
  })

  it('counts wrong old passwords of a change too', async () => {
    const member = await kit.memberWith(0)
    for (let i = 0; i < 4; i++) {
      expect(
        await fail(member.api.account.updateFundPassword({ oldFundPwd: '0000', fundPwd: '5678' })),
      ).toMatchObject(WRONG)
    }
    expect(await fail(member.api.auth.checkCashPassword('0000'))).toMatchObject(LOCKED)
  })

  it('a right password before the lock starts the count again', async () => {
    const member = await kit.memberWith(0)
    for (let i = 0; i < 4; i++) await fail(member.api.auth.checkCashPassword('0000'))
    await member.api.auth.checkCashPassword('1234')
    for (let i = 0; i < 4; i++) {
      expect(await fail(member.api.auth.checkCashPassword('0000'))).toMatchObject(WRONG)
    }
    await member.api.auth.checkCashPassword('1234')
  })

  it('is counted in the database: a second platform on the same database sees the count and the lock', async () => {
    const member = await kit.memberWith(0)
    for (let i = 0; i < 4; i++) await fail(member.api.auth.checkCashPassword('0000'))
    const second = await startTestPlatform(env.clock.now(), { database })
    try {
      const there = walletKit(second, 'fpl2').as(member.token)
      expect(await fail(there.auth.checkCashPassword('0000'))).toMatchObject(LOCKED)
      expect(await fail(there.auth.checkCashPassword('1234'))).toMatchObject(LOCKED)
    } finally {
      await second.stop()
    }
    expect(await fail(member.api.auth.checkCashPassword('1234'))).toMatchObject(LOCKED)
  })
})

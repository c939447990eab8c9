import { type ApiError, createLiuheApi } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as passwords from '../src/auth/passwords'
import { createStores } from '../src/store'
import { startTestPlatform } from './harness'

// Every password check goes through a spy, so a test can tell whether a login hashed.
vi.mock('../src/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/auth/passwords')>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})
const verify = vi.mocked(passwords.verifyPassword)

const noon = fromChinaTime(2026, 11, 24, 12)
let env: Awaited<ReturnType<typeof startTestPlatform>>
let stores: ReturnType<typeof createStores>

beforeAll(async () => {
  env = await startTestPlatform(noon)
  stores = createStores(env.queries)
}, 60_000)
afterAll(() => env.stop())

const api = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
/** A real member's account with password Secret123. */
async function member(account: string) {
  await stores.users.insertUser({
    account,
    passwordHash: passwords.hashPassword('Secret123'),
    type: 'HY',
    createdAt: env.clock.now(),
  })
  return account
}
/** What `n` wrong logins of an account answer, in order. */
async function wrongLogins(account: string, n: number) {
  const answers: { status: number; code: string; message: string }[] = []
  for (let i = 0; i < n; i++) {
    const error = await api()
      .auth.login({ account, password: 'Wrong1234' })
      .then(
        () => expect.fail('expected a refusal'),
        (e: unknown) => e as ApiError,
      )
    answers.push({ status: error.status, code: error.code, message: error.message })
  }
  return answers
}

describe('login does not tell real accounts from unknown ones', () => {
  it('answers the same sequence over 7 wrong passwords, locking both after 5', async () => {
    const real = await wrongLogins(await member('enumreal1'), 7)
    const unknown = await wrongLogins('enumghost1', 7)
    expect(unknown).toEqual(real)
    expect(real.map((a) => a.code)).toEqual([
      ...Array(4).fill('UC/LOGIN_FAILED'),
      ...Array(3).fill('UC/ACCOUNT_LOCKED'),
    ])
  })

  it('hashes the password of an unknown account as it does a real one’s, and neither while locked', async () => {
    await member('enumreal2')
    verify.mockClear()
    await wrongLogins('enumreal2', 1)
    expect(verify).toHaveBeenCalledTimes(1)
    verify.mockClear()
    await wrongLogins('enumghost2', 1)
    expect(verify).toHaveBeenCalledTimes(1)
    await wrongLogins('enumghost2', 4)
    verify.mockClear()
    await wrongLogins('enumghost2', 1)
    expect(verify).not.toHaveBeenCalled()
  })

  it('keeps the unknown account locked for 15 minutes, then counts again', async () => {
    await wrongLogins('enumghost3', 5)
    env.clock.advance(15 * 60_000)
    expect((await wrongLogins('enumghost3', 1))[0]!.code).toBe('UC/LOGIN_FAILED')
  })
})

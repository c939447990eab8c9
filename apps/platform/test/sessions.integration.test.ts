import { type ApiError, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPlatform } from './harness'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const as = (token: string) => createLiuheApi({ origin: env.origin, companyCode: 'LH', token })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
/** Whether a token still opens the member's profile. */
const works = async (token: string) =>
  as(token)
    .user.info()
    .then(
      () => true,
      (error: ApiError) => {
        expect(error.code).toBe(errorCodes.tokenInvalid)
        return false
      },
    )

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
}, 60_000)
afterAll(() => env.stop())

describe('session revocation', () => {
  it('logout ends the token it is called with, and only that one', async () => {
    const a = (await guest().auth.login({ account: 'demo01', password: 'Demo1234' })).token
    const b = (await guest().auth.login({ account: 'demo01', password: 'Demo1234' })).token
    await as(a).auth.logout()
    expect(await works(a)).toBe(false)
    expect(await works(b)).toBe(true)
  })

  it('a password change ends every token of the account; the caller goes on with a new one that expires alike', async () => {
    const password = 'Fresh1234'
    const caller = (await guest().auth.login({ account: 'fresh01', password, remember: true })).token
    const other = (await guest().auth.login({ account: 'fresh01', password })).token
    const changed = await as(caller).account.updatePassword({
      oldPassword: password,
      newPassword: 'Fresher123',
      confirmPassword: 'Fresher123',
    })
    expect(changed.revokedSessions).toBe(1)
    expect(changed.token).toMatch(/^[0-9a-f]{64}$/)
    expect(await works(caller)).toBe(false)
    expect(await works(other)).toBe(false)
    expect(await works(changed.token!)).toBe(true)
    const expiry = async (token: string) =>
      (
        await env.queries
          .selectFrom('tokens')
          .select('expires_at')
          .where('token', '=', token)
          .executeTakeFirstOrThrow()
      ).expires_at
    expect(await expiry(changed.token!)).toBe(await expiry(caller))
    // The old password no longer logs in.
    expect((await fail(guest().auth.login({ account: 'fresh01', password }))).code).toBe(
      errorCodes.loginFailed,
    )
  })
})

import { type ApiError, createCaptchaKey, createLiuheApi, errorCodes } from '@liuhe/api'
import { fromChinaTime, RATE_LIMITED_MESSAGE } from '@liuhe/domain'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/auth/passwords'
import { DEFAULT_RATE_LIMITS, rateLimitsOf } from '../src/http/rateLimit'
import { createStores } from '../src/store'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

// Sunday 2026-11-22, noon in China: Macau's turn of the day is open for bets (bets.integration.test.ts).
const noon = fromChinaTime(2026, 11, 22, 12)

let env: Awaited<ReturnType<typeof startTestPlatform>>
let stores: ReturnType<typeof createStores>
/** Each test calls from its own address (the platform trusts `x-forwarded-for` from a loopback peer). */
let address = 0
let ip = ''
const client = (token?: string) =>
  createLiuheApi({ origin: env.origin, companyCode: 'LH', token, forwardedFor: ip })
const count = (strings: TemplateStringsArray, ...values: unknown[]) =>
  countIn(env.queries)(strings, ...values)
const tokens = () => count`SELECT COUNT(*) AS n FROM tokens`
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const expectLimited = (error: ApiError) => {
  expect(error).toMatchObject({
    code: errorCodes.tooManyRequests,
    status: 429,
    message: RATE_LIMITED_MESSAGE,
  })
  expect(error.isRateLimited).toBe(true)
}

async function setLimits(value: unknown) {
  const response = await fetch(`${env.origin}/app-api/__test__/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'rate_limits', value }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  env = await startTestPlatform(noon)
  stores = createStores(env.queries)
}, 60_000)
afterAll(() => env.stop())
beforeEach(() => {
  address++
  ip = `203.0.113.${address}`
})
afterEach(async () => {
  await setLimits({})
  env.clock.set(noon)
})

describe('limits in force', () => {
  it('are the defaults until the rate_limits config overrides one field', async () => {
    expect(await rateLimitsOf(stores.config)).toEqual(DEFAULT_RATE_LIMITS)
    await setLimits({ bet: { perAccount: { max: 5 } } })
    const limits = await rateLimitsOf(stores.config)
    expect(limits.bet).toEqual({
      perIp: DEFAULT_RATE_LIMITS.bet.perIp,
      perAccount: { max: 5, windowMs: 60_000 },
    })
    expect(limits.login).toEqual(DEFAULT_RATE_LIMITS.login)
  })
})

describe('login', () => {
  it('allows N logins of an account, refuses the next with 429 and no token, and allows again after the window', async () => {
    await setLimits({ login: { perAccount: { max: 3, windowMs: 60_000 } } })
    for (let i = 0; i < 3; i++) await client().auth.login({ account: 'demo01', password: 'Demo1234' })
    const before = await tokens()
    expectLimited(await fail(client().auth.login({ account: 'demo01', password: 'Demo1234' })))
    // Another spelling of the same account is the same account.
    expectLimited(await fail(client().auth.login({ account: 'DEMO01', password: 'Demo1234' })))
    expect(await tokens()).toBe(before)
    // Another account from the same address is not held back.
    await client().auth.login({ account: 'vip001', password: 'Vip12345' })

    env.clock.advance(59_999)
    expectLimited(await fail(client().auth.login({ account: 'demo01', password: 'Demo1234' })))
    env.clock.advance(1)
    const { token } = await client().auth.login({ account: 'demo01', password: 'Demo1234' })
    expect(token).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refused attempts do not count as wrong passwords (no lock)', async () => {
    await setLimits({ login: { perAccount: { max: 1, windowMs: 60_000 } } })
    const wrong = await fail(client().auth.login({ account: 'fresh01', password: 'Wrong999' }))
    expect(wrong.code).toBe(errorCodes.loginFailed)
    for (let i = 0; i < 6; i++) {
      expectLimited(await fail(client().auth.login({ account: 'fresh01', password: 'Wrong999' })))
    }
    expect(await count`SELECT failed_logins AS n FROM users WHERE account = 'fresh01'`).toBe(1)
  })

  it('allows N logins from an address, then 429 with Retry-After for any account; other addresses go on', async () => {
    await setLimits({ login: { perIp: { max: 2, windowMs: 60_000 } } })
    await client().auth.login({ account: 'demo01', password: 'Demo1234' })
    await client().auth.login({ account: 'vip001', password: 'Vip12345' })
    const refused = await fetch(`${env.origin}/app-api/v/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ account: 'demo02', password: btoa('Demo1234') }),
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.json()).toEqual({ code: 'SYS/TOO_MANY_REQUESTS', msg: '操作过于频繁，请稍后再试' })
    ip = '198.51.100.7'
    await client().auth.login({ account: 'demo01', password: 'Demo1234' })
  })
})

describe('register and trial', () => {
  it('allows N accounts from an address, refuses the next without writing a user, then allows after the window', async () => {
    await setLimits({ register: { perIp: { max: 2, windowMs: 600_000 } } })
    await client().auth.register({
      account: `ratelim${address}a`,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
    })
    await client().auth.registerTrial()
    const users = await count`SELECT COUNT(*) AS n FROM users`
    const ledger = await count`SELECT COUNT(*) AS n FROM ledger`
    expectLimited(
      await fail(
        client().auth.register({
          account: `ratelim${address}b`,
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
        }),
      ),
    )
    expectLimited(await fail(client().auth.registerTrial()))
    expect(await count`SELECT COUNT(*) AS n FROM users`).toBe(users)
    expect(await count`SELECT COUNT(*) AS n FROM ledger`).toBe(ledger)
    env.clock.advance(600_000)
    await client().auth.register({
      account: `ratelim${address}b`,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
    })
  })
})

describe('captcha', () => {
  it('serves N images to an address, then 429 without issuing a code', async () => {
    await setLimits({ captcha: { perIp: { max: 2, windowMs: 60_000 } } })
    const image = (key: string) =>
      fetch(client().auth.captchaUrl('login', key), { headers: { 'x-forwarded-for': ip } })
    expect((await image(createCaptchaKey())).status).toBe(200)
    expect((await image(createCaptchaKey())).status).toBe(200)
    const key = createCaptchaKey()
    expect((await image(key)).status).toBe(429)
    const peek = await fetch(`${env.origin}/app-api/__test__/vcode?kind=login&key=${key}`)
    expect(await peek.json()).toMatchObject({ code: 'SYS/NOT_FOUND' })
    env.clock.advance(60_000)
    expect((await image(key)).status).toBe(200)
  })
})

describe('bet placement', () => {
  it('allows N bet forms of a member, refuses the next with nothing written, and allows after the window', async () => {
    await setLimits({ bet: { perAccount: { max: 2, windowMs: 60_000 } } })
    const now = env.clock.now()
    const userId = await stores.users.insertUser({
      account: `bettor${address}`,
      passwordHash: hashPassword('x'),
      type: 'HY',
      createdAt: now,
    })
    await stores.wallet.post({ userId, type: 'opening', amountFen: 100_00, at: now })
    await stores.responsible.confirmAdult(userId, now)
    const api = client(await stores.users.issueToken(userId, now, 86_400_000))
    const turnNum = (await client().lottery.openInfo(110)).cur.turnNum
    let forms = 0
    const form = () => ({
      gameId: 110,
      turnNum,
      idempotencyKey: `rate-limit-${forms++}`,
      bets: [{ playId: 'sm.tema.a', selection: { kind: 'single' as const, cell: '07' }, stake: 1 }],
    })
    await api.bets.place(form())
    await api.bets.place(form())
    const bets = await count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`
    const ledger = await count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${userId}`
    expectLimited(await fail(api.bets.place(form())))
    // The limit is the member's, whatever address the forms come from.
    ip = '198.51.100.8'
    expectLimited(await fail(api.bets.place(form())))
    expect(await count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`).toBe(bets)
    expect(await count`SELECT COUNT(*) AS n FROM ledger WHERE user_id = ${userId}`).toBe(ledger)
    env.clock.advance(60_000)
    await api.bets.place(form())
    expect(await count`SELECT COUNT(*) AS n FROM bets WHERE user_id = ${userId}`).toBe(bets + 1)
  })
})

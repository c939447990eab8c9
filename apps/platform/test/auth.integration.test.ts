import { type ApiError, createCaptchaKey, createLiuheApi, encodePassword, errorCodes } from '@liuhe/api'
import { fromChinaTime, registerMessages } from '@liuhe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_INTR_CODE, RESET_MESSAGE } from '../src/seed/users'
import { startTestPlatform } from './harness'
import { countIn } from './walletKit'

let env: Awaited<ReturnType<typeof startTestPlatform>>
const guest = () => createLiuheApi({ origin: env.origin, companyCode: 'LH' })
const as = (token: string) => createLiuheApi({ origin: env.origin, companyCode: 'LH', token })
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected an ApiError'),
    (e: unknown) => e as ApiError,
  )
const userCount = () => countIn(env.queries)`SELECT COUNT(*) AS n FROM users`

async function setConfig(key: string, value: unknown) {
  const response = await fetch(`${env.origin}/app-api/__test__/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, value }),
  })
  expect(response.status).toBe(200)
}

async function captchaCode(kind: 'login' | 'reg', key: string): Promise<string> {
  const image = await fetch(guest().auth.captchaUrl(kind, key))
  expect(image.headers.get('content-type')).toContain('image/svg+xml')
  expect(await image.text()).toMatch(/^<svg[\s\S]*<line[\s\S]*<text/)
  const hook = await fetch(`${env.origin}/app-api/__test__/vcode?kind=${kind}&key=${key}`)
  return ((await hook.json()) as { data: { code: string } }).data.code
}

beforeAll(async () => {
  env = await startTestPlatform(fromChinaTime(2026, 11, 22, 12))
})
afterAll(() => env.stop())

describe('login', () => {
  it('gives demo01 a token that opens its profile and wallet', async () => {
    const { token, rebateRatio } = await guest().auth.login({ account: 'demo01', password: 'Demo1234' })
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(rebateRatio).toBe(8)
    const info = await as(token).user.info()
    expect(info.userInfo).toMatchObject({ account: 'demo01', type: 'HY', vipLevel: 3, isDl: 0, rebate: 8 })
    expect(info.extInfo).toEqual({ money: 5288.5, liveMoney: 320, rechMoney: 3000, fundPwd: true })
    expect(info.userDetail.domain).toBe('')
  })

  it('keeps a remembered token for 7 days and another for 1 day', async () => {
    const remembered = (await guest().auth.login({ account: 'vip001', password: 'Vip12345', remember: true }))
      .token
    const session = (await guest().auth.login({ account: 'vip001', password: 'Vip12345' })).token
    const start = env.clock.now()
    env.clock.advance(2 * 86_400_000)
    try {
      expect((await as(remembered).user.info()).userInfo.vipLevel).toBe(6)
      expect((await as(remembered).user.info()).userDetail.domain).toBe('vip001.liuhe-vip.example')
      const error = await fail(as(session).user.info())
      expect(error).toMatchObject({ code: errorCodes.tokenInvalid, status: 400 })
      expect(error.isUnauthenticated).toBe(true)
    } finally {
      env.clock.set(start)
    }
  })

  it('answers a wrong password or unknown account with 用户名或密码错误', async () => {
    for (const [account, password] of [
      ['agent01', 'Wrong1234'],
      ['nobody99', 'Agent1234'],
    ] as const) {
      const error = await fail(guest().auth.login({ account, password }))
      expect(error).toMatchObject({ code: errorCodes.loginFailed, status: 400, message: '用户名或密码错误' })
    }
    expect((await guest().auth.login({ account: 'agent01', password: 'Agent1234' })).token).toBeTruthy()
  })

  it('locks an account for 15 minutes after 5 wrong passwords in a row', async () => {
    await guest().auth.register({ account: 'locked01', password: 'Locked123', confirmPassword: 'Locked123' })
    for (let i = 1; i <= 4; i++) {
      expect((await fail(guest().auth.login({ account: 'locked01', password: 'Nope12345' }))).code).toBe(
        errorCodes.loginFailed,
      )
    }
    const fifth = await fail(guest().auth.login({ account: 'locked01', password: 'Nope12345' }))
    expect(fifth).toMatchObject({
      code: errorCodes.accountLocked,
      message: '密码错误次数过多，账户已被锁定，请15分钟后再试',
    })
    const right = await fail(guest().auth.login({ account: 'locked01', password: 'Locked123' }))
    expect(right.code).toBe(errorCodes.accountLocked)
    const start = env.clock.now()
    env.clock.advance(15 * 60_000 + 1)
    try {
      expect((await guest().auth.login({ account: 'locked01', password: 'Locked123' })).token).toBeTruthy()
    } finally {
      env.clock.set(start)
    }
  })

  it('answers the account flagged for a password reset with UC/RESET_PASSWORD and the server message', async () => {
    const error = await fail(guest().auth.login({ account: 'reset01', password: 'Reset1234' }))
    expect(error).toMatchObject({ code: errorCodes.resetPassword, status: 400, message: RESET_MESSAGE })
  })

  it('needs a one-time captcha bound to the caller key when the login limit says vCode 1', async () => {
    await setConfig('login_limit', { vCode: 1 })
    try {
      expect(await guest().auth.loginLimit()).toEqual({ vCode: 1 })
      const missing = await fail(guest().auth.login({ account: 'demo01', password: 'Demo1234' }))
      expect(missing).toMatchObject({ code: errorCodes.vCodeError, message: '验证码不正确' })

      const key = createCaptchaKey()
      const code = await captchaCode('login', key)
      expect(code).toMatch(/^[A-Za-z0-9]{4}$/)
      const otherKey = await fail(
        guest().auth.login({
          account: 'demo01',
          password: 'Demo1234',
          valiCode: code,
          captchaKey: createCaptchaKey(),
        }),
      )
      expect(otherKey.message).toBe('验证码不正确')
      // The failed check above used another key, so this key's code is still valid, once.
      const login = { account: 'demo01', password: 'Demo1234', valiCode: code.toLowerCase(), captchaKey: key }
      expect((await guest().auth.login(login)).token).toBeTruthy()
      expect((await fail(guest().auth.login(login))).message).toBe('验证码不正确')
    } finally {
      await setConfig('login_limit', { vCode: 0 })
    }
  })

  it('rejects malformed input with 400 and a parameter message', async () => {
    const post = (body: string) =>
      fetch(`${env.origin}/app-api/v/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    for (const [body, param] of [
      ['', 'account'],
      ['account=demo01', 'password'],
      ['account=demo01&password=Demo1234!', 'password'],
      [`account=demo01&password=${encodePassword('Demo1234')}&remember=maybe`, 'remember'],
    ] as const) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect(await response.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: `参数错误：${param}` })
    }
    const captcha = await fetch(`${env.origin}/app-api/v/vCode?t=a`)
    expect(captcha.status).toBe(400)
  })
})

describe('register', () => {
  const form = (account: string, extra: Record<string, string> = {}) => ({
    account,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ...extra,
  })

  it('creates a member with the new-user bonus and logs it in', async () => {
    const limit = await guest().auth.registerLimit()
    expect(limit).toMatchObject({ sendMenoy: 18, vCode: 0, fundPwd: 0, intrCode: 0, email: 0, phone: 0 })
    const { token } = await guest().auth.register(
      form('newbie01', { version: limit.version, email: 'x@y.cn' }),
    )
    const info = await as(token).user.info()
    expect(info.userInfo).toMatchObject({ account: 'newbie01', type: 'HY', vipLevel: 1 })
    expect(info.extInfo).toEqual({ money: 18, liveMoney: 0, rechMoney: 0, fundPwd: false })
    // email is hidden by the config (flag 0), so it is ignored.
    const row = await env.queries
      .selectFrom('users')
      .select(['email', 'agent_id'])
      .where('account', '=', 'newbie01')
      .executeTakeFirst()
    expect(row).toEqual({ email: null, agent_id: null })
  })

  it('reports the first failing field with its message and writes nothing', async () => {
    const before = await userCount()
    const cases: [Parameters<ReturnType<typeof guest>['auth']['register']>[0], string, string][] = [
      [form('1abcdef'), 'UC/PARAM_INVALID', '用户名必须是字母开头的6-15位的字母或者数字'],
      [form('demo01'), errorCodes.accountIsExist, '该用户名已存在'],
      [
        { ...form('weakpw01'), password: 'weakpassword', confirmPassword: 'weakpassword' },
        'UC/PARAM_INVALID',
        '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
      ],
      [
        { ...form('mismatch1'), confirmPassword: 'Secret124' },
        'UC/PARAM_INVALID',
        '登录密码与确认密码不一致',
      ],
      [
        { account: 'Abcdefg1', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
        'UC/PARAM_INVALID',
        '为了您的账户安全，请勿使用与用户名相同的密码。',
      ],
      [form('oldform1', { version: 'stale' }), errorCodes.configChanged, '操作超时！请再试试'],
    ]
    for (const [input, code, message] of cases) {
      const error = await fail(guest().auth.register(input))
      expect(error, input.account).toMatchObject({ code, message, status: 400 })
    }
    const raw = await fetch(`${env.origin}/app-api/v/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'account=plainpw01&password=Secret123&confirmPassword=Secret123',
    })
    expect(await raw.json()).toEqual({ code: 'SYS/BAD_REQUEST', msg: '参数错误：password' })
    expect(await userCount()).toBe(before)
  })

  it('follows a changed register-limit config: required fields in form order, captcha, a new version', async () => {
    const old = await guest().auth.registerLimit()
    const required = { fullName: 1, fundPwd: 1, intrCode: 1, phone: 1, vCode: 1 }
    await setConfig('register_limit', { ...old, version: undefined, ...required })
    const before = await userCount()
    try {
      const limit = await guest().auth.registerLimit()
      expect(limit.version).not.toBe(old.version)
      const stale = await fail(guest().auth.register(form('phone001', { version: old.version })))
      expect(stale.code).toBe(errorCodes.configChanged)
      const steps: [Record<string, string>, string][] = [
        [{}, registerMessages.fullName.empty],
        [{ fullName: 'John' }, registerMessages.fullName.invalid],
        [{ fullName: '张三' }, registerMessages.fundPwd.empty],
        [{ fullName: '张三', fundPwd: '12a4' }, registerMessages.fundPwd.invalid],
        [{ fullName: '张三', fundPwd: '5678' }, registerMessages.intrCode.empty],
        [{ fullName: '张三', fundPwd: '5678', intrCode: 'NOPE999' }, registerMessages.phone.empty],
        [
          { fullName: '张三', fundPwd: '5678', intrCode: 'NOPE999', phone: '12800138000' },
          '手机号码填写错误',
        ],
        [{ fullName: '张三', fundPwd: '5678', intrCode: 'NOPE999', phone: '138 0013 8000' }, '验证码不正确'],
      ]
      for (const [fields, message] of steps) {
        const error = await fail(
          guest().auth.register(form('phone001', { version: limit.version, ...fields })),
        )
        expect(error.message, JSON.stringify(fields)).toBe(message)
      }
      const filled = { version: limit.version, fullName: '张三', fundPwd: '5678', phone: '138 0013 8000' }
      const unknownCode = await fail(
        guest().auth.register(form('phone001', { ...filled, intrCode: 'NOPE999', vCode: 'abcd' })),
      )
      expect(unknownCode).toMatchObject({ code: errorCodes.intrCodeNotExist, message: '推广码不存在' })
      const key = createCaptchaKey()
      const wrong = {
        ...form('phone001', { ...filled, intrCode: DEMO_INTR_CODE }),
        vCode: 'zzzz',
        captchaKey: key,
      }
      await captchaCode('reg', key)
      expect((await fail(guest().auth.register(wrong))).message).toBe('验证码不正确')
      expect(await userCount()).toBe(before)

      const code = await captchaCode('reg', key)
      const { token } = await guest().auth.register({ ...wrong, vCode: code })
      expect((await as(token).user.info()).extInfo.fundPwd).toBe(true)
      expect(await as(token).auth.checkCashPassword('5678')).toBeUndefined()
      const row = await env.queries
        .selectFrom('users')
        .select(['phone', 'full_name', 'intr_code', 'agent_id'])
        .where('account', '=', 'phone001')
        .executeTakeFirst()
      const agent = await env.queries
        .selectFrom('users')
        .select('user_id')
        .where('account', '=', 'agent01')
        .executeTakeFirstOrThrow()
      expect(row).toEqual({
        phone: '13800138000',
        full_name: '张三',
        intr_code: DEMO_INTR_CODE,
        agent_id: agent.user_id,
      })
    } finally {
      await setConfig('register_limit', { ...old, version: undefined })
    }
  })

  it('registers a trial account with a trial balance', async () => {
    const { token } = await guest().auth.registerTrial()
    const info = await as(token).user.info()
    expect(info.userInfo.type).toBe('TEST')
    expect(info.userInfo.account).toMatch(/^test\d{6}$/)
    expect(info.extInfo.money).toBe(2000)
  })

  it('checks whether an account or contact is taken', async () => {
    expect(await guest().auth.checkUnique('account', 'demo01')).toBe(true)
    expect(await guest().auth.checkUnique('account', 'DEMO01')).toBe(true)
    expect(await guest().auth.checkUnique('account', 'unused999')).toBe(false)
    expect(await guest().auth.checkUnique('phone', '13800138000')).toBe(true)
    const response = await fetch(`${env.origin}/app-api/v/user/checkUnique?nickname=x`)
    expect(response.status).toBe(400)
  })
})

describe('session, balance and VIP', () => {
  it('answers a guest with 401 and a logged-out token with UC/TOKEN_INVALID', async () => {
    const guestError = await fail(guest().user.info())
    expect(guestError).toMatchObject({ status: 401, code: errorCodes.notLogin, message: '请先登录' })
    const { token } = await guest().auth.login({ account: 'fresh01', password: 'Fresh1234' })
    await as(token).auth.logout()
    const error = await fail(as(token).user.info())
    expect(error).toMatchObject({ status: 400, code: errorCodes.tokenInvalid })
  })

  it('checks the withdrawal password', async () => {
    const demo = as((await guest().auth.login({ account: 'demo01', password: 'Demo1234' })).token)
    await expect(demo.auth.checkCashPassword('1234')).resolves.toBeUndefined()
    expect(await fail(demo.auth.checkCashPassword('0000'))).toMatchObject({
      code: errorCodes.cashPasswordError,
      message: '交易密码输入错误！',
    })
    const fresh = as((await guest().auth.login({ account: 'fresh01', password: 'Fresh1234' })).token)
    expect((await fail(fresh.auth.checkCashPassword('1234'))).code).toBe(errorCodes.cashPasswordNull)
    expect((await fail(fresh.user.info().then(() => fresh.auth.checkCashPassword('')))).code).toBe(
      'SYS/BAD_REQUEST',
    )
    expect((await fail(guest().auth.checkCashPassword('1234'))).status).toBe(401)
  })

  it('reads balances and moves the third-party balance back', async () => {
    const agent = as((await guest().auth.login({ account: 'agent01', password: 'Agent1234' })).token)
    expect(await agent.user.status()).toEqual({ money: 12_000, liveMoney: 0 })
    const vip = as((await guest().auth.login({ account: 'vip001', password: 'Vip12345' })).token)
    expect(await vip.user.checkMoney()).toEqual({ money: 88_888, liveMoney: 1_200 })
    expect(await vip.user.tellerMachine()).toEqual({ money: 90_088, liveMoney: 0 })
    expect(await vip.user.status()).toEqual({ money: 90_088, liveMoney: 0 })
    expect((await fail(guest().user.status())).status).toBe(401)
  })

  it('lists VIP levels 1 to 9 and serves the limit JSONs', async () => {
    const rules = await guest().user.vipRules()
    expect(rules.map((r) => r.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(rules[0]!.betMoney).toBe(0)
    expect(await guest().auth.withdrawLimit()).toMatchObject({ minAmount: 100, maxAmount: 50_000 })
  })
})

describe('password reset by account', () => {
  const reset = (input: {
    account: string
    oldPassword: string
    newPassword: string
    captchaKey?: string
    valiCode?: string
  }) => guest().auth.resetPassword({ ...input, confirmPassword: input.newPassword })

  it('lets the flagged account set a new password, after which it logs in normally', async () => {
    const wrongOld = await fail(
      reset({ account: 'reset01', oldPassword: 'Wrong1234', newPassword: 'Fresh5678' }),
    )
    expect(wrongOld).toMatchObject({ code: errorCodes.loginFailed, message: '用户名或原密码错误' })
    const unknown = await fail(
      reset({ account: 'nobody99', oldPassword: 'Reset1234', newPassword: 'Fresh5678' }),
    )
    expect(unknown).toMatchObject({ code: errorCodes.loginFailed, message: '用户名或原密码错误' })
    const weak = await fail(reset({ account: 'reset01', oldPassword: 'Reset1234', newPassword: 'short' }))
    expect(weak).toMatchObject({ code: 'UC/PARAM_INVALID', message: registerMessages.password.invalid })
    const mismatch = await fail(
      guest().auth.resetPassword({
        account: 'reset01',
        oldPassword: 'Reset1234',
        newPassword: 'Fresh5678',
        confirmPassword: 'Fresh5679',
      }),
    )
    expect(mismatch.message).toBe(registerMessages.password_confirmation.invalid)

    expect(await reset({ account: 'reset01', oldPassword: 'Reset1234', newPassword: 'Renewed123' })).toEqual({
      revokedSessions: 0,
    })
    expect((await guest().auth.login({ account: 'reset01', password: 'Renewed123' })).token).toBeTruthy()
    const old = await fail(guest().auth.login({ account: 'reset01', password: 'Reset1234' }))
    expect(old.code).toBe(errorCodes.loginFailed)
  })

  it('signs every device of the account out', async () => {
    const first = (await guest().auth.login({ account: 'fresh01', password: 'Fresh1234' })).token
    const second = (await guest().auth.login({ account: 'fresh01', password: 'Fresh1234' })).token
    const result = await reset({ account: 'fresh01', oldPassword: 'Fresh1234', newPassword: 'Fresh5678' })
    expect(result.revokedSessions).toBeGreaterThanOrEqual(2)
    for (const token of [first, second]) {
      expect(await fail(as(token).user.info())).toMatchObject({ code: errorCodes.tokenInvalid })
    }
    // Back to the seeded password for the tests that log fresh01 in.
    await reset({ account: 'fresh01', oldPassword: 'Fresh5678', newPassword: 'Fresh1234' })
  })

  it('counts wrong passwords towards the login lock', async () => {
    const start = env.clock.now()
    try {
      for (let i = 0; i < 4; i++) {
        await fail(reset({ account: 'agent01', oldPassword: `Wrong${i}abcD`, newPassword: 'Agent5678' }))
      }
      const locked = await fail(
        reset({ account: 'agent01', oldPassword: 'WrongXabcD1', newPassword: 'Agent5678' }),
      )
      expect(locked.code).toBe(errorCodes.accountLocked)
      expect((await fail(guest().auth.login({ account: 'agent01', password: 'Agent1234' }))).code).toBe(
        errorCodes.accountLocked,
      )
      env.clock.advance(15 * 60_000 + 1)
      expect((await guest().auth.login({ account: 'agent01', password: 'Agent1234' })).token).toBeTruthy()
    } finally {
      env.clock.set(start)
    }
  })

  it('needs the login captcha when the login limit asks for one', async () => {
    await setConfig('login_limit', { vCode: 1 })
    try {
      const change = { account: 'demo01', oldPassword: 'Demo1234', newPassword: 'Demo5678' }
      expect((await fail(reset(change))).code).toBe(errorCodes.vCodeError)
      const key = createCaptchaKey()
      const code = await captchaCode('login', key)
      await reset({ ...change, captchaKey: key, valiCode: code })
      await reset({
        account: 'demo01',
        oldPassword: 'Demo5678',
        newPassword: 'Demo1234',
        captchaKey: key,
        valiCode: code,
      }).then(
        () => expect.fail('a captcha code works once'),
        (error: ApiError) => expect(error.code).toBe(errorCodes.vCodeError),
      )
    } finally {
      await setConfig('login_limit', { vCode: 0 })
    }
    await reset({ account: 'demo01', oldPassword: 'Demo5678', newPassword: 'Demo1234' })
  })
})

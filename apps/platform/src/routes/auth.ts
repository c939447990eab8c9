import { type registerFieldNames, registerMessages, validateRegister } from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { captchaKeyPattern, captchaSvg, createCaptchaStore } from '../auth/captcha'
import { requireUser, tokenOf } from '../auth/currentUser'
import { decodePassword, hashPassword, verifyPassword } from '../auth/passwords'
import type { Clock } from '../clock'
import type { Db } from '../db'
import { badRequest, ok, PlatformError } from '../envelope'
import { configKeys, configVersion, requireConfig, setConfig } from '../store/config'
import {
  clearLoginFailures,
  findIntrCodeAgent,
  findUserAuth,
  findUserProfile,
  insertUser,
  issueToken,
  isTaken,
  nextTrialAccount,
  passwordResetMessage,
  recordLoginFailure,
  revokeToken,
  TOKEN_TTL_MS,
} from '../store/user'
import { parseFields, readFields } from './formBody'

/** Consecutive wrong passwords that lock an account, and for how long. */
export const LOGIN_LOCK = { failures: 5, durationMs: 15 * 60_000 } as const
/** Balance of a fresh trial account. */
export const TRIAL_BALANCE = 2000

/** Login-limit config: `vCode` 1 means the login form needs a captcha. */
export interface LoginLimit {
  vCode: 0 | 1
}

/** Config-controlled register fields: 0 hidden, 1 shown and required (the domain's register rules). */
export const configurableRegisterFields = [
  'birthday',
  'email',
  'fullName',
  'fundPwd',
  'intrCode',
  'qq',
  'weixin',
  'phone',
] as const satisfies readonly (typeof registerFieldNames)[number][]

/** Register-limit config as stored (the served JSON adds `version`). */
export interface RegisterLimit extends Record<(typeof configurableRegisterFields)[number], 0 | 1> {
  vCode: 0 | 1
  sendMenoy: number
  userAccountMessage: string
  wechatPlaceholder: string
}

/** The register-limit config as served: the stored flags plus a version that changes with them. */
export function servedRegisterLimit(db: Db) {
  const limit = requireConfig<RegisterLimit>(db, configKeys.registerLimit)
  return { ...limit, version: configVersion(limit) }
}

const text = (max: number) => z.string().max(max)
const flag = z.enum(['0', '1', 'true', 'false']).optional()

const loginSchema = z.object({
  account: text(64).trim().min(1),
  password: text(200).min(1),
  remember: flag,
  version: text(32).optional(),
  valiCode: text(16).optional(),
  t: text(64).optional(),
})

const registerSchema = z.object({
  account: text(64).trim().min(1),
  password: text(200).min(1),
  confirmPassword: text(200).min(1),
  version: text(32).optional(),
  birthday: text(32).optional(),
  email: text(100).optional(),
  fullName: text(32).optional(),
  fundPwd: text(32).optional(),
  intrCode: text(32).optional(),
  qq: text(32).optional(),
  weixin: text(64).optional(),
  phone: text(32).optional(),
  vCode: text(16).optional(),
  t: text(64).optional(),
})

const uniqueFields = ['account', 'email', 'phone', 'qq', 'weixin'] as const

const invalid = (msg: string) => new PlatformError('UC/PARAM_INVALID', msg)
const wrongCaptcha = () => new PlatformError('UC/VCODE_ERROR', '验证码不正确')

/** Auth routes under the API prefix: login, register, trial, logout, captcha, unique and cash-password checks. */
export function authRoutes(db: Db, clock: Clock, options: { testHooks?: boolean } = {}) {
  const app = new Hono()
  const captchas = createCaptchaStore()

  app.post('/v/user/login', async (c) => {
    const form = parseFields(loginSchema, await readFields(c))
    const now = clock.now()
    const limit = requireConfig<LoginLimit>(db, configKeys.loginLimit)
    const password = decodePassword(form.password)
    if (password === undefined) badRequest('password')
    if (limit.vCode === 1 && !captchas.check('login', form.t, form.valiCode, now)) throw wrongCaptcha()
    const user = findUserAuth(db, form.account)
    const locked = () =>
      new PlatformError('UC/ACCOUNT_LOCKED', '密码错误次数过多，账户已被锁定，请15分钟后再试')
    if (!user) throw new PlatformError('UC/LOGIN_FAILED', '用户名或密码错误')
    if (user.lockedUntil > now) throw locked()
    if (!verifyPassword(password, user.passwordHash)) {
      if (recordLoginFailure(db, user.userId, LOGIN_LOCK.failures, now + LOGIN_LOCK.durationMs))
        throw locked()
      throw new PlatformError('UC/LOGIN_FAILED', '用户名或密码错误')
    }
    const resetMessage = passwordResetMessage(db, user.userId)
    if (resetMessage) throw new PlatformError('UC/RESET_PASSWORD', resetMessage)
    clearLoginFailures(db, user.userId)
    const remember = form.remember === '1' || form.remember === 'true'
    const token = issueToken(db, user.userId, now, remember ? TOKEN_TTL_MS.remember : TOKEN_TTL_MS.session)
    return ok(c, { token, rebateRatio: findUserProfile(db, user.userId).rebate })
  })

  app.post('/v/user/reg', async (c) => {
    const form = parseFields(registerSchema, await readFields(c))
    const now = clock.now()
    const limit = servedRegisterLimit(db)
    if (form.version !== undefined && form.version !== limit.version) {
      throw new PlatformError('UC/CONFIG_CHANGED', '操作超时！请再试试')
    }
    const password = decodePassword(form.password)
    if (password === undefined) badRequest('password')
    const confirmPassword = decodePassword(form.confirmPassword)
    if (confirmPassword === undefined) badRequest('confirmPassword')

    // The register rules (and their messages) are the domain's, shared with the app's form.
    const checked = validateRegister(
      {
        ...form,
        password,
        password_confirmation: confirmPassword,
        vCode: limit.vCode === 1 ? form.vCode : undefined,
      },
      limit,
      now,
    )
    if (!checked.ok) {
      throw checked.field === 'vCode' ? wrongCaptcha() : invalid(checked.message)
    }
    const values = checked.data
    if (isTaken(db, 'account', form.account)) throw new PlatformError('UC/ACCOUNT_IS_EXIST', '该用户名已存在')
    if (values.intrCode && findIntrCodeAgent(db, values.intrCode) === undefined) {
      throw new PlatformError('UC/INTR_CODE_NOT_EXIST', registerMessages.intrCode.notFound)
    }
    if (limit.vCode === 1 && !captchas.check('reg', form.t, values.vCode, now)) throw wrongCaptcha()

    const userId = insertUser(db, {
      account: form.account,
      passwordHash: hashPassword(password),
      type: 'HY',
      createdAt: now,
      money: limit.sendMenoy,
      fundPwdHash: values.fundPwd ? hashPassword(values.fundPwd) : undefined,
      email: values.email,
      fullName: values.fullName,
      phone: values.phone,
      qq: values.qq,
      weixin: values.weixin,
      birthday: values.birthday,
      intrCode: values.intrCode,
      agentId: values.intrCode ? findIntrCodeAgent(db, values.intrCode) : undefined,
    })
    const token = issueToken(db, userId, now, TOKEN_TTL_MS.session)
    return ok(c, { token, rebateRatio: findUserProfile(db, userId).rebate })
  })

  app.get('/v/user/regTest', (c) => {
    const now = clock.now()
    const userId = insertUser(db, {
      account: nextTrialAccount(db),
      passwordHash: hashPassword(crypto.randomUUID()),
      type: 'TEST',
      createdAt: now,
      money: TRIAL_BALANCE,
    })
    return ok(c, { token: issueToken(db, userId, now, TOKEN_TTL_MS.session) })
  })

  app.get('/v/user/logout', (c) => {
    const token = tokenOf(c)
    if (token) revokeToken(db, token)
    return ok(c, true)
  })

  app.get('/v/vCode', (c) => {
    const key = c.req.query('t')
    const mode = c.req.query('m')
    if (!key || !captchaKeyPattern.test(key)) badRequest('t')
    if (mode !== undefined && mode !== 'reg') badRequest('m')
    const code = captchas.issue(mode === 'reg' ? 'reg' : 'login', key, clock.now())
    return c.body(captchaSvg(code), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'no-store',
    })
  })

  app.get('/v/user/checkUnique', (c) => {
    const field = uniqueFields.find((name) => c.req.query(name) !== undefined)
    const value = field && c.req.query(field)?.trim()
    if (!field || !value || value.length > 100) badRequest(field ?? 'account')
    return ok(c, { field, taken: isTaken(db, field, value) })
  })

  app.post('/v/user/check/cashPassword', async (c) => {
    const user = requireUser(db, clock, c)
    const { cashPassword } = parseFields(
      z.object({ cashPassword: z.string().regex(/^\d{1,32}$/) }),
      await readFields(c),
    )
    const stored = findUserProfile(db, user.userId).fundPwdHash
    if (!stored) throw new PlatformError('UC/CASH_PASSWORD_NULL', '请先设置取款密码')
    if (!verifyPassword(cashPassword, stored))
      throw new PlatformError('UC/CASH_PASSWORD_ERROR', '交易密码输入错误！')
    return ok(c, true)
  })

  if (options.testHooks) {
    app.get('/__test__/vcode', (c) => {
      const key = c.req.query('key') ?? ''
      const code = captchas.peek(c.req.query('kind') === 'reg' ? 'reg' : 'login', key)
      if (!code) throw new PlatformError('SYS/NOT_FOUND', '验证码不存在')
      return ok(c, { code })
    })
    app.post('/__test__/config', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { key?: unknown; value?: unknown }
      const known = Object.values(configKeys) as string[]
      if (typeof body.key !== 'string' || !known.includes(body.key) || body.value === undefined)
        badRequest('key')
      setConfig(db, body.key, body.value)
      return ok(c, true)
    })
  }
  return app
}

/** Static limit JSONs at the host root (`/sys-upload/data/json/{login,register,withdraw}_limit.json`). */
export function staticAuthRoutes(db: Db) {
  const app = new Hono()
  app.get('/sys-upload/data/json/login_limit.json', (c) => ok(c, requireConfig(db, configKeys.loginLimit)))
  app.get('/sys-upload/data/json/register_limit.json', (c) => ok(c, servedRegisterLimit(db)))
  app.get('/sys-upload/data/json/withdraw_limit.json', (c) =>
    ok(c, requireConfig(db, configKeys.withdrawLimit)),
  )
  return app
}

import {
  type configurableRegisterFields,
  passwordChangeError,
  registerMessages,
  validateRegister,
  yuanToFen,
} from '@liuhe/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import { captchaKeyPattern, captchaSvg, createCaptchaStore } from '../auth/captcha'
import { signedIn, tokenOf } from '../auth/currentUser'
import { decodePassword, dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords'
import { createSliderStore } from '../auth/slider'
import { createKeyedQueue } from '../chat/queue'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import { InvalidInputError, NotFoundError, RefusedError } from '../errors'
import { flag } from '../http/fields'
import { formAccount, type RateLimiter, rateLimit } from '../http/rateLimit'
import { validate } from '../http/validate'
import type { Stores } from '../store'
import { type ConfigStore, configKeys, configVersion } from '../store/config'
import { TOKEN_TTL_MS, uniqueColumns } from '../store/user'
import { checkCashPassword } from '../wallet/withdraw'

/** Consecutive wrong passwords that lock an account, and for how long. */
export const LOGIN_LOCK = { failures: 5, durationMs: 15 * 60_000 } as const
/** Balance of a fresh trial account. */
export const TRIAL_BALANCE = 2000

/** Login-limit config: `vCode` 1 means the login form needs a captcha. */
export interface LoginLimit {
  vCode: 0 | 1
}

/** Register-limit config as stored (the served JSON adds `version`). */
export interface RegisterLimit extends Record<(typeof configurableRegisterFields)[number], 0 | 1> {
  vCode: 0 | 1
  sendMenoy: number
  userAccountMessage: string
  wechatPlaceholder: string
}

/** The register-limit config as served: the stored flags plus a version that changes with them. */
export async function servedRegisterLimit(config: ConfigStore) {
  const limit = await config.requireConfig<RegisterLimit>(configKeys.registerLimit)
  return { ...limit, version: configVersion(limit) }
}

const text = (max: number) => z.string().max(max)

const loginSchema = z.object({
  account: text(64).trim().min(1),
  password: text(200).min(1),
  remember: flag.optional(),
  version: text(32).optional(),
  valiCode: text(16).optional(),
  /** The slider captcha's ticket (captcha style 3). */
  captchaTicket: text(64).optional(),
  t: text(64).optional(),
})

const sliderQuery = z.object({ t: z.string().regex(captchaKeyPattern) })
const sliderAnswer = z.object({
  t: z.string().regex(captchaKeyPattern),
  x: z.coerce.number().int().min(0).max(1000).optional(),
  /** The automatic pass after 3 consecutive wrong answers. */
  auto: z.literal('1').optional(),
})

const resetPasswordSchema = z.object({
  account: text(64).trim().min(1),
  oldPassword: text(200).min(1),
  newPassword: text(200).min(1),
  confirmPassword: text(200).min(1),
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

/** The first of the unique fields the query names, with its trimmed value (1–100 characters). */
const uniqueQuery = z
  .object(Object.fromEntries(uniqueColumns.map((name) => [name, z.string().optional()])))
  .transform((query, ctx) => {
    const field = uniqueColumns.find((name) => query[name] !== undefined)
    const value = field && query[field]?.trim()
    if (field && value && value.length <= 100) return { field, value }
    ctx.addIssue({ code: 'custom', path: [field ?? 'account'], message: 'one unique field' })
    return z.NEVER
  })

const captchaQuery = z.object({ t: z.string().regex(captchaKeyPattern), m: z.literal('reg').optional() })

const invalid = (msg: string) => new RefusedError('UC/PARAM_INVALID', msg)
const wrongCaptcha = () => new RefusedError('UC/VCODE_ERROR', '验证码不正确')

/** A base64 password field as text, or a 400 naming the field. */
function passwordOf(encoded: string, field: string): string {
  const password = decodePassword(encoded)
  if (password === undefined) throw new InvalidInputError(field)
  return password
}

/**
 * Auth routes under the API prefix: login, register, trial, logout, captcha, unique and cash-password checks.
 * Login (per IP and per account), register, trial and captcha images are rate-limited (`http/rateLimit.ts`).
 */
export function authRoutes(
  stores: Stores,
  clock: Clock,
  options: {
    testHooks?: boolean
    limiter: RateLimiter
    /**
     * Called once a member's tokens were revoked (logout, password reset): closes its chat sockets, awaited
     * before the answer (platform.ts logs its failure).
     */
    sessionsEnded?: (userId: number) => void | Promise<void>
  },
) {
  const { config, users } = stores
  const { limiter } = options
  const app = new Hono()
  const captchas = createCaptchaStore(stores.challenges)
  const sliders = createSliderStore(stores.challenges)
  /** `sys_config.vcode_style` of config.json: '3' is the popup slider captcha instead of the image code. */
  const sliderStyle = async () =>
    String(
      (await config.getConfig<{ sys_config?: { vcode_style?: unknown } }>(configKeys.config))?.sys_config
        ?.vcode_style,
    ) === '3'
  /** Whether a login form passes the captcha the login limit asks for (image code, or slider ticket). */
  const loginCaptchaPasses = async (
    form: { t?: string; valiCode?: string; captchaTicket?: string },
    now: number,
  ) =>
    (await sliderStyle())
      ? sliders.redeem(form.t, form.captchaTicket, now)
      : captchas.check('login', form.t, form.valiCode, now)

  /**
   * The attempts of one login name (lower-cased) in this process, one after another, as when they were
   * synchronous: each sees the lock the one before it set, so no more than `LOGIN_LOCK.failures` passwords
   * are tried before the lock ({@link passwordHolder}).
   */
  const inNameOrder = createKeyedQueue<string>()
  /**
   * The account a login name and password open, or the refusal. A name that belongs to no account is
   * answered as a real one would be: its wrong passwords are counted in the database and lock it the same
   * way (`login_name_failures`), and its password is hashed against a dummy hash, so neither the answers nor
   * the work tell the two apart. While locked, nothing is hashed for either. Runs in {@link inNameOrder}.
   */
  const passwordHolder = (account: string, password: string, now: number, wrongMessage: string) =>
    inNameOrder(account.toLowerCase(), () => checkedHolder(account, password, now, wrongMessage))
  /** {@link passwordHolder}'s check, out of order. */
  const checkedHolder = async (account: string, password: string, now: number, wrongMessage: string) => {
    const user = await users.findUserAuth(account)
    const locked = () =>
      new RefusedError('UC/ACCOUNT_LOCKED', '密码错误次数过多，账户已被锁定，请15分钟后再试')
    const lockedUntil = user ? user.lockedUntil : await stores.guessLocks.loginNameLockedUntil(account)
    if (lockedUntil > now) throw locked()
    const matches = verifyPassword(password, user?.passwordHash ?? dummyPasswordHash())
    if (user && matches) return user
    const until = now + LOGIN_LOCK.durationMs
    const nowLocked = user
      ? await users.recordLoginFailure(user.userId, LOGIN_LOCK.failures, until)
      : await stores.guessLocks.recordLoginNameFailure(account, LOGIN_LOCK.failures, until)
    if (nowLocked) throw locked()
    throw new RefusedError('UC/LOGIN_FAILED', wrongMessage)
  }

  app.post(
    '/v/user/login',
    rateLimit(limiter, 'login', formAccount),
    validate('form', loginSchema),
    async (c) => {
      const form = c.req.valid('form')
      const now = clock.now()
      const limit = await config.requireConfig<LoginLimit>(configKeys.loginLimit)
      const password = passwordOf(form.password, 'password')
      if (limit.vCode === 1 && !(await loginCaptchaPasses(form, now))) throw wrongCaptcha()
      const user = await passwordHolder(form.account, password, now, '用户名或密码错误')
      const resetMessage = await users.passwordResetMessage(user.userId)
      if (resetMessage) throw new RefusedError('UC/RESET_PASSWORD', resetMessage)
      await users.clearLoginFailures(user.userId)
      const token = await users.issueToken(
        user.userId,
        now,
        form.remember ? TOKEN_TTL_MS.remember : TOKEN_TTL_MS.session,
      )
      return ok(c, { token, rebateRatio: (await users.findUserProfile(user.userId)).rebate })
    },
  )

  // Sets a new login password by account and current password, without a session: the way out for an
  // account flagged for a reset (its login answers UC/RESET_PASSWORD). Wrong passwords count towards the
  // same lock as login's, and the login captcha applies when login asks for one.
  app.post('/api/user/updatePasswordByAccount', validate('form', resetPasswordSchema), async (c) => {
    const form = c.req.valid('form')
    const now = clock.now()
    const limit = await config.requireConfig<LoginLimit>(configKeys.loginLimit)
    const change = {
      account: form.account,
      oldPassword: passwordOf(form.oldPassword, 'oldPassword'),
      newPassword: passwordOf(form.newPassword, 'newPassword'),
      confirmPassword: passwordOf(form.confirmPassword, 'confirmPassword'),
    }
    if (limit.vCode === 1 && !(await captchas.check('login', form.t, form.valiCode, now)))
      throw wrongCaptcha()
    const problem = passwordChangeError(change)
    if (problem) throw invalid(problem)
    const user = await passwordHolder(form.account, change.oldPassword, now, '用户名或原密码错误')
    const hash = hashPassword(change.newPassword)
    const revoked = await stores.transaction(async (tx) => {
      await tx.account.setPasswordHash(user.userId, hash)
      await tx.account.clearPasswordReset(user.userId)
      await tx.users.clearLoginFailures(user.userId)
      return tx.account.revokeAllTokens(user.userId)
    })
    await options.sessionsEnded?.(user.userId)
    return ok(c, { revokedSessions: revoked })
  })

  app.post('/v/user/reg', rateLimit(limiter, 'register'), validate('form', registerSchema), async (c) => {
    const form = c.req.valid('form')
    const now = clock.now()
    const limit = await servedRegisterLimit(config)
    if (form.version !== undefined && form.version !== limit.version) {
      throw new RefusedError('UC/CONFIG_CHANGED', '操作超时！请再试试')
    }
    const password = passwordOf(form.password, 'password')
    const confirmPassword = passwordOf(form.confirmPassword, 'confirmPassword')

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
    const accountTaken = () => new RefusedError('UC/ACCOUNT_IS_EXIST', '该用户名已存在')
    if (await users.isTaken('account', form.account)) throw accountTaken()
    // A promotion code makes the new member the sub-user of the agent it belongs to (a registration
    // link's code also gives the link's account type and rebate).
    // A code arrives with a registration link even when the config hides the field: it is looked up too.
    const intrCode = values.intrCode || form.intrCode?.trim() || undefined
    const promotion = intrCode ? await users.findPromotion(intrCode) : undefined
    if (intrCode && promotion === undefined) {
      throw new RefusedError('UC/INTR_CODE_NOT_EXIST', registerMessages.intrCode.notFound)
    }
    if (limit.vCode === 1 && !(await captchas.check('reg', form.t, values.vCode, now))) throw wrongCaptcha()

    // Hashed before the transaction, which awaits store work only (docs/platform.md, "Storage engines").
    const passwordHash = hashPassword(password)
    const fundPwdHash = values.fundPwd ? hashPassword(values.fundPwd) : undefined
    const userId = await stores.transaction(async (tx) => {
      // Checked again under the lock: another registration of the name (in any ASCII case) may have been
      // stored since the check above.
      await tx.users.lockUniqueValues()
      if (await tx.users.isTaken('account', form.account)) throw accountTaken()
      const id = await tx.users.insertUser({
        account: form.account,
        passwordHash,
        type: 'HY',
        createdAt: now,
        fundPwdHash,
        email: values.email,
        fullName: values.fullName,
        phone: values.phone,
        qq: values.qq,
        weixin: values.weixin,
        birthday: values.birthday,
        intrCode,
        agentId: promotion?.agentId,
        isDl: promotion?.isDl,
        rebate: promotion?.rebate,
      })
      // The new-member bonus of the register config, as the account's first ledger row.
      await tx.wallet.post({
        userId: id,
        type: 'registerGift',
        amountFen: yuanToFen(limit.sendMenoy),
        at: now,
      })
      return id
    })
    const token = await users.issueToken(userId, now, TOKEN_TTL_MS.session)
    return ok(c, { token, rebateRatio: (await users.findUserProfile(userId)).rebate })
  })

  app.get('/v/user/regTest', rateLimit(limiter, 'register'), async (c) => {
    const now = clock.now()
    const passwordHash = hashPassword(crypto.randomUUID())
    const userId = await stores.transaction(async (tx) => {
      // The name is free under the lock till the insert commits (`lockUniqueValues`).
      await tx.users.lockUniqueValues()
      const id = await tx.users.insertUser({
        account: await tx.users.nextTrialAccount(),
        passwordHash,
        type: 'TEST',
        createdAt: now,
      })
      // Trial accounts play the product's own games with this play money.
      await tx.wallet.post({ userId: id, type: 'trialGift', amountFen: yuanToFen(TRIAL_BALANCE), at: now })
      return id
    })
    return ok(c, { token: await users.issueToken(userId, now, TOKEN_TTL_MS.session) })
  })

  app.get('/v/user/logout', async (c) => {
    const token = tokenOf(c)
    const user = token ? await users.findUserByToken(token, clock.now()) : undefined
    if (token) await users.revokeToken(token)
    if (user) await options.sessionsEnded?.(user.userId)
    return ok(c, true)
  })

  app.get('/v/vCode', rateLimit(limiter, 'captcha'), validate('query', captchaQuery), async (c) => {
    const { t: key, m: mode } = c.req.valid('query')
    const code = await captchas.issue(mode ?? 'login', key, clock.now())
    return c.body(captchaSvg(code), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'no-store',
    })
  })

  // Captcha style 3: the slider challenge (a server-drawn background with a gap at a secret x) and its
  // check, which gives a single-use ticket for login; after 3 consecutive wrong answers `auto=1` passes.
  app.get('/v/captcha/slider', rateLimit(limiter, 'captcha'), validate('query', sliderQuery), async (c) =>
    ok(c, await sliders.issue(c.req.valid('query').t, clock.now())),
  )
  app.post(
    '/v/captcha/slider/verify',
    rateLimit(limiter, 'captcha'),
    validate('form', sliderAnswer),
    async (c) => {
      const { t: key, x, auto } = c.req.valid('form')
      const now = clock.now()
      const ticket = auto
        ? await sliders.autoPass(key, now)
        : x === undefined
          ? null
          : await sliders.verify(key, x, now)
      if (!ticket) throw wrongCaptcha()
      return ok(c, { ticket, auto: !!auto })
    },
  )

  app.get('/v/user/checkUnique', validate('query', uniqueQuery), async (c) => {
    const { field, value } = c.req.valid('query')
    return ok(c, { field, taken: await users.isTaken(field, value) })
  })

  // The app sends the cash password in the query of this POST.
  app.post(
    '/v/user/check/cashPassword',
    signedIn(users, clock),
    validate('query', z.object({ cashPassword: z.string().regex(/^\d{1,32}$/) })),
    async (c) => {
      await checkCashPassword(stores, c.var.user, c.req.valid('query').cashPassword, clock.now())
      return ok(c, true)
    },
  )

  if (options.testHooks) {
    const hookQuery = z.object({ kind: z.string().optional(), key: z.string().default('') })
    app.get('/__test__/vcode', validate('query', hookQuery), async (c) => {
      const { kind, key } = c.req.valid('query')
      const code = await captchas.peek(kind === 'reg' ? 'reg' : 'login', key)
      if (!code) throw new NotFoundError('验证码不存在')
      return ok(c, { code })
    })
    app.get('/__test__/slider', validate('query', hookQuery), async (c) => {
      const x = await sliders.peek(c.req.valid('query').key)
      if (x === undefined) throw new NotFoundError('验证码不存在')
      return ok(c, { x })
    })
    const configBody = z.object({
      key: z.enum(Object.values(configKeys)),
      value: z.unknown().refine((value) => value !== undefined),
    })
    app.post('/__test__/config', validate('json', configBody), async (c) => {
      const { key, value } = c.req.valid('json')
      await config.setConfig(key, value)
      return ok(c, true)
    })
  }
  return app
}

/** Static limit JSONs at the host root (`/sys-upload/data/json/{login,register,withdraw}_limit.json`). */
export function staticAuthRoutes({ config }: Stores) {
  const app = new Hono()
  app.get('/sys-upload/data/json/login_limit.json', async (c) =>
    ok(c, await config.requireConfig(configKeys.loginLimit)),
  )
  app.get('/sys-upload/data/json/register_limit.json', async (c) => ok(c, await servedRegisterLimit(config)))
  app.get('/sys-upload/data/json/withdraw_limit.json', async (c) =>
    ok(c, await config.requireConfig(configKeys.withdrawLimit)),
  )
  return app
}

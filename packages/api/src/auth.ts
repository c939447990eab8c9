import { z } from 'zod'
import { encodePassword } from './crypto'
import type { Http } from './http'

/** Captcha purposes: the login form or the register form. */
export type CaptchaKind = 'login' | 'reg'

/** A token answer of login and register. */
export const sessionSchema = z.object({ token: z.string().min(1), rebateRatio: z.number().optional() })
/** A token answer of login and register. */
export type Session = z.infer<typeof sessionSchema>

const flag = z.union([z.literal(0), z.literal(1), z.literal(2)])

/** Login-limit config: `vCode` 1 means the login form needs a captcha. */
export const loginLimitSchema = z.object({ vCode: z.union([z.literal(0), z.literal(1)]) })
/** Login-limit config. */
export type LoginLimit = z.infer<typeof loginLimitSchema>

/** Register-limit config: per-field flags (0 hidden, 1 required, 2 optional), bonus, texts and a version. */
export const registerLimitSchema = z.object({
  birthday: flag,
  email: flag,
  fullName: flag,
  fundPwd: flag,
  intrCode: flag,
  qq: flag,
  weixin: flag,
  phone: flag,
  vCode: z.union([z.literal(0), z.literal(1)]),
  /** New-user bonus credited on registration. */
  sendMenoy: z.number(),
  userAccountMessage: z.string(),
  wechatPlaceholder: z.string(),
  /** Changes whenever the config changes; send it back with the register call. */
  version: z.string(),
})
/** Register-limit config. */
export type RegisterLimit = z.infer<typeof registerLimitSchema>

/** Withdraw limits. */
export const withdrawLimitSchema = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyTimes: z.number(),
  dailyMaxAmount: z.number(),
  feeRate: z.number(),
  usdtMinAmount: z.number(),
})
/** Withdraw limits. */
export type WithdrawLimit = z.infer<typeof withdrawLimitSchema>

/** Login form. */
export interface LoginInput {
  account: string
  /** Plain password; encoded with {@link encodePassword} before sending. */
  password: string
  remember?: boolean
  /** Register-/login-limit version the form was built with. */
  version?: string
  /** The captcha answer when the login limit asks for one. */
  valiCode?: string
  /** The key the captcha image was fetched with ({@link captchaUrl}). */
  captchaKey?: string
  /** Captcha style 3: the ticket of the slider captcha solved with `captchaKey` ({@link verifySlider}). */
  captchaTicket?: string
}

/** A slider captcha challenge (captcha style 3): the background with its gap (SVG) and the piece's row. */
export const sliderChallengeSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  piece: z.number().int(),
  y: z.number().int(),
  image: z.string(),
})
/** A slider captcha challenge. */
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>

const sliderTicketSchema = z.object({ ticket: z.string().min(1), auto: z.boolean() })
/** The ticket a solved (or automatically passed) slider captcha gives. */
export type SliderTicket = z.infer<typeof sliderTicketSchema>

/** Register form: account and passwords plus the fields the register-limit config shows. */
export interface RegisterInput {
  account: string
  password: string
  confirmPassword: string
  /** The `version` of the register-limit config the form was built from. */
  version?: string
  birthday?: string
  email?: string
  fullName?: string
  fundPwd?: string
  intrCode?: string
  qq?: string
  weixin?: string
  phone?: string
  vCode?: string
  captchaKey?: string
}

/** Fields that `checkUnique` can test. */
export type UniqueField = 'account' | 'email' | 'phone' | 'qq' | 'weixin'

const uniqueSchema = z.object({ field: z.string(), taken: z.boolean() })

/** A fresh random captcha key (6–64 of `[A-Za-z0-9_-]`), to keep in the caller's session. */
export function createCaptchaKey(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

/** Auth calls: login, register, trial, logout, captcha, unique checks, limits. */
export function authApi(http: Http) {
  const origin = http.options.origin.replace(/\/$/, '')
  return {
    /** `POST /v/user/login` (form): a token; errors UC/LOGIN_FAILED, UC/ACCOUNT_LOCKED, UC/RESET_PASSWORD, UC/VCODE_ERROR. */
    async login(input: LoginInput): Promise<Session> {
      const { data } = await http.request({
        path: '/v/user/login',
        form: {
          account: input.account.trim(),
          password: encodePassword(input.password),
          remember: input.remember ? 1 : 0,
          version: input.version,
          valiCode: input.valiCode,
          captchaTicket: input.captchaTicket,
          t: input.captchaKey,
        },
        schema: sessionSchema,
      })
      return data
    },
    /** `GET /v/captcha/slider?t={key}`: a new slider challenge bound to the key (replacing an earlier one). */
    async sliderChallenge(key: string): Promise<SliderChallenge> {
      return (
        await http.request({ path: '/v/captcha/slider', query: { t: key }, schema: sliderChallengeSchema })
      ).data
    },
    /**
     * `POST /v/captcha/slider/verify`: checks the piece's position (`x`, image pixels) once and gives the
     * login ticket; UC/VCODE_ERROR when wrong. `'auto'` asks for the automatic pass, granted after 3
     * consecutive wrong answers of the key.
     */
    async verifySlider(key: string, answer: number | 'auto'): Promise<SliderTicket> {
      const form = answer === 'auto' ? { t: key, auto: '1' } : { t: key, x: Math.round(answer) }
      return (await http.request({ path: '/v/captcha/slider/verify', form, schema: sliderTicketSchema })).data
    },
    /**
     * `POST /api/user/updatePasswordByAccount` (form, passwords encoded like login's; no session): sets a new
     * login password by account and current password, lifts a password-reset flag and signs every device
     * out. Errors as login's (UC/LOGIN_FAILED, UC/ACCOUNT_LOCKED, UC/VCODE_ERROR) plus UC/PARAM_INVALID with
     * the register rules' message.
     */
    async resetPassword(input: {
      account: string
      oldPassword: string
      newPassword: string
      confirmPassword: string
      valiCode?: string | undefined
      captchaKey?: string | undefined
    }): Promise<{ revokedSessions: number }> {
      const { data } = await http.request({
        method: 'POST',
        path: '/api/user/updatePasswordByAccount',
        form: {
          account: input.account.trim(),
          oldPassword: encodePassword(input.oldPassword),
          newPassword: encodePassword(input.newPassword),
          confirmPassword: encodePassword(input.confirmPassword),
          valiCode: input.valiCode,
          t: input.captchaKey,
        },
        schema: z.object({ revokedSessions: z.number().int() }),
      })
      return data
    },
    /** `POST /v/user/reg` (form): a token; the first failing field's message comes back as an error. */
    async register(input: RegisterInput): Promise<Session> {
      const { captchaKey, password, confirmPassword, ...fields } = input
      const { data } = await http.request({
        path: '/v/user/reg',
        form: {
          ...fields,
          password: encodePassword(password),
          confirmPassword: encodePassword(confirmPassword),
          t: captchaKey,
        },
        schema: sessionSchema,
      })
      return data
    },
    /** `GET /v/user/regTest`: the token of a new trial (TEST) account. */
    async registerTrial(): Promise<Session> {
      return (await http.request({ path: '/v/user/regTest', schema: sessionSchema })).data
    },
    /** `GET /v/user/logout`: revokes this client's token. */
    async logout(): Promise<void> {
      await http.request({ path: '/v/user/logout', schema: z.literal(true) })
    },
    /**
     * URL of a captcha image (`GET /v/vCode?t={key}`, `&m=reg` for the register form). The code is bound to
     * `key`: pass the same key as `captchaKey` to login/register. Each image replaces the key's earlier code.
     */
    captchaUrl(kind: CaptchaKind, key: string): string {
      return `${origin}/app-api/v/vCode?${kind === 'reg' ? 'm=reg&' : ''}t=${encodeURIComponent(key)}`
    },
    /** `GET /v/user/checkUnique?{field}={value}`: whether the value is already used. */
    async checkUnique(field: UniqueField, value: string): Promise<boolean> {
      const { data } = await http.request({
        path: '/v/user/checkUnique',
        query: { [field]: value },
        schema: uniqueSchema,
      })
      return data.taken
    },
    /** `POST /v/user/check/cashPassword?cashPassword=`: resolves when right; UC/CASH_PASSWORD_ERROR or _NULL otherwise. */
    async checkCashPassword(cashPassword: string): Promise<void> {
      await http.request({
        method: 'POST',
        path: '/v/user/check/cashPassword',
        query: { cashPassword },
        schema: z.literal(true),
      })
    },
    /** Static `/sys-upload/data/json/login_limit.json`. */
    async loginLimit(): Promise<LoginLimit> {
      const query = { _t: Date.now() }
      const spec = {
        path: '/sys-upload/data/json/login_limit.json',
        base: 'root',
        encryptable: true,
        query,
      } as const
      return (await http.request({ ...spec, schema: loginLimitSchema })).data
    },
    /** Static `/sys-upload/data/json/register_limit.json`. */
    async registerLimit(): Promise<RegisterLimit> {
      const query = { _t: Date.now() }
      const spec = {
        path: '/sys-upload/data/json/register_limit.json',
        base: 'root',
        encryptable: true,
        query,
      } as const
      return (await http.request({ ...spec, schema: registerLimitSchema })).data
    },
    /** Static `/sys-upload/data/json/withdraw_limit.json`. */
    async withdrawLimit(): Promise<WithdrawLimit> {
      const query = { _t: Date.now() }
      const spec = {
        path: '/sys-upload/data/json/withdraw_limit.json',
        base: 'root',
        encryptable: true,
        query,
      } as const
      return (await http.request({ ...spec, schema: withdrawLimitSchema })).data
    },
  }
}

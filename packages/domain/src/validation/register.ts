import { z } from 'zod'
import { formatDate } from '../time/dates'

/** The register form's fields, in the order the form shows them. */
export const registerFieldNames = [
  'account',
  'password',
  'password_confirmation',
  'birthday',
  'email',
  'fullName',
  'fundPwd',
  'intrCode',
  'qq',
  'weixin',
  'phone',
  'vCode',
] as const
/** One register field. */
export type RegisterField = (typeof registerFieldNames)[number]

/** Fields that are always shown and required, whatever the server's register-limit config says. */
export const alwaysRequiredRegisterFields: readonly RegisterField[] = [
  'account',
  'password',
  'password_confirmation',
]

/** Fields the server's register-limit config shows or hides (0 hidden, 1 required, 2 optional). */
export const configurableRegisterFields = [
  'birthday',
  'email',
  'fullName',
  'fundPwd',
  'intrCode',
  'qq',
  'weixin',
  'phone',
] as const satisfies readonly RegisterField[]
/** A register field the config switches. */
export type ConfigurableRegisterField = (typeof configurableRegisterFields)[number]

/**
 * The withdrawal label that prefixes the fundPwd messages (密码必须为4位数字 and 密码不能为空 are prefixed with
 * the withdrawal label): 取款 + 密码必须为4位数字 reads 取款密码必须为4位数字.
 */
export const WITHDRAWAL_PASSWORD_LABEL = '取款'

/** The messages of section 5, by field: `invalid` for a bad value, `empty` for a missing required value. */
export const registerMessages = {
  account: {
    invalid: '用户名必须是字母开头的6-15位的字母或者数字',
    empty: '用户名必须是字母开头的6-15位的字母或者数字',
  },
  password: {
    invalid: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
    empty: '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
    sameAsAccount: '为了您的账户安全，请勿使用与用户名相同的密码。',
  },
  password_confirmation: { invalid: '登录密码与确认密码不一致', empty: '登录密码与确认密码不一致' },
  birthday: { invalid: '请输入您的出生日期', empty: '请输入您的出生日期' },
  email: { invalid: '邮箱地址格式不正确', empty: '邮箱地址不能为空' },
  fullName: { invalid: '请输入正确您的中文姓名', empty: '真实姓名不能为空' },
  fundPwd: {
    invalid: `${WITHDRAWAL_PASSWORD_LABEL}密码必须为4位数字`,
    empty: `${WITHDRAWAL_PASSWORD_LABEL}密码不能为空`,
  },
  intrCode: { invalid: '推广码不能为空', empty: '推广码不能为空', notFound: '推广码不存在' },
  qq: { invalid: '请输入正确QQ号码', empty: 'QQ号码不能为空' },
  weixin: { invalid: '请输入正确微信账号', empty: '微信账号不能为空' },
  phone: { invalid: '手机号码填写错误', empty: '手机号码不能为空' },
  vCode: { invalid: '验证码不正确', empty: '验证码不正确' },
} as const satisfies Record<RegisterField, { invalid: string; empty: string; [extra: string]: string }>

/** Label and placeholder of each register field, for forms. */
export const registerFields: readonly { name: RegisterField; label: string; placeholder: string }[] = [
  { name: 'account', label: '用户名', placeholder: '请输入用户名' },
  { name: 'password', label: '密码', placeholder: '请输入8-20位密码' },
  { name: 'password_confirmation', label: '确认密码', placeholder: '请再次输入密码' },
  { name: 'birthday', label: '出生日期', placeholder: '请输入您的出生日期' },
  { name: 'email', label: '邮箱', placeholder: '请输入邮箱' },
  { name: 'fullName', label: '真实姓名', placeholder: '请输入真实姓名' },
  { name: 'fundPwd', label: '取款密码', placeholder: '请输入4位数字取款密码' },
  { name: 'intrCode', label: '推广码', placeholder: '请输入推广码' },
  { name: 'qq', label: 'QQ', placeholder: '请输入QQ' },
  { name: 'weixin', label: '微信', placeholder: '请输入微信' },
  { name: 'phone', label: '手机号码', placeholder: '请输入手机号码' },
  { name: 'vCode', label: '验证码', placeholder: '请输入验证码' },
]

/** Register-limit config from the server: per field 0 (hidden) or 1 (required); absent fields are hidden. */
export type RegisterLimitConfig = Partial<Record<RegisterField, number | string | null>>

/** True when the field is shown (and therefore required) under the config. */
export function isRegisterFieldActive(field: RegisterField, config: RegisterLimitConfig): boolean {
  return alwaysRequiredRegisterFields.includes(field) || Number(config[field]) === 1
}

/** Patterns of section 5. */
export const registerPatterns = {
  account: /^[A-Za-z][A-Za-z0-9]{5,14}$/,
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,25}$/,
  birthday: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  fullName: /^[\u4e00-\u9fa5][\u4e00-\u9fa5·•.]{1,14}$/,
  fundPwd: /^\d{4}$/,
  intrCode: /^.+$/,
  qq: /^\d{4,28}$/,
  weixin: /^[A-Za-z0-9]{5,49}$/,
  phone: /^1[3-9]\d{9}$/,
  vCode: /^.+$/,
} as const

/** Register values as typed (strings; phone spaces and surrounding blanks are removed before checking). */
export type RegisterValues = Partial<Record<RegisterField, string | null | undefined>>

function normalise(field: RegisterField, value: string | null | undefined): string {
  const text = value ?? ''
  if (field === 'phone') return text.replace(/\s+/g, '')
  if (field === 'password' || field === 'password_confirmation' || field === 'fundPwd') return text
  return text.trim()
}

/** The first problem with one field's value, given all values (for the cross-field rules), or undefined. */
function fieldError(
  field: RegisterField,
  values: RegisterValues,
  nowMs: number | undefined,
): string | undefined {
  const value = normalise(field, values[field])
  const messages = registerMessages[field]
  if (value === '') return messages.empty
  if (field === 'password_confirmation')
    return value === (values.password ?? '') ? undefined : messages.invalid
  if (!registerPatterns[field].test(value)) return messages.invalid
  if (field === 'password' && value === normalise('account', values.account)) {
    return registerMessages.password.sameAsAccount
  }
  if (field === 'birthday') {
    const valid = formatDate(Date.parse(`${value}T00:00:00+08:00`), 'YYYY-MM-DD') === value
    if (!valid || (nowMs !== undefined && value > formatDate(nowMs, 'YYYY-MM-DD'))) return messages.invalid
  }
  return undefined
}

/** Cleaned register data: the active fields only, normalised. */
export type RegisterData = Partial<Record<RegisterField, string>>

/**
 * Outcome of {@link validateRegister}: the data, or the first failing field and its message, with every failing
 * field's message in form order (`errors`) for a form that shows them all at once.
 */
export type RegisterResult =
  | { ok: true; data: RegisterData }
  | {
      ok: false
      field: RegisterField
      message: string
      errors: Partial<Record<RegisterField, string>>
    }

/**
 * Validates a register form against the server's register-limit config. Hidden fields are ignored and
 * dropped; the first failing field, in form order, is reported with its message (`field`, `message`), and
 * every failing field with its own (`errors`). Pass `nowMs` to refuse birthdays in the future.
 */
export function validateRegister(
  values: RegisterValues,
  config: RegisterLimitConfig,
  nowMs?: number,
): RegisterResult {
  const data: RegisterData = {}
  const errors: Partial<Record<RegisterField, string>> = {}
  let first: { field: RegisterField; message: string } | undefined
  for (const field of registerFieldNames) {
    if (!isRegisterFieldActive(field, config)) continue
    const message = fieldError(field, values, nowMs)
    if (message) {
      errors[field] = message
      first ??= { field, message }
    } else data[field] = normalise(field, values[field])
  }
  return first ? { ok: false, ...first, errors } : { ok: true, data }
}

/**
 * The zod schema of the register form under a config, for forms and the platform: it accepts exactly what
 * {@link validateRegister} accepts, reports the first failing field's message, and outputs the cleaned data.
 */
export function registerSchema(config: RegisterLimitConfig, nowMs?: number) {
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const values: RegisterValues = {}
    for (const field of registerFieldNames) {
      const v = input[field]
      values[field] = typeof v === 'string' ? v : undefined
    }
    const result = validateRegister(values, config, nowMs)
    if (result.ok) return result.data
    ctx.addIssue({ code: 'custom', path: [result.field], message: result.message })
    return z.NEVER
  })
}

/** True when the register button is blocked: config loading, a required field empty, or password = account. */
export function isRegisterBlocked(
  values: RegisterValues,
  config: RegisterLimitConfig,
  configLoading: boolean,
): boolean {
  if (configLoading) return true
  const empty = registerFieldNames.some(
    (f) => isRegisterFieldActive(f, config) && normalise(f, values[f]) === '',
  )
  return empty || normalise('password', values.password) === normalise('account', values.account)
}

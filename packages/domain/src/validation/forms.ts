import { z } from 'zod'

/** Message when the captcha is required and empty (login and register). */
export const CAPTCHA_MESSAGE = '验证码不正确'

/** Login form values as typed. */
export interface LoginValues {
  account?: string | null
  password?: string | null
  valiCode?: string | null
  remember?: boolean
}

/** Login request fields after validation. */
export interface LoginData {
  account: string
  password: string
  remember: boolean
  valiCode?: string
}

/** Outcome of {@link validateLogin}; a blank account or password has no message (the button is disabled). */
export type LoginResult =
  | { ok: true; data: LoginData }
  | { ok: false; field: 'account' | 'password'; message?: undefined }
  | { ok: false; field: 'valiCode'; message: string }

/**
 * Validates the login form: the username must not be blank after trimming and the password not empty
 * (both just keep the button disabled); with `captchaRequired` (login limit vCode = 1) an empty code
 * gives 验证码不正确.
 */
export function validateLogin(values: LoginValues, options: { captchaRequired: boolean }): LoginResult {
  const account = (values.account ?? '').trim()
  const password = values.password ?? ''
  if (account === '') return { ok: false, field: 'account' }
  if (password === '') return { ok: false, field: 'password' }
  const data: LoginData = { account, password, remember: values.remember === true }
  if (!options.captchaRequired) return { ok: true, data }
  const valiCode = (values.valiCode ?? '').trim()
  if (valiCode === '') return { ok: false, field: 'valiCode', message: CAPTCHA_MESSAGE }
  return { ok: true, data: { ...data, valiCode } }
}

/** zod schema of the login form (same rules as {@link validateLogin}). */
export function loginSchema(options: { captchaRequired: boolean }) {
  return z
    .object({
      account: z.string().trim().min(1),
      password: z.string().min(1),
      remember: z.boolean().default(false),
      valiCode: options.captchaRequired
        ? z.string().trim().min(1, CAPTCHA_MESSAGE)
        : z.string().trim().optional(),
    })
    .transform(({ valiCode, ...rest }) => (options.captchaRequired ? { ...rest, valiCode } : rest))
}

/** True when the login button is disabled: blank account, empty password, limits loading or submitting. */
export function isLoginDisabled(
  values: LoginValues,
  state: { loading: boolean; submitting: boolean },
): boolean {
  return (
    state.loading ||
    state.submitting ||
    (values.account ?? '').trim() === '' ||
    (values.password ?? '') === ''
  )
}

/**
 * Message when the withdrawal-password dialog is submitted empty: a request to enter the password, in the
 * wording of its label 取款密码.
 */
export const WITHDRAWAL_PASSWORD_REQUIRED = '请输入取款密码'

/** The withdrawal-password dialog's check: the message when empty, otherwise `undefined`. */
export function withdrawalPasswordError(password: string | null | undefined): string | undefined {
  return (password ?? '') === '' ? WITHDRAWAL_PASSWORD_REQUIRED : undefined
}

/** Message when voting without a selected option. */
export const VOTE_SELECTION_REQUIRED = '请先选择投票内容！'

/** The vote check: the message when no option is selected, otherwise `undefined`. */
export function voteSelectionError(optionId: number | string | null | undefined): string | undefined {
  return optionId === null || optionId === undefined || optionId === '' ? VOTE_SELECTION_REQUIRED : undefined
}

/** Search text as used for matching: trimmed. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '').trim()
}

/** Length of the gallery's masked password input. */
export const PASSWORD_BOX_LENGTH = 4

/** True when all four boxes of the masked password input are filled. */
export function isPasswordBoxComplete(value: string): boolean {
  return [...value].length === PASSWORD_BOX_LENGTH
}

/** After this many consecutive third-party captcha errors the captcha passes automatically. */
export const CAPTCHA_AUTO_PASS_AFTER = 3

/** Shown when the popup captcha passes automatically (docs/product.md, "Forms"). */
export const CAPTCHA_AUTO_PASS_MESSAGE = '验证码错误，已自动验证'

/** `sys_config.vcode_style` of the popup (slider) captcha that replaces the image code when set. */
export const POPUP_CAPTCHA_STYLE = '3'

/** True when the config's `sys_config.vcode_style` asks for the popup captcha (style 3). */
export function usesPopupCaptcha(vcodeStyle: string | number | null | undefined): boolean {
  return String(vcodeStyle ?? '') === POPUP_CAPTCHA_STYLE
}

/** True when the third-party captcha should pass automatically (3 or more consecutive errors). */
export function captchaAutoPasses(consecutiveErrors: number): boolean {
  return consecutiveErrors >= CAPTCHA_AUTO_PASS_AFTER
}

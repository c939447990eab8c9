import { formatDate } from '../time/dates'
import { registerMessages, registerPatterns } from '../validation/register'

/** The texts of the account pages' refusals that the register rules do not already have. */
export const accountMessages = {
  oldPasswordRequired: '请输入原密码',
  oldPasswordWrong: '原密码错误',
  sameAsOld: '新密码不能与原密码相同',
  oldFundPwdRequired: '请输入原取款密码',
  fundPwdMismatch: '两次输入的取款密码不一致',
  fundPwdSameAsOld: '新取款密码不能与原取款密码相同',
  fullNameLocked: '真实姓名已设置，如需修改请联系客服',
} as const

/** A login-password change as typed (plain text). */
export interface PasswordChange {
  account: string
  oldPassword: string
  newPassword: string
  confirmPassword: string
}

/**
 * The first problem with a login-password change, or `undefined`: the old password is needed; the new one
 * follows the register rules (8–25 characters with a lower-case letter, a capital and a digit, not the
 * account) and must differ from the old one; the confirmation must match. Whether the old password is right
 * is the platform's to check.
 */
export function passwordChangeError(change: PasswordChange): string | undefined {
  if (change.oldPassword === '') return accountMessages.oldPasswordRequired
  if (!registerPatterns.password.test(change.newPassword)) return registerMessages.password.invalid
  if (change.newPassword === change.account.trim()) return registerMessages.password.sameAsAccount
  if (change.confirmPassword !== change.newPassword) return registerMessages.password_confirmation.invalid
  if (change.newPassword === change.oldPassword) return accountMessages.sameAsOld
  return undefined
}

/** A withdrawal-password change as typed; `oldFundPwd` is needed only when one is set. */
export interface FundPasswordChange {
  hasPassword: boolean
  oldFundPwd?: string | undefined
  fundPwd: string
  confirmFundPwd?: string | undefined
}

/**
 * The first problem with setting or changing the withdrawal password, or `undefined`: the old one when one
 * is set, then exactly 4 digits (the register form's messages), a matching confirmation when one is sent,
 * and a new password that differs from the old one.
 */
export function fundPasswordChangeError(change: FundPasswordChange): string | undefined {
  const old = change.oldFundPwd ?? ''
  if (change.hasPassword && old === '') return accountMessages.oldFundPwdRequired
  if (change.fundPwd === '') return registerMessages.fundPwd.empty
  if (!registerPatterns.fundPwd.test(change.fundPwd)) return registerMessages.fundPwd.invalid
  if (change.confirmFundPwd !== undefined && change.confirmFundPwd !== change.fundPwd) {
    return accountMessages.fundPwdMismatch
  }
  if (change.hasPassword && change.fundPwd === old) return accountMessages.fundPwdSameAsOld
  return undefined
}

/** The personal details a member may edit, with the register form's rules. */
export const userInfoFields = ['fullName', 'email', 'phone', 'qq', 'weixin', 'birthday'] as const
/** One editable personal detail. */
export type UserInfoField = (typeof userInfoFields)[number]

/**
 * The problem with one personal detail, or `undefined` (phone spaces and surrounding blanks are ignored):
 * the register form's pattern and message, and no birthday after today.
 */
export function userInfoFieldError(field: UserInfoField, value: string, nowMs: number): string | undefined {
  const text = normalizeUserInfo(field, value)
  const messages = registerMessages[field]
  if (text === '') return messages.empty
  if (!registerPatterns[field].test(text)) return messages.invalid
  if (field === 'birthday') {
    const real = formatDate(Date.parse(`${text}T00:00:00+08:00`), 'YYYY-MM-DD') === text
    if (!real || text > formatDate(nowMs, 'YYYY-MM-DD')) return messages.invalid
  }
  return undefined
}

/** A personal detail as stored: trimmed, a phone number without spaces. */
export function normalizeUserInfo(field: UserInfoField, value: string): string {
  return field === 'phone' ? value.replace(/\s+/g, '') : value.trim()
}

/** The chat theme colours a member may pick; the first is the default. */
export const chatThemeColors = [
  { id: 1, color: '#fafafa', name: '默认' },
  { id: 2, color: '#fde8e8', name: '胭脂' },
  { id: 3, color: '#fff4e0', name: '暖阳' },
  { id: 4, color: '#fffbe0', name: '柠檬' },
  { id: 5, color: '#e6f7ea', name: '薄荷' },
  { id: 6, color: '#e3f2fd', name: '天空' },
  { id: 7, color: '#ede7f6', name: '薰衣草' },
  { id: 8, color: '#eceff1', name: '银灰' },
] as const

/** The chat colour shown when a member has chosen none or an unknown one. */
export const DEFAULT_CHAT_THEME_COLOR = '#fafafa'

/** The chat colour to show: the member's when it is one of the options, otherwise the default. */
export function chatThemeColorOf(color: string | null | undefined): string {
  const wanted = (color ?? '').toLowerCase()
  return chatThemeColors.find((c) => c.color === wanted)?.color ?? DEFAULT_CHAT_THEME_COLOR
}

/**
 * The colour of the viewer's own chat bubbles: the chosen option, or `undefined` (the theme's own bubble
 * colour) when the member chose the default, none or an unknown colour.
 */
export function chatBubbleColorOf(color: string | null | undefined): string | undefined {
  const shown = chatThemeColorOf(color)
  return shown === DEFAULT_CHAT_THEME_COLOR ? undefined : shown
}

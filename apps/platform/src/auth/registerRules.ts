/**
 * Server-side register checks with the spec's messages (section 5). `@liuhe/domain` does not export its
 * register schema yet; these follow the same rules so the app's form and the platform agree.
 */

/** Register form fields whose presence the register-limit config controls. */
export const configurableFields = [
  'birthday',
  'email',
  'fullName',
  'fundPwd',
  'intrCode',
  'qq',
  'weixin',
  'phone',
] as const
/** A config-controlled register field. */
export type ConfigurableField = (typeof configurableFields)[number]

/** Flag of a register field: 0 hidden, 1 required, 2 shown but optional. */
export type FieldFlag = 0 | 1 | 2

const WITHDRAW_LABEL = '取款密码'

/** Message when an account name is malformed, or undefined. */
export function checkAccount(account: string): string | undefined {
  return /^[A-Za-z][A-Za-z0-9]{5,14}$/.test(account)
    ? undefined
    : '用户名必须是字母开头的6-15位的字母或者数字'
}

/** Message when a password is too weak, or undefined. */
export function checkPassword(password: string): string | undefined {
  const strong =
    password.length >= 8 &&
    password.length <= 25 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  return strong
    ? undefined
    : '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。'
}

const emptyMessages: Record<ConfigurableField, string> = {
  birthday: '请输入您的出生日期',
  email: '邮箱地址不能为空',
  fullName: '真实姓名不能为空',
  fundPwd: `${WITHDRAW_LABEL}不能为空`,
  intrCode: '推广码不能为空',
  qq: 'QQ号码不能为空',
  weixin: '微信账号不能为空',
  phone: '手机号码不能为空',
}

function isPastOrToday(date: string, todayChina: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return false
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  const valid = parsed.toISOString().slice(0, 10) === date
  return valid && date <= todayChina
}

/** Message when a present value of a config-controlled field is malformed, or undefined. */
export function checkFieldFormat(
  field: ConfigurableField,
  value: string,
  todayChina: string,
): string | undefined {
  switch (field) {
    case 'birthday':
      return isPastOrToday(value, todayChina) ? undefined : '请输入您的出生日期'
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : '邮箱地址格式不正确'
    case 'fullName':
      return /^[\u4e00-\u9fa5][\u4e00-\u9fa5·•.]{1,14}$/.test(value) ? undefined : '请输入正确您的中文姓名'
    case 'fundPwd':
      return /^\d{4}$/.test(value) ? undefined : `${WITHDRAW_LABEL}必须为4位数字`
    case 'intrCode':
      return undefined
    case 'qq':
      return /^\d{4,28}$/.test(value) ? undefined : '请输入正确QQ号码'
    case 'weixin':
      return /^[A-Za-z0-9]{5,49}$/.test(value) ? undefined : '请输入正确微信账号'
    case 'phone':
      return /^1[3-9]\d{9}$/.test(value.replace(/\s+/g, '')) ? undefined : '手机号码填写错误'
  }
}

/** Message when a required field is missing. */
export function emptyMessage(field: ConfigurableField): string {
  return emptyMessages[field]
}

import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  accountMessages,
  chatBubbleColorOf,
  chatThemeColorOf,
  chatThemeColors,
  DEFAULT_CHAT_THEME_COLOR,
  fundPasswordChangeError,
  normalizeUserInfo,
  passwordChangeError,
  userInfoFieldError,
  userInfoFields,
} from './account'

const change = {
  account: 'demo01',
  oldPassword: 'Demo1234',
  newPassword: 'Better123',
  confirmPassword: 'Better123',
}

describe('password changes', () => {
  it('checks the old, the new and the confirmation in order', () => {
    expect(passwordChangeError(change)).toBeUndefined()
    expect(passwordChangeError({ ...change, oldPassword: '' })).toBe('请输入原密码')
    expect(passwordChangeError({ ...change, newPassword: 'short' })).toBe(
      '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
    )
    expect(passwordChangeError({ ...change, account: 'Better123' })).toBe(
      '为了您的账户安全，请勿使用与用户名相同的密码。',
    )
    expect(passwordChangeError({ ...change, confirmPassword: 'Better124' })).toBe('登录密码与确认密码不一致')
    expect(passwordChangeError({ ...change, newPassword: 'Demo1234', confirmPassword: 'Demo1234' })).toBe(
      accountMessages.sameAsOld,
    )
  })

  it('sets or changes a 4-digit withdrawal password', () => {
    expect(fundPasswordChangeError({ hasPassword: false, fundPwd: '1234' })).toBeUndefined()
    expect(fundPasswordChangeError({ hasPassword: false, fundPwd: '' })).toBe('取款密码不能为空')
    expect(fundPasswordChangeError({ hasPassword: false, fundPwd: '12a4' })).toBe('取款密码必须为4位数字')
    expect(fundPasswordChangeError({ hasPassword: false, fundPwd: '1234', confirmFundPwd: '1235' })).toBe(
      '两次输入的取款密码不一致',
    )
    expect(fundPasswordChangeError({ hasPassword: true, fundPwd: '1234' })).toBe('请输入原取款密码')
    expect(fundPasswordChangeError({ hasPassword: true, oldFundPwd: '1234', fundPwd: '1234' })).toBe(
      accountMessages.fundPwdSameAsOld,
    )
    expect(
      fundPasswordChangeError({
        hasPassword: true,
        oldFundPwd: '1234',
        fundPwd: '5678',
        confirmFundPwd: '5678',
      }),
    ).toBeUndefined()
  })
})

describe('personal details', () => {
  const now = fromChinaTime(2026, 5, 1, 12)
  it('follow the register rules and messages', () => {
    expect(userInfoFields.map((f) => userInfoFieldError(f, '', now))).toEqual([
      '真实姓名不能为空',
      '邮箱地址不能为空',
      '手机号码不能为空',
      'QQ号码不能为空',
      '微信账号不能为空',
      '请输入您的出生日期',
    ])
    expect(userInfoFieldError('fullName', ' 张三 ', now)).toBeUndefined()
    expect(userInfoFieldError('email', 'a@b', now)).toBe('邮箱地址格式不正确')
    expect(userInfoFieldError('phone', '138 0013 8000', now)).toBeUndefined()
    expect(normalizeUserInfo('phone', '138 0013 8000')).toBe('13800138000')
    expect(userInfoFieldError('birthday', '1990-02-30', now)).toBe('请输入您的出生日期')
    expect(userInfoFieldError('birthday', '2026-05-02', now)).toBe('请输入您的出生日期')
    expect(userInfoFieldError('birthday', '2026-05-01', now)).toBeUndefined()
  })

  it('offers 8 chat colours with #fafafa as the default', () => {
    expect(chatThemeColors).toHaveLength(8)
    expect(chatThemeColors[0].color).toBe(DEFAULT_CHAT_THEME_COLOR)
    expect(chatThemeColorOf('#E3F2FD')).toBe('#e3f2fd')
    expect(chatThemeColorOf('#123456')).toBe('#fafafa')
    expect(chatThemeColorOf(null)).toBe('#fafafa')
  })

  it('colours own chat bubbles only with a chosen colour other than the default', () => {
    expect(chatBubbleColorOf('#E3F2FD')).toBe('#e3f2fd')
    expect(chatBubbleColorOf('#fafafa')).toBeUndefined()
    expect(chatBubbleColorOf('#123456')).toBeUndefined()
    expect(chatBubbleColorOf(null)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import {
  CAPTCHA_AUTO_PASS_MESSAGE,
  captchaAutoPasses,
  isLoginDisabled,
  isPasswordBoxComplete,
  loginSchema,
  normalizeSearch,
  usesPopupCaptcha,
  validateLogin,
  voteSelectionError,
  withdrawalPasswordError,
} from './forms'

describe('validateLogin', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(validateLogin({ account: ' bob ', password: ' pw ' }, { captchaRequired: false })).toEqual({
      ok: true,
      data: { account: 'bob', password: ' pw ', remember: false },
    })
  })

  it('refuses a blank username or an empty password without a message', () => {
    expect(validateLogin({ account: '   ', password: 'x' }, { captchaRequired: false })).toEqual({
      ok: false,
      field: 'account',
    })
    expect(validateLogin({ account: 'bob', password: '' }, { captchaRequired: false })).toEqual({
      ok: false,
      field: 'password',
    })
    expect(validateLogin({}, { captchaRequired: true })).toEqual({ ok: false, field: 'account' })
  })

  it('requires the captcha only when the login limit says so', () => {
    const values = { account: 'bob', password: 'pw', remember: true }
    expect(validateLogin(values, { captchaRequired: true })).toEqual({
      ok: false,
      field: 'valiCode',
      message: '验证码不正确',
    })
    expect(validateLogin({ ...values, valiCode: ' 1a2b ' }, { captchaRequired: true })).toEqual({
      ok: true,
      data: { account: 'bob', password: 'pw', remember: true, valiCode: '1a2b' },
    })
  })

  it('has a zod schema with the same rules', () => {
    expect(
      loginSchema({ captchaRequired: false }).parse({ account: ' bob ', password: 'pw', valiCode: 'x' }),
    ).toEqual({
      account: 'bob',
      password: 'pw',
      remember: false,
    })
    expect(
      loginSchema({ captchaRequired: true }).parse({ account: 'bob', password: 'pw', valiCode: 'x' }),
    ).toMatchObject({ valiCode: 'x' })
    const missing = loginSchema({ captchaRequired: true }).safeParse({
      account: 'bob',
      password: 'pw',
      valiCode: ' ',
    })
    expect(missing.error?.issues[0]?.message).toBe('验证码不正确')
    expect(loginSchema({ captchaRequired: false }).safeParse({ account: ' ', password: 'pw' }).success).toBe(
      false,
    )
  })

  it('disables the button while blank, loading or submitting', () => {
    const ok = { account: 'bob', password: 'pw' }
    expect(isLoginDisabled(ok, { loading: false, submitting: false })).toBe(false)
    expect(isLoginDisabled(ok, { loading: true, submitting: false })).toBe(true)
    expect(isLoginDisabled(ok, { loading: false, submitting: true })).toBe(true)
    expect(isLoginDisabled({ ...ok, account: ' ' }, { loading: false, submitting: false })).toBe(true)
    expect(isLoginDisabled({ account: 'bob' }, { loading: false, submitting: false })).toBe(true)
  })
})

describe('small form checks', () => {
  it('asks for the withdrawal password when empty', () => {
    expect(withdrawalPasswordError('')).toBe('请输入取款密码')
    expect(withdrawalPasswordError(undefined)).toBe('请输入取款密码')
    expect(withdrawalPasswordError('1234')).toBeUndefined()
  })

  it('asks to select a vote option first', () => {
    for (const none of [null, undefined, '']) expect(voteSelectionError(none)).toBe('请先选择投票内容！')
    expect(voteSelectionError(0)).toBeUndefined()
    expect(voteSelectionError('7')).toBeUndefined()
  })

  it('trims search text', () => {
    expect(normalizeSearch('  六合  ')).toBe('六合')
    expect(normalizeSearch(null)).toBe('')
  })
})

describe('captcha and password boxes', () => {
  it('passes the third-party captcha after 3 consecutive errors', () => {
    expect([0, 1, 2, 3, 4].map(captchaAutoPasses)).toEqual([false, false, false, true, true])
    expect(CAPTCHA_AUTO_PASS_MESSAGE).toBe('验证码错误，已自动验证')
    expect(['3', 3].map(usesPopupCaptcha)).toEqual([true, true])
    expect(['1', 1, '', null, undefined].map(usesPopupCaptcha)).toEqual([false, false, false, false, false])
  })

  it('signals when all four password boxes are filled', () => {
    expect(isPasswordBoxComplete('123')).toBe(false)
    expect(isPasswordBoxComplete('1234')).toBe(true)
    expect(isPasswordBoxComplete('12345')).toBe(false)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromChinaTime } from '../time/chinaTime'
import {
  isRegisterBlocked,
  type RegisterLimitConfig,
  type RegisterValues,
  registerFieldNames,
  registerFields,
  registerSchema,
  validateRegister,
} from './register'

const good: RegisterValues = {
  account: 'alice88',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  birthday: '1990-05-01',
  email: 'alice@example.com',
  fullName: '阿·丽丝',
  fundPwd: '1234',
  intrCode: 'AG01',
  qq: '12345',
  weixin: 'wx_alice'.replace('_', ''),
  phone: '138 0013 8000',
  vCode: 'ab12',
}
const allRequired: RegisterLimitConfig = Object.fromEntries(registerFieldNames.map((f) => [f, 1]))
const now = fromChinaTime(2026, 5, 18, 12)

const firstError = (patch: RegisterValues, config = allRequired) => {
  const result = validateRegister({ ...good, ...patch }, config, now)
  return result.ok ? undefined : [result.field, result.message]
}

describe('validateRegister', () => {
  it('accepts a good form and returns cleaned data of the active fields only', () => {
    const result = validateRegister({ ...good, account: ' alice88 ' }, { email: 1, qq: 0 }, now)
    expect(result).toEqual({
      ok: true,
      data: {
        account: 'alice88',
        password: 'Secret123',
        password_confirmation: 'Secret123',
        email: 'alice@example.com',
      },
    })
    expect(validateRegister(good, allRequired, now)).toMatchObject({
      ok: true,
      data: { phone: '13800138000' },
    })
  })

  it('always requires account and both passwords, ignores hidden (0 or absent) fields', () => {
    expect(
      validateRegister({ account: 'alice88', password: 'Secret123', password_confirmation: 'Secret123' }, {})
        .ok,
    ).toBe(true)
    expect(validateRegister({ account: '', password: 'x' }, { account: 0 })).toMatchObject({
      ok: false,
      field: 'account',
    })
    expect(validateRegister({ ...good, email: 'bad' }, { email: 0 }).ok).toBe(true)
    expect(validateRegister({ ...good, email: 'bad' }, { email: '1' }).ok).toBe(false)
  })

  it('reports the exact messages of docs/product.md, field by field', () => {
    const cases: [RegisterValues, string, string][] = [
      [{ account: '1alice' }, 'account', '用户名必须是字母开头的6-15位的字母或者数字'],
      [{ account: 'alice' }, 'account', '用户名必须是字母开头的6-15位的字母或者数字'],
      [{ account: 'a'.repeat(16) }, 'account', '用户名必须是字母开头的6-15位的字母或者数字'],
      [
        { password: 'secret123', password_confirmation: 'secret123' },
        'password',
        '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
      ],
      [
        { password: 'Sec1', password_confirmation: 'Sec1' },
        'password',
        '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
      ],
      [
        { password: `Aa1${'x'.repeat(23)}` },
        'password',
        '为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。',
      ],
      [
        { account: 'Secret123', password: 'Secret123' },
        'password',
        '为了您的账户安全，请勿使用与用户名相同的密码。',
      ],
      [{ password_confirmation: 'Secret124' }, 'password_confirmation', '登录密码与确认密码不一致'],
      [{ password_confirmation: '' }, 'password_confirmation', '登录密码与确认密码不一致'],
      [{ birthday: '' }, 'birthday', '请输入您的出生日期'],
      [{ birthday: '2026-05-19' }, 'birthday', '请输入您的出生日期'],
      [{ birthday: '1990-02-30' }, 'birthday', '请输入您的出生日期'],
      [{ email: '' }, 'email', '邮箱地址不能为空'],
      [{ email: 'alice@' }, 'email', '邮箱地址格式不正确'],
      [{ fullName: '' }, 'fullName', '真实姓名不能为空'],
      [{ fullName: '王' }, 'fullName', '请输入正确您的中文姓名'],
      [{ fullName: '·王五' }, 'fullName', '请输入正确您的中文姓名'],
      [{ fullName: 'Alice' }, 'fullName', '请输入正确您的中文姓名'],
      [{ fullName: '王'.repeat(16) }, 'fullName', '请输入正确您的中文姓名'],
      [{ fundPwd: '' }, 'fundPwd', '取款密码不能为空'],
      [{ fundPwd: '12a4' }, 'fundPwd', '取款密码必须为4位数字'],
      [{ fundPwd: '12345' }, 'fundPwd', '取款密码必须为4位数字'],
      [{ intrCode: ' ' }, 'intrCode', '推广码不能为空'],
      [{ qq: '' }, 'qq', 'QQ号码不能为空'],
      [{ qq: '123' }, 'qq', '请输入正确QQ号码'],
      [{ qq: '1'.repeat(29) }, 'qq', '请输入正确QQ号码'],
      [{ weixin: '' }, 'weixin', '微信账号不能为空'],
      [{ weixin: 'wx_1234' }, 'weixin', '请输入正确微信账号'],
      [{ weixin: 'w1' }, 'weixin', '请输入正确微信账号'],
      [{ phone: '' }, 'phone', '手机号码不能为空'],
      [{ phone: '12800138000' }, 'phone', '手机号码填写错误'],
      [{ phone: '1380013800' }, 'phone', '手机号码填写错误'],
      [{ vCode: '' }, 'vCode', '验证码不正确'],
    ]
    for (const [patch, field, message] of cases)
      expect(firstError(patch), JSON.stringify(patch)).toEqual([field, message])
  })

  it('accepts the edges of each pattern', () => {
    for (const patch of [
      { account: 'a12345' },
      { account: `a${'b'.repeat(14)}` },
      { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
      { fullName: '王五' },
      { fullName: '阿卜杜•热合曼.买买提' },
      { qq: '1234' },
      { weixin: 'abcde' },
      { phone: '19912345678' },
      { birthday: '2026-05-18' },
    ] as RegisterValues[]) {
      expect(
        firstError({
          ...patch,
          password_confirmation: patch.password_confirmation ?? good.password_confirmation,
        }),
        JSON.stringify(patch),
      ).toBeUndefined()
    }
  })

  it('reports only the first failing field in form order', () => {
    expect(firstError({ email: 'bad', phone: 'bad', account: '1' })?.[0]).toBe('account')
    expect(firstError({ phone: 'bad', fullName: 'x' })?.[0]).toBe('fullName')
    fc.assert(
      fc.property(fc.subarray([...registerFieldNames], { minLength: 1 }), (broken) => {
        const values = { ...good }
        for (const f of broken) values[f] = ''
        const result = validateRegister(values, allRequired, now)
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.field).toBe(registerFieldNames.find((f) => broken.includes(f)))
      }),
    )
  })

  it('also reports every failing field with its message, so a form shows them all at once', () => {
    const result = validateRegister({ ...good, email: 'bad', phone: 'bad', account: '1' }, allRequired, now)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      account: '用户名必须是字母开头的6-15位的字母或者数字',
      email: '邮箱地址格式不正确',
      phone: '手机号码填写错误',
    })
    // The first of them stays the one reported on its own.
    expect(Object.keys(result.errors)[0]).toBe(result.field)
    fc.assert(
      fc.property(fc.subarray([...registerFieldNames], { minLength: 1 }), (broken) => {
        const values = { ...good }
        for (const f of broken) values[f] = ''
        const checked = validateRegister(values, allRequired, now)
        // An emptied password also fails the confirmation (they no longer match) unless it was emptied too.
        if (!checked.ok) for (const f of broken) expect(checked.errors[f]).toBeDefined()
      }),
    )
  })

  it('has a label for every field', () => {
    expect(registerFields.map((f) => f.name)).toEqual([...registerFieldNames])
    expect(registerFields.map((f) => f.label)).toEqual([
      '用户名',
      '密码',
      '确认密码',
      '出生日期',
      '邮箱',
      '真实姓名',
      '取款密码',
      '推广码',
      'QQ',
      '微信',
      '手机号码',
      '验证码',
    ])
  })
})

describe('registerSchema', () => {
  it('accepts and refuses exactly like validateRegister', () => {
    const schema = registerSchema(allRequired, now)
    expect(schema.parse({ ...good, extra: 1 })).toEqual(
      (validateRegister(good, allRequired, now) as { data: unknown }).data,
    )
    const bad = schema.safeParse({ ...good, qq: 12345 })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ['qq'], message: 'QQ号码不能为空' })])
  })
})

describe('isRegisterBlocked', () => {
  it('blocks while loading, while a required field is empty, or when password equals account', () => {
    expect(isRegisterBlocked(good, allRequired, false)).toBe(false)
    expect(isRegisterBlocked(good, allRequired, true)).toBe(true)
    expect(isRegisterBlocked({ ...good, qq: '' }, allRequired, false)).toBe(true)
    expect(isRegisterBlocked({ ...good, qq: '' }, { qq: 0 }, false)).toBe(false)
    expect(isRegisterBlocked({ ...good, password: 'alice88' }, {}, false)).toBe(true)
  })
})

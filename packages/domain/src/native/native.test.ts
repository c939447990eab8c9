import { describe, expect, it } from 'vitest'
import { gameOrientation, NATIVE_TIMEOUT_MS, nativeAuthOutcome, nativeTexts } from './native'

describe('native shell rules', () => {
  it('gives a native call 30 s', () => {
    expect(NATIVE_TIMEOUT_MS).toBe(30_000)
  })

  it('turns the screen to landscape for appDisplay 1 only', () => {
    expect(gameOrientation(1)).toBe('landscape')
    for (const value of [0, 2, null, undefined]) expect(gameOrientation(value)).toBe('portrait')
  })

  it('reads a token, an error message, a time-out and anything else', () => {
    expect(nativeAuthOutcome({ token: 'abc' })).toEqual({ ok: true, token: 'abc' })
    expect(nativeAuthOutcome({ error: { code: 'UC/LOGIN_FAILED', msg: '用户名或密码错误' } })).toEqual({
      ok: false,
      message: '用户名或密码错误',
    })
    expect(nativeAuthOutcome('timeout')).toEqual({ ok: false, message: '登录超时，请重新试下！' })
    for (const odd of [null, 'x', { token: '  ' }, { error: { msg: '' } }, { error: 'boom' }, 42]) {
      expect(nativeAuthOutcome(odd)).toEqual({ ok: false, message: nativeTexts.failed })
    }
  })
})

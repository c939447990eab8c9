import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { decryptText, encodePassword, encryptText, SECRET_KEY_PATH } from './crypto'
import { isApiError } from './errors'
import { createHttp } from './http'

describe('encodePassword', () => {
  it('is base64 of the UTF-8 text', () => {
    expect(encodePassword('Demo1234')).toBe('RGVtbzEyMzQ=')
    expect(encodePassword('密码Ab1')).toBe(Buffer.from('密码Ab1', 'utf8').toString('base64'))
  })
})

describe('AES helpers', () => {
  it('round-trips, and a wrong key is a typed bad-response error', () => {
    const cipher = encryptText('{"data":1}', 'k1')
    expect(decryptText(cipher, 'k1')).toBe('{"data":1}')
    let error: unknown
    try {
      decryptText(cipher, 'other')
    } catch (e) {
      error = e
    }
    expect(isApiError(error, 'CLIENT/BAD_RESPONSE')).toBe(true)
  })

  it('round-trips texts of every length around the block size, and refuses every wrong key of many', () => {
    for (const text of ['a', '密', '{"data":[1,2,3]}', 'x'.repeat(15), 'y'.repeat(16), 'z'.repeat(33)]) {
      expect(decryptText(encryptText(text, 'k1'), 'k1')).toBe(text)
    }
    // Each encryption has a random salt: many tries, so a check that only sometimes refuses would show.
    let accepted = 0
    for (let i = 0; i < 500; i++) {
      try {
        decryptText(encryptText('{"data":1}', 'k1'), `wrong-${i}`)
        accepted++
      } catch (e) {
        expect(isApiError(e, 'CLIENT/BAD_RESPONSE')).toBe(true)
      }
    }
    expect(accepted).toBe(0)
  })
})

describe('encrypted mode', () => {
  it('fetches the key once, uses /app-api/encrypt and _encrypt.json, and decrypts', async () => {
    const key = 'secret'
    const fetch = vi.fn(async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname
      if (path === SECRET_KEY_PATH) return new Response(JSON.stringify({ data: { key } }))
      return new Response(encryptText(JSON.stringify({ data: { path } }), key))
    })
    const http = createHttp({ origin: 'http://platform.test', encrypted: true, fetch })
    const schema = z.object({ path: z.string() })
    expect((await http.request({ path: '/company/get', schema })).data.path).toBe(
      '/app-api/encrypt/company/get',
    )
    const json = await http.request({
      path: '/sys-upload/data/json/config.json',
      base: 'root',
      encryptable: true,
      schema,
    })
    expect(json.data.path).toBe('/sys-upload/data/json/config_encrypt.json')
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(SECRET_KEY_PATH))).toHaveLength(1)
  })

  it('leaves error bodies plain', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith(SECRET_KEY_PATH)
        ? new Response(JSON.stringify({ data: { key: 'k' } }))
        : new Response(JSON.stringify({ code: 'UC/LOGIN_FAILED', msg: '用户名或密码错误' }), { status: 400 }),
    )
    const http = createHttp({ origin: 'http://platform.test', encrypted: true, fetch })
    const error = await http
      .request({ path: '/v/user/login', form: {}, schema: z.unknown() })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'UC/LOGIN_FAILED', message: '用户名或密码错误', status: 400 })
  })
})

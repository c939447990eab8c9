import { colorSchemes } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { colorSchemeCookie, colorSchemeOf } from './colorScheme.server'

const request = (cookie?: string) => new Request('http://app.test/', { headers: cookie ? { cookie } : {} })

describe('colour scheme cookie', () => {
  it('follows the system when no choice was made', async () => {
    expect(await colorSchemeOf(request())).toBe('system')
    expect(await colorSchemeOf(request('__liuhe=abc'))).toBe('system')
  })

  it('gives back every stored choice, for a year, on every path, out of reach of scripts', async () => {
    for (const scheme of colorSchemes) {
      const setCookie = await colorSchemeCookie(scheme)
      expect(setCookie).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/)
      expect(await colorSchemeOf(request(setCookie.split(';')[0]))).toBe(scheme)
    }
  })

  it('ignores a value that is no choice', async () => {
    const forged = (await colorSchemeCookie('dark')).split(';')[0]!.replace(/=.*/, '=')
    for (const value of [`${forged}${btoa('"sepia"')}`, `${forged}garbage`, `${forged}${btoa('1')}`]) {
      expect(await colorSchemeOf(request(value))).toBe('system')
    }
  })
})

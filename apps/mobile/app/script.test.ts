import { describe, expect, it } from 'vitest'
import { builtScript, cookieValue, htmlLang, scriptCookie, scriptOfRequest } from './script'

describe('scriptOfRequest', () => {
  it('follows the lang cookie first', () => {
    expect(scriptOfRequest('a=1; lang=zh-HK', 'zh-CN')).toBe('hant')
    expect(scriptOfRequest('lang=zh-CN', 'zh-HK')).toBe('hans')
  })

  it('else reads 繁體 for a first Chinese language of Hong Kong, Taiwan, Macau or Hant', () => {
    for (const language of ['zh-HK', 'zh-TW,zh;q=0.9', 'zh-MO', 'zh-Hant-HK', 'en-GB,zh-hk;q=0.8']) {
      expect(scriptOfRequest(undefined, language), language).toBe('hant')
    }
    for (const language of ['zh-CN', 'zh', 'en-US', '', 'zh-CN;q=0.9,zh-HK;q=0.5', 'zh-HK;q=0']) {
      expect(scriptOfRequest(null, language), language).toBe('hans')
    }
    expect(scriptOfRequest(null, 'zh-CN;q=0.5,zh-TW;q=0.8')).toBe('hant')
  })

  it('ignores a cookie of any other value', () => {
    expect(scriptOfRequest('lang=fr', 'zh-TW')).toBe('hant')
    expect(scriptOfRequest('lang=fr', 'zh-CN')).toBe('hans')
  })
})

describe('scriptCookie', () => {
  it('stores the choice as its lang tag, read back by scriptOfRequest', () => {
    const cookie = scriptCookie('hant', true)
    expect(cookie).toMatch(/^lang=zh-HK; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/)
    expect(cookieValue(cookie.split(';')[0], 'lang')).toBe('zh-HK')
    expect(scriptOfRequest(cookie.split(';')[0])).toBe('hant')
  })
})

it('unit tests run the 简体 source', () => {
  expect(builtScript).toBe('hans')
  expect(htmlLang).toBe('zh-CN')
})

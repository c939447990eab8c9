import * as OpenCC from 'opencc-js'
import { describe, expect, it } from 'vitest'
import { convertSource } from './hantText.ts'
import { hkPhrases, toHongKong } from './hkPhrases.ts'

const toHant = toHongKong(OpenCC.Converter({ from: 'cn', to: 'hk' }))

describe('Hong Kong usage over OpenCC’s conversion', () => {
  it('writes the common UI words as Hong Kong writes them', () => {
    expect(toHant('设置')).toBe('設定')
    expect(toHant('语言设置')).toBe('語言設定')
    expect(toHant('登录成功!')).toBe('登入成功!')
    expect(toHant('个人信息')).toBe('個人訊息')
    expect(toHant('默认')).toBe('預設')
    expect(toHant('账号')).toBe('帳號')
    expect(toHant('复制链接')).toBe('複製連結')
    expect(toHant('加载中…')).toBe('載入中…')
    // What OpenCC already writes the Hong Kong way stays.
    expect(toHant('开奖结果')).toBe('開獎結果')
  })

  it('applies in the build’s module text too', () => {
    expect(convertSource("const t = <h1>设置</h1>; const m = '请先登录'", toHant)).toBe(
      "const t = <h1>設定</h1>; const m = '請先登入'",
    )
  })

  it('only lists words OpenCC writes differently, each replaced by another word', () => {
    const opencc = OpenCC.Converter({ from: 'cn', to: 'hk' })
    for (const [from, to] of Object.entries(hkPhrases)) {
      expect(from).not.toBe(to)
      // Keys are OpenCC's output, so a phrase of simplified text reaches them.
      expect(opencc(OpenCC.Converter({ from: 'hk', to: 'cn' })(from))).toBe(from)
    }
  })
})

import * as OpenCC from 'opencc-js'
import { describe, expect, it } from 'vitest'
import { convertSource, hantText, isConvertedModule } from './hantText.ts'

const toHant = OpenCC.Converter({ from: 'cn', to: 'hk' })

describe('convertSource', () => {
  it('converts strings, JSX text and template literals of a module', () => {
    // A template literal with a placeholder, as the module's source text.
    const template = '`第$' + '{n}期开奖结果`'
    const code = `const a = '开奖'\nconst b = <h1>设置 {n}</h1>\nconst c = ${template}`
    expect(convertSource(code, toHant)).toBe(
      `const a = '開獎'\nconst b = <h1>設置 {n}</h1>\nconst c = ${'`第$' + '{n}期開獎結果`'}`,
    )
  })

  it('converts the escapes a bundler writes for Chinese text (the packages’ dist)', () => {
    const dist = 'var zodiacs = ["\\u9F20", "\\u9A6C", "\\u9E21", "\\u732A"];'
    expect(convertSource(dist, toHant)).toBe('var zodiacs = ["鼠", "馬", "雞", "豬"];')
  })

  it('leaves other escapes, escaped backslashes and code without Chinese as they are', () => {
    const code = 'const s = "\\u0041\\\\u9A6C"; const re = /[\\u4e00-\\u9fff]/'
    const converted = convertSource(code, toHant)
    expect(converted.startsWith('const s = "\\u0041\\\\u9A6C";')).toBe(true)
    const plain = 'export const x = 1'
    expect(convertSource(plain, toHant)).toBe(plain)
  })

  it('converts words as phrases, not character by character', () => {
    expect(convertSource("'头发' + '发财'", toHant)).toBe("'頭髮' + '發財'")
  })
})

describe('isConvertedModule', () => {
  it('takes the app, ui and domain, source or dist, and nothing else', () => {
    expect(isConvertedModule('/w/apps/mobile/app/routes/setting.tsx')).toBe(true)
    expect(isConvertedModule('/w/apps/mobile/app/routes/setting.tsx?__remix-client-route')).toBe(true)
    expect(isConvertedModule('/w/packages/domain/dist/chunk-ABC.js')).toBe(true)
    expect(isConvertedModule('/w/packages/ui/src/BetGrid.tsx')).toBe(true)
    expect(isConvertedModule('/w/packages/api/dist/index.js')).toBe(false)
    expect(isConvertedModule('/w/node_modules/react-dom/index.js')).toBe(false)
    expect(isConvertedModule('/w/apps/mobile/app/root.css')).toBe(false)
  })
})

describe('hantText', () => {
  it('transforms converted modules only, in builds', () => {
    const plugin = hantText({ convert: () => toHant })
    expect(plugin.apply).toBe('build')
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    expect(transform("'马'", '/w/apps/mobile/app/x.ts')?.code).toBe("'馬'")
    expect(transform("'马'", '/w/packages/api/src/x.ts')).toBeNull()
  })
})

import type { Plugin } from 'vite'

/** A converter of text (opencc-js's `Converter({ from: 'cn', to: 'hk' })` in the 繁體 build). */
export type TextConverter = (text: string) => string

/** CJK ideographs (and their extension A) and CJK / full-width punctuation. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/
/** A `\u` escape (four hex digits) of such a character that is not itself escaped (`\\u…` is a backslash and text). */
const ESCAPED_CJK = /(?<!\\)((?:\\\\)*)\\u(3[0-9a-fA-F]{3}|[4-9][0-9a-fA-F]{3}|[fF][fF][0-9a-fA-F]{2})/g
/** Runs of CJK text with what may sit between the characters of one phrase (no quotes or markup). */
const CJK_RUN = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+/g

/**
 * A module's code with its Chinese text converted: escapes of CJK characters (a bundler's ASCII output,
 * e.g. the packages' tsup dist writes `'\u9A6C'` for `'马'`) are written as the characters first, so string
 * literals, template literals, JSX text and regular expressions all convert. Code without CJK comes back as
 * it is (the same string).
 */
export function convertSource(code: string, convert: TextConverter): string {
  const unescaped = code.replace(ESCAPED_CJK, (_all, slashes: string, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16))
    return CJK.test(char) ? `${slashes}${char}` : _all
  })
  if (!CJK.test(unescaped)) return code
  // Whole runs at once, so OpenCC's phrase dictionary sees words (头发 → 頭髮, 发财 → 發財), not characters.
  return unescaped.replace(CJK_RUN, (run) => convert(run))
}

/** Module ids whose text a build converts: the app's own code and the ui and domain packages. */
export function isConvertedModule(id: string): boolean {
  const path = id.split('?')[0]!.replaceAll('\\', '/')
  if (!/\.(m?[jt]sx?)$/.test(path)) return false
  if (/\/node_modules\/(?!@liuhe\/(ui|domain)\/)/.test(path)) return false
  return /\/apps\/mobile\/app\/|\/packages\/(ui|domain)\/(src|dist)\/|\/@liuhe\/(ui|domain)\//.test(path)
}

/**
 * The 繁體 build's text: every module of the app, `@liuhe/ui` and `@liuhe/domain` (play names, zodiacs,
 * every UI string) has its Chinese converted before anything else sees it, in the server and the browser
 * build alike, so what the server renders equals what the browser hydrates. Only the build gets OpenCC's
 * dictionaries; the pages carry converted text and no converter.
 */
export function hantText(options: { convert: () => TextConverter }): Plugin {
  let convert: TextConverter | undefined
  return {
    name: 'liuhe:hant-text',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!isConvertedModule(id)) return null
      convert ??= options.convert()
      const converted = convertSource(code, convert)
      return converted === code ? null : { code: converted, map: null }
    },
  }
}

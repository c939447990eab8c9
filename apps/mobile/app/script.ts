/**
 * The two scripts the app is built in: 简体 (`hans`, the source text) and 繁體 (`hant`, Hong Kong
 * variant, a second build whose text is converted at build time: vite/hantText.ts). Which build answers a
 * request is the app server's choice (server/app.ts) by {@link scriptOfRequest}; the build itself knows
 * what it is from `__LIUHE_SCRIPT__` (vite.config.ts).
 */
export type Script = 'hans' | 'hant'

declare const __LIUHE_SCRIPT__: string | undefined

/** The script this build renders (unit tests, which run the source, are 简体). */
export const builtScript: Script =
  typeof __LIUHE_SCRIPT__ === 'string' && __LIUHE_SCRIPT__ === 'hant' ? 'hant' : 'hans'

/** `<html lang>` of each script. */
export const htmlLangOf: Record<Script, string> = { hans: 'zh-CN', hant: 'zh-HK' }

/** `<html lang>` of this build (written on the define so the 简体 bundle keeps only its own). */
export const htmlLang =
  typeof __LIUHE_SCRIPT__ === 'string' && __LIUHE_SCRIPT__ === 'hant' ? 'zh-HK' : 'zh-CN'

/** The cookie holding the visitor's choice; its value is the `<html lang>` of the script. */
export const SCRIPT_COOKIE = 'lang'

/** Browser languages that read Traditional Chinese first. */
const TRADITIONAL_LANGUAGES = /^zh-(hk|tw|mo|hant)(-|$)/i

/** The script a language tag of the cookie names, or undefined for any other value. */
export function scriptOfLang(value: string | undefined): Script | undefined {
  if (value === htmlLangOf.hant) return 'hant'
  if (value === htmlLangOf.hans) return 'hans'
  return undefined
}

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

/**
 * The script of a request: the `lang` cookie when the visitor chose one in /setting, else the browser's
 * first Chinese language (`zh-HK`, `zh-TW`, `zh-MO`, `zh-Hant…` read 繁體; any other 简体).
 */
export function scriptOfRequest(
  cookieHeader: string | undefined | null,
  acceptLanguage?: string | null,
): Script {
  const chosen = scriptOfLang(cookieValue(cookieHeader, SCRIPT_COOKIE))
  if (chosen) return chosen
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((l) => l.tag && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q)
  const chinese = languages.find((l) => /^zh(-|$)/i.test(l.tag))
  return chinese && TRADITIONAL_LANGUAGES.test(chinese.tag) ? 'hant' : 'hans'
}

/** `Set-Cookie` value storing a script choice for a year. */
export function scriptCookie(script: Script, secure: boolean): string {
  return `${SCRIPT_COOKIE}=${htmlLangOf[script]}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

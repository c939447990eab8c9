import type { LiuheApi } from '@liuhe/api'
import * as OpenCC from 'opencc-js'
import { toHongKong } from '../../../vite/hkPhrases.ts'

/** A text converter: Simplified to Traditional (Hong Kong) or back. */
export type Convert = (text: string) => string

/** Chinese characters and punctuation: text without any needs no conversion. */
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/

/**
 * A converter with a bounded cache keyed by the source text: the platform sends the same names, notices and
 * template texts again and again. The least recently used text goes first once `maxEntries` are kept;
 * texts longer than `maxLength` are converted each time and never kept, so the cache's size stays bounded.
 */
export function cachedConverter(
  convert: Convert,
  options: { maxEntries?: number; maxLength?: number } = {},
): Convert & { readonly size: number } {
  const maxEntries = options.maxEntries ?? 5000
  const maxLength = options.maxLength ?? 4000
  const cache = new Map<string, string>()
  const converter = (text: string): string => {
    if (!CJK.test(text)) return text
    const kept = cache.get(text)
    if (kept !== undefined) {
      // Map keeps insertion order: put the hit last so the oldest-used stays first.
      cache.delete(text)
      cache.set(text, kept)
      return kept
    }
    const converted = convert(text)
    if (text.length <= maxLength) {
      cache.set(text, converted)
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
    }
    return converted
  }
  return Object.defineProperty(converter, 'size', { get: () => cache.size }) as Convert & {
    readonly size: number
  }
}

/** Leaves a string of an answer as it is (text a user typed): its key and the object holding it. */
export type Keep = (key: string, owner: Record<string, unknown>) => boolean

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * A copy of plain data (what the platform client answers: objects, arrays, strings, numbers) with every
 * string, and every key, converted, except the strings `keep` names. Anything else (a Date, a Blob, an
 * AbortSignal) passes through as it is.
 */
export function convertData(value: unknown, convert: Convert, keep?: Keep): unknown {
  if (typeof value === 'string') return convert(value)
  if (Array.isArray(value)) return value.map((item) => convertData(item, convert, keep))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[convert(key)] =
      typeof item === 'string' && keep?.(key, value) ? item : convertData(item, convert, keep)
  }
  return out
}

/**
 * What users typed in chat stays as they typed it: message bodies (every kind but the platform's own
 * `system` messages), red packet greetings, nicknames and the remarks members give their contacts.
 */
export const keepTypedChatText: Keep = (key, owner) => {
  if (key === 'body') return owner.type !== 'system'
  return key === 'nickname' || key === 'greeting' || key === 'remark'
}

/**
 * Calls whose arguments go back to the platform in its Simplified form: a bet form's picks are the 繁體
 * build's cell keys (馬, 雞, 單) that the platform knows as 马, 鸡, 单; searches and filters (a template
 * list's category name, a document or gallery search) look in Simplified texts. Any other argument (a chat
 * message, a name, a bank) is sent as the user typed it.
 */
const SIMPLIFIED_ARGUMENTS: Readonly<Record<string, readonly string[]>> = {
  bets: ['place'],
  search: ['search'],
  gallery: ['search', 'list'],
  documents: ['list', 'listStatic'],
  templates: ['list', 'listStatic'],
}

/** Answers of these areas keep what users typed ({@link keepTypedChatText}). */
const TYPED_TEXT_AREAS: Readonly<Record<string, Keep>> = { chat: keepTypedChatText }

/**
 * The platform client of the 繁體 build: every answer (and the message of every refusal) converted to
 * Traditional Chinese before the loaders and the domain rules see it, so the build's converted rules (its
 * zodiacs are 鼠牛虎兔龍蛇馬羊猴雞狗豬) meet converted data, and what the loaders return, and the pages
 * render and hydrate, is Traditional throughout. Arguments of {@link SIMPLIFIED_ARGUMENTS} go back converted
 * to Simplified.
 */
export function hantPlatform<T extends object>(
  api: T,
  convert: { toHant: Convert; toHans: Convert } = converters(),
): T {
  const wrapped: Record<string, unknown> = {}
  for (const [area, methods] of Object.entries(api)) {
    if (area === 'http' || !isPlainObject(methods)) {
      wrapped[area] = methods
      continue
    }
    const simplified = new Set(SIMPLIFIED_ARGUMENTS[area] ?? [])
    const keep = TYPED_TEXT_AREAS[area]
    const out: Record<string, unknown> = {}
    for (const [name, method] of Object.entries(methods)) {
      if (typeof method !== 'function') {
        out[name] = method
        continue
      }
      out[name] = (...args: unknown[]) => {
        const sent = simplified.has(name) ? args.map((arg) => convertData(arg, convert.toHans)) : args
        const result: unknown = method.apply(methods, sent)
        if (!(result instanceof Promise)) return result
        return result.then(
          (answer) => convertData(answer, convert.toHant, keep),
          (error: unknown) => {
            throw convertMessage(error, convert.toHant)
          },
        )
      }
    }
    wrapped[area] = out
  }
  return wrapped as T
}

/** A refusal with its (platform's) message converted, so pages show it in the page's script. */
function convertMessage(error: unknown, convert: Convert): unknown {
  if (error instanceof Error && CJK.test(error.message)) {
    Object.defineProperty(error, 'message', {
      value: convert(error.message),
      configurable: true,
      writable: true,
    })
  }
  return error
}

let shared: { toHant: Convert; toHans: Convert } | undefined

/** The process's converters (OpenCC, Hong Kong variant, with `hkPhrases`), made on first use: only the 繁體 build asks. */
export function converters(): { toHant: Convert; toHans: Convert } {
  shared ??= {
    // Hong Kong usage over OpenCC's output (設置 → 設定 …), as the build's own text.
    toHant: cachedConverter(toHongKong(OpenCC.Converter({ from: 'cn', to: 'hk' }))),
    toHans: cachedConverter(OpenCC.Converter({ from: 'hk', to: 'cn' }), { maxEntries: 1000 }),
  }
  return shared
}

/** The platform client as this build hands it to loaders: converted in the 繁體 build. */
export function forScript(api: LiuheApi, script: 'hans' | 'hant'): LiuheApi {
  return script === 'hant' ? hantPlatform(api) : api
}

import { isSixMarkNumber } from '../lottery/ballColor'
import { type Zodiac, zodiacOf, zodiacs } from '../lottery/zodiac'

/** The longest search text accepted, in characters. */
export const SEARCH_MAX_LENGTH = 20

/**
 * What a search box asks for: a six-mark number (`18`, `07` or `7`), a zodiac (`马`, also `马肖` or the
 * traditional `馬`), or any other text (a name); `empty` for a blank box.
 */
export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'number'; number: number; text: string }
  | { kind: 'zodiac'; zodiac: Zodiac; text: string }
  | { kind: 'text'; text: string }

/** The result kinds of the search, in the order the page shows them. */
export const searchKinds = ['template', 'document', 'gallery'] as const
/** One result kind. */
export type SearchKind = (typeof searchKinds)[number]
/** The heading of each result kind. */
export const searchKindLabels: Record<SearchKind, string> = {
  template: '模板',
  document: '资料',
  gallery: '图库',
}

const traditional: Readonly<Record<string, Zodiac>> = { 馬: '马', 龍: '龙', 雞: '鸡', 豬: '猪' }

/** The zodiac a word names ('马', '马肖', '馬'), or undefined. */
function zodiacNamed(word: string): Zodiac | undefined {
  const bare = word.endsWith('肖') && word.length === 2 ? word[0]! : word
  const simple = traditional[bare] ?? bare
  return (zodiacs as readonly string[]).includes(simple) ? (simple as Zodiac) : undefined
}

/**
 * Reads a search box: trims it and collapses inner spaces; one or two digits naming 1–49 are a number,
 * a zodiac word is a zodiac, anything else is text. Throws a RangeError with a Chinese message for text
 * longer than {@link SEARCH_MAX_LENGTH} characters.
 */
export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ')
  if (text === '') return { kind: 'empty' }
  if ([...text].length > SEARCH_MAX_LENGTH) throw new RangeError(`搜索内容不能超过${SEARCH_MAX_LENGTH}个字`)
  if (/^\d{1,2}$/.test(text) && isSixMarkNumber(Number(text)))
    return { kind: 'number', number: Number(text), text }
  const zodiac = zodiacNamed(text)
  if (zodiac) return { kind: 'zodiac', zodiac, text }
  return { kind: 'text', text }
}

/** The number as card contents write it: two digits ('07', '18'). */
export const searchNumberText = (n: number) => String(n).padStart(2, '0')

/**
 * The picks a query finds on the cards: a number finds itself ('18') and its zodiac of the year at
 * `atMs` (a card picking that zodiac covers the number); a zodiac finds itself; text finds no pick (names
 * only). In the order the results should name them.
 */
export function searchPickTokens(query: SearchQuery, atMs: number): string[] {
  switch (query.kind) {
    case 'number':
      return [searchNumberText(query.number), zodiacOf(query.number, atMs)]
    case 'zodiac':
      return [query.zodiac]
    default:
      return []
  }
}

/** The words a name must contain to match: the text as typed, a zodiac in its simplified form. */
export function searchNameText(query: SearchQuery): string | undefined {
  switch (query.kind) {
    case 'empty':
      return undefined
    case 'zodiac':
      return query.zodiac
    default:
      return query.text
  }
}

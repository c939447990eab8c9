import { type Zodiac, zodiacs } from '../lottery/zodiac'
import { splitMb20 } from './display'
import { groupHighlights, isNumberHit, isSumSizeHit, isZodiacHit, mb07ActiveDigit } from './hits'

/** Zodiac groupings and ranges whose picks light up when the note holds a matching result. */
export const pickHighlights = ['season', 'art', 'gender', 'sumSize', 'lastDigit'] as const
/** One highlight rule of a card. */
export type PickHighlight = (typeof pickHighlights)[number]

/** One pick of an item's content: a number (drawn as a ball) or a word, and whether the note hits it. */
export type TemplatePick =
  | { kind: 'number'; value: number; text: string; hit: boolean }
  | { kind: 'text'; text: string; hit: boolean }

const isZodiac = (ch: string): ch is Zodiac => (zodiacs as readonly string[]).includes(ch)

function isGroupHit(token: string, highlight: PickHighlight | undefined, note: string): boolean {
  switch (highlight) {
    case 'season':
      return (groupHighlights('season', note) as string[]).includes(token)
    case 'art':
      return (groupHighlights('art', note) as string[]).includes(token)
    case 'gender':
      return (groupHighlights('gender', note) as string[]).includes(token)
    case 'sumSize':
      return (token === '合数大' || token === '合数小') && isSumSizeHit(token, note)
    case 'lastDigit': {
      const digit = /^(\d)尾$/.exec(token)?.[1]
      return digit !== undefined && mb07ActiveDigit(note) === Number(digit)
    }
    default:
      return false
  }
}

/**
 * The picks of an item's content with their hit state. Content splits on spaces and commas (MB20 first on
 * its `-` and `：` separators); one- or two-digit tokens are numbers, hit when the note holds them; a run of
 * zodiacs splits into one pick per animal, each hit when the note names it; any other word is hit only under
 * the card's `highlight` rule (a season, art or gender group of the note's zodiac, its sum-size range, or
 * MB07's active last digit).
 */
export function picksOf(
  code: string,
  content: string | null | undefined,
  note: string | null | undefined,
  highlight?: PickHighlight,
): TemplatePick[] {
  const text = note ?? ''
  const parts = code === 'MB20' ? splitMb20(content) : [content ?? '']
  const tokens = parts.flatMap((part) => part.split(/[\s,，、]+/)).filter(Boolean)
  return tokens.flatMap((token): TemplatePick[] => {
    if (/^\d{1,2}$/.test(token)) {
      const value = Number(token)
      return [{ kind: 'number', value, text: token, hit: isNumberHit(value, text) }]
    }
    const chars = [...token]
    if (chars.every(isZodiac)) return chars.map((z) => ({ kind: 'text', text: z, hit: isZodiacHit(z, text) }))
    return [{ kind: 'text', text: token, hit: isGroupHit(token, highlight, text) }]
  })
}

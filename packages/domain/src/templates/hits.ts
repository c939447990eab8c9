import { lastDigitOf, type SumSize, sumSizeOf } from '../lottery/attributes'
import { isSixMarkNumber } from '../lottery/ballColor'
import {
  type Art,
  type Gender,
  type Season,
  zodiacsByArt,
  zodiacsByGender,
  zodiacsBySeason,
} from '../lottery/groupings'
import { type Zodiac, zodiacs } from '../lottery/zodiac'

/** True when a note marks a hit with an asterisk (shown red). */
export function isNoteHit(note: string | null | undefined): boolean {
  return (note ?? '').includes('*')
}

/** The six-mark numbers (01–49) and zodiacs that appear in an item's note, in order of appearance. */
export function hitsInNote(note: string | null | undefined): { numbers: number[]; zodiacs: Zodiac[] } {
  const text = note ?? ''
  const numbers = (text.match(/\d+/g) ?? []).map(Number).filter(isSixMarkNumber)
  const found = [...text].filter((ch): ch is Zodiac => (zodiacs as readonly string[]).includes(ch))
  return { numbers: [...new Set(numbers)], zodiacs: [...new Set(found)] }
}

/** True when a number appears in the note (07 and 7 both count) and is highlighted. */
export function isNumberHit(n: number, note: string | null | undefined): boolean {
  return hitsInNote(note).numbers.includes(n)
}

/** True when a zodiac appears in the note and is highlighted. */
export function isZodiacHit(zodiac: Zodiac, note: string | null | undefined): boolean {
  return (note ?? '').includes(zodiac)
}

/** Zodiac groupings whose groups can be highlighted. */
export type GroupingKind = 'season' | 'art' | 'gender'

const groupingTables = {
  season: zodiacsBySeason,
  art: zodiacsByArt,
  gender: zodiacsByGender,
} as const

/** Highlighted groups of a grouping: those with one of their zodiacs in the note (seasons, arts, gender). */
export function groupHighlights(kind: 'season', note: string | null | undefined): Season[]
export function groupHighlights(kind: 'art', note: string | null | undefined): Art[]
export function groupHighlights(kind: 'gender', note: string | null | undefined): Gender[]
export function groupHighlights(kind: GroupingKind, note: string | null | undefined): string[] {
  const inNote = hitsInNote(note).zodiacs
  const table: Readonly<Record<string, readonly Zodiac[]>> = groupingTables[kind]
  return Object.keys(table).filter((group) => table[group]!.some((z) => inNote.includes(z)))
}

/** True when a sum-size label (合数小 1–6, 合数大 7–13) covers the digit sum of the number found in the note. */
export function isSumSizeHit(label: SumSize, note: string | null | undefined): boolean {
  const n = hitsInNote(note).numbers[0]
  return n !== undefined && sumSizeOf(n) === label
}

/**
 * MB07: the shown last digit (0–9) that is active: the last digit of the number in the note, or of a
 * lone digit written as the tail ('3尾'); `undefined` when the note has neither.
 */
export function mb07ActiveDigit(note: string | null | undefined): number | undefined {
  const n = hitsInNote(note).numbers[0]
  if (n !== undefined) return lastDigitOf(n)
  const tail = /(\d)尾/.exec(note ?? '')
  return tail ? Number(tail[1]) : undefined
}

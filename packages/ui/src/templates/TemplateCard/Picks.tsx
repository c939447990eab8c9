import {
  ballColor,
  groupHighlights,
  isNumberHit,
  isSumSizeHit,
  isZodiacHit,
  type Mb12BallSize,
  mb07ActiveDigit,
  splitMb20,
  type Zodiac,
  zodiacs,
} from '@liuhe/domain'
import type { PickHighlight } from '../registry'
import * as styles from './TemplateCard.css'

type Pick =
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

/** The picks of a content string with their hit state (numbers, zodiacs, groupings, ranges). */
export function picksOf(
  code: string,
  content: string | null | undefined,
  note: string | null | undefined,
  highlight?: PickHighlight,
): Pick[] {
  const text = note ?? ''
  const parts = code === 'MB20' ? splitMb20(content) : [content ?? '']
  const tokens = parts.flatMap((part) => part.split(/[\s,，、]+/)).filter(Boolean)
  return tokens.flatMap((token): Pick[] => {
    if (/^\d{1,2}$/.test(token)) {
      const value = Number(token)
      return [{ kind: 'number', value, text: token, hit: isNumberHit(value, text) }]
    }
    const chars = [...token]
    if (chars.every(isZodiac)) return chars.map((z) => ({ kind: 'text', text: z, hit: isZodiacHit(z, text) }))
    return [{ kind: 'text', text: token, hit: isGroupHit(token, highlight, text) }]
  })
}

/** Props of {@link Picks}. */
export interface PicksProps {
  /** Template code (MB20 splits its content differently). */
  code: string
  /** The item's content. */
  content: string | null | undefined
  /** The item's note (the draw result that decides hits). */
  note: string | null | undefined
  /** Extra highlight rule of the card. */
  highlight?: PickHighlight | undefined
  /** Number ball size (MB12 shrinks balls as the count rises). */
  size?: Mb12BallSize
}

/** A row of picks: numbers as coloured balls, words as chips, each hit marked with a red dot. */
export function Picks({ code, content, note, highlight, size = 'sm' }: PicksProps) {
  const picks = picksOf(code, content, note, highlight)
  return (
    <ul className={styles.picks}>
      {picks.map((pick, index) => (
        <li
          // Picks repeat (the same zodiac twice in MB27), so their position is part of the key.
          key={`${pick.text}-${index}`}
          className={
            pick.kind === 'number'
              ? styles.pick({ kind: 'number', color: ballColor(pick.value), size })
              : styles.pick({ kind: 'text' })
          }
          data-hit={pick.hit || undefined}
        >
          {pick.text}
          {pick.hit && (
            <>
              <span className={styles.hitDot} aria-hidden="true" />
              <span className={styles.visuallyHidden}>（中）</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

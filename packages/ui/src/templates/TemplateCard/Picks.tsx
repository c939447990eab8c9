import { ballColor, type Mb12BallSize, type PickHighlight, picksOf } from '@liuhe/domain'
import { visuallyHidden } from '../../primitives/shared.css'
import * as styles from './TemplateCard.css'

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
              <span className={visuallyHidden}>（中）</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

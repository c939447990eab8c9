import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './StatBar.css'

/** Bar tones: hot (a count), cold (an omission) or neutral. */
export const statBarTones = ['hot', 'cold', 'neutral'] as const
/** A bar tone. */
export type StatBarTone = (typeof statBarTones)[number]

/** Props of {@link StatBar}. */
export interface StatBarProps {
  /** The figure shown and drawn. */
  value: number
  /** The figure a full bar stands for (the largest of its column); 0 draws an empty bar. */
  max: number
  /** Tone; defaults to `neutral`. */
  tone?: StatBarTone
  /** Accessible name when the bar stands alone (outside a table cell that names it), e.g. 大 出现次数. */
  label?: string
}

/**
 * A figure with a bar in proportion to the largest of its set: the number is the content, the bar only
 * illustrates it (hidden from screen readers). Standing alone with a `label`, it is a meter.
 */
export function StatBar({ value, max, tone = 'neutral', label }: StatBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  const meter = label
    ? { role: 'meter', 'aria-label': label, 'aria-valuenow': value, 'aria-valuemin': 0, 'aria-valuemax': max }
    : {}
  return (
    <span
      className={styles.root}
      data-tone={tone}
      style={assignInlineVars({ [styles.fill]: `${(share * 100).toFixed(1)}%` })}
      {...meter}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.bar} />
      </span>
      <span className={styles.value}>{value}</span>
    </span>
  )
}

import type { ReactNode } from 'react'
import { visuallyHidden } from '../shared.css'
import * as styles from './Badge.css'

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Unread count; nothing shows at 0 or below. */
  count: number
  /** The icon the badge sits on. */
  children: ReactNode
  /** Highest number shown before `+` (99 → 99+ by default; docs/product.md, "Look and feel"). */
  max?: number
  /** Words read by screen readers for the count; defaults to `N条未读`. */
  label?: (count: number) => string
}

/** The text a badge shows: the count, or `max+` above the cap. */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count)
}

/** An unread-count bubble on the corner of an icon; hidden at 0, capped at 99+. */
export function Badge({ count, children, max = 99, label = (n) => `${n}条未读` }: BadgeProps) {
  const shown = count > 0
  return (
    <span className={styles.root}>
      {children}
      {shown && (
        <>
          <span className={styles.badge} aria-hidden="true" data-count={count}>
            {badgeText(count, max)}
          </span>
          <span className={visuallyHidden}>{label(count)}</span>
        </>
      )}
    </span>
  )
}

import { Link } from '@remix-run/react'
import * as styles from './templates.css.ts'

/** One chip of a {@link ChipNav}. */
export interface Chip {
  key: string | number
  label: string
  href: string
  current: boolean
}

/**
 * A row of link chips choosing one of several pages (彩种, 玩法分类, 统计期数 …): plain links, so each choice
 * is a page of its own, with `aria-current="page"` on the one shown.
 */
export function ChipNav({
  label,
  chips,
  className,
}: {
  label: string
  chips: readonly Chip[]
  className?: string
}) {
  return (
    <nav aria-label={label}>
      <ul className={className ? `${styles.categories} ${className}` : styles.categories}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className={styles.chip} to={chip.href} aria-current={chip.current ? 'page' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

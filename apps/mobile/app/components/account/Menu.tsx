import { Icon, type IconName } from '@liuhe/ui'
import { Link } from '@remix-run/react'
import * as styles from './account.css'

/** One entry of a settings-style menu. */
export interface MenuEntry {
  href: string
  label: string
  icon?: IconName
  /** Text at the end of the line, e.g. 已设置 or the version. */
  hint?: string
}

/** A settings-style list of links. */
export function Menu({ entries, label }: { entries: readonly MenuEntry[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link className={styles.menuItem} to={entry.href}>
              {entry.icon ? <Icon name={entry.icon} size="md" /> : null}
              <span className={styles.menuLabel}>{entry.label}</span>
              {entry.hint ? <span className={styles.menuHint}>{entry.hint}</span> : null}
              <Icon name="chevronRight" size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

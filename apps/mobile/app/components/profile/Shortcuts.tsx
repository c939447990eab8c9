import { Badge, Icon, type IconName } from '@liuhe/ui'
import * as styles from './profile.css.ts'

/** One entry of the profile's shortcut grid. */
export interface Shortcut {
  href: string
  label: string
  icon: IconName
  /** Unread count shown as a badge (notifications). */
  badge?: number
  /** A short line under the label (the chat's online count). */
  note?: string
}

/** The profile's shortcut grid. */
export function Shortcuts({ items, label }: { items: readonly Shortcut[]; label: string }) {
  return (
    <nav className={styles.card} aria-label={label}>
      <ul className={styles.shortcutGrid}>
        {items.map((item) => (
          <li key={item.href}>
            <a className={styles.shortcut} href={item.href}>
              {item.badge !== undefined ? (
                <Badge count={item.badge}>
                  <Icon name={item.icon} />
                </Badge>
              ) : (
                <Icon name={item.icon} />
              )}
              <span>{item.label}</span>
              {item.note ? <span className={styles.shortcutNote}>{item.note}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

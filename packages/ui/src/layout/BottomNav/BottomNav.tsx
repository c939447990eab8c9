import type { MouseEvent } from 'react'
import { Icon, type IconName } from '../../primitives/Icon'
import { useLinkComponent } from '../../primitives/LinkProvider'
import * as styles from './BottomNav.css'

/** One entry of the bottom bar; the app decides the entries, their addresses and icons. */
export interface BottomNavItem {
  /** Stable key, matched against `activeKey`. */
  key: string
  /** Visible label, e.g. 首页. */
  label: string
  /** Where the entry goes. */
  href: string
  /** Icon drawn above the label. */
  icon: IconName
}

/** Props of {@link BottomNav}. */
export interface BottomNavProps {
  /** Entries, left to right. */
  items: readonly BottomNavItem[]
  /** Key of the entry of the current page. */
  activeKey?: string
  /** Accessible name of the bar. */
  label?: string
  /** Called on a tap; call `event.preventDefault()` to stop the navigation (e.g. to ask a guest to log in). */
  onNavigate?: (item: BottomNavItem, event: MouseEvent<HTMLAnchorElement>) => void
}

/** The fixed bottom bar: 70 px plus the safe area, icon over label, the current page marked. */
export function BottomNav({ items, activeKey, label = '底部导航', onNavigate }: BottomNavProps) {
  const Link = useLinkComponent()
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey
          return (
            <li key={item.key} className={styles.item}>
              <Link
                className={styles.link}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-key={item.key}
                onClick={onNavigate ? (event) => onNavigate(item, event) : undefined}
              >
                <Icon name={item.icon} size="lg" />
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

import type { ReactNode } from 'react'
import { IconButton } from '../../primitives/IconButton'
import * as styles from './NavBar.css'

/** Props of {@link NavBar}. */
export interface NavBarProps {
  /** Page title. */
  title: string
  /** Called by the back button (e.g. history back); ignored when `backHref` is given. */
  onBack?: () => void
  /** The back button links here instead of calling `onBack`. */
  backHref?: string
  /** Content at the right end, e.g. a search or share button. */
  right?: ReactNode
}

/** A sub-page's top bar: back button (返回), centred title, optional right slot. */
export function NavBar({ title, onBack, backHref, right }: NavBarProps) {
  const hasBack = backHref !== undefined || onBack !== undefined
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {hasBack ? (
          <IconButton
            icon="back"
            aria-label="返回"
            href={backHref}
            onClick={backHref === undefined ? () => onBack?.() : undefined}
          />
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{right}</div>
    </header>
  )
}

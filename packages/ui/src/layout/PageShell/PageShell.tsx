import type { ReactNode } from 'react'
import * as styles from './PageShell.css'

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** Top of the page, e.g. an AppHeader or NavBar. */
  header?: ReactNode
  /** The fixed bottom bar, e.g. a BottomNav; its height is kept free at the end of the content. */
  bottomNav?: ReactNode
  /** The page content; it scrolls between header and bottom bar. */
  children: ReactNode
}

/** A page frame: header, a scrolling main area, and room for the fixed bottom bar. */
export function PageShell({ header, bottomNav, children }: PageShellProps) {
  return (
    <div className={styles.shell} data-has-nav={bottomNav ? true : undefined}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <main className={styles.main}>{children}</main>
      {bottomNav}
    </div>
  )
}

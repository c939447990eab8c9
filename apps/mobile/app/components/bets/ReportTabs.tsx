import { Link } from '@remix-run/react'
import * as styles from './betList.css'

/** The report's two tabs: lottery bets and casino bets. */
export const reportTabs = [
  { href: '/report/bet-list', label: '彩票明细' },
  { href: '/report/live-betting', label: '真人明细' },
] as const

/** Title of the report pages (the bottom navigation's entry). */
export const REPORT_TITLE = '注单'

/** The report's lottery / casino tab pair, as links (they work before the page runs). */
export function ReportTabs({ current }: { current: (typeof reportTabs)[number]['href'] }) {
  return (
    <nav aria-label="报表">
      <ul className={styles.reportTabs}>
        {reportTabs.map((tab) => (
          <li key={tab.href}>
            <Link
              className={styles.tab}
              to={tab.href}
              aria-current={tab.href === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

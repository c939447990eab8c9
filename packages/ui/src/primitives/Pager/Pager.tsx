import type { ReactNode } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { focusRing } from '../shared.css'
import * as styles from './Pager.css'

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page shown, from 1. */
  page: number
  /** Whether a next page exists. */
  hasMore: boolean
  /** The address of a page, e.g. `(n) => \`?page=${n}\``. */
  hrefFor: (page: number) => string
  /** What stands between the two links, e.g. 共 40 条 · 第 2 页 or 2 / 5. */
  summary?: ReactNode
  /** Said instead of the next link on the last page; nothing when absent. */
  endText?: string
  /** The navigation's accessible name. */
  label?: string
}

/**
 * Previous / next links of a paged list that works without JavaScript: each page is an address. The previous
 * link is absent on page 1, the next one on the last page (where `endText` stands instead, if given).
 */
export function Pager({ page, hasMore, hrefFor, summary, endText, label = '翻页' }: PagerProps) {
  const Link = useLinkComponent()
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={`${styles.pageLink} ${focusRing}`} rel="prev">
          上一页
        </Link>
      ) : null}
      {summary !== undefined ? <span className={styles.summary}>{summary}</span> : null}
      {hasMore ? (
        <Link href={hrefFor(page + 1)} className={`${styles.pageLink} ${focusRing}`} rel="next">
          下一页
        </Link>
      ) : endText !== undefined ? (
        <span className={styles.summary}>{endText}</span>
      ) : null}
    </nav>
  )
}

import { type Key, type ReactNode, useEffect, useRef } from 'react'
import { Button } from '../Button/Button'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './InfiniteList.css'

/** Props of {@link InfiniteList}. */
export interface InfiniteListProps<T> {
  /** Items loaded so far. */
  items: readonly T[]
  /** Draws one item (inside its own list item). */
  renderItem: (item: T, index: number) => ReactNode
  /** Stable key of an item. */
  getKey: (item: T, index: number) => Key
  /** Called when the end of the list comes within `threshold` px of the viewport bottom. */
  onLoadMore: () => void
  /** Whether more pages exist. */
  hasMore: boolean
  /** True while a page loads: shows a spinner and stops further calls. */
  loading?: boolean
  /** Message of the last failed load; shows it with a 重试 button. */
  error?: string | null
  /** Called by the 重试 button. */
  onRetry?: () => void
  /**
   * Distance from the viewport bottom that triggers loading, in px (300 by default; docs/product.md, "Look
   * and feel").
   */
  threshold?: number
  /** Text after the last item; defaults to 没有更多数据了. */
  endText?: string
  /** Text when there are no items; defaults to 暂无数据. */
  emptyText?: string
  /** Accessible name of the list. */
  'aria-label'?: string
  /** Class of the list element, e.g. a grid layout. */
  className?: string
}

/** A list that asks for the next page as its end nears the viewport bottom (IntersectionObserver). */
export function InfiniteList<T>({
  items,
  renderItem,
  getKey,
  onLoadMore,
  hasMore,
  loading = false,
  error = null,
  onRetry,
  threshold = 300,
  endText = '没有更多数据了',
  emptyText = '暂无数据',
  'aria-label': label,
  className,
}: InfiniteListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null)
  const loadMore = useRef(onLoadMore)
  loadMore.current = onLoadMore
  const armed = hasMore && !loading && !error

  useEffect(() => {
    const target = sentinel.current
    if (!armed || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current()
      },
      { rootMargin: `0px 0px ${threshold}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [armed, threshold])

  const isEmpty = items.length === 0 && !loading && !error && !hasMore
  return (
    <div aria-busy={loading || undefined}>
      {isEmpty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
      {loading && (
        <div className={styles.status}>
          <Spinner label="加载中" />
        </div>
      )}
      {error && !loading && (
        <div className={styles.status} role="alert">
          <span>{error}</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            重试
          </Button>
        </div>
      )}
      {!hasMore && !isEmpty && !error && <p className={styles.status}>{endText}</p>}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  )
}

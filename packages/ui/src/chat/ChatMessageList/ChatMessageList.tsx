import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import * as styles from './ChatMessageList.css'

/** Props of {@link ChatMessageList}. */
export interface ChatMessageListProps<T> {
  /** The messages, oldest first (as the domain's merge rule sorts them). */
  items: readonly T[]
  /** A stable key per message, e.g. its id. */
  getKey: (item: T) => string
  /** Draws one message, e.g. a `ChatMessage`. */
  renderItem: (item: T) => ReactNode
  /** Whether older messages can still load (the domain's paging rule says so). */
  hasOlder?: boolean
  /** An older page is on its way. */
  loadingOlder?: boolean
  /** Asks for the next older page when the reader scrolls near the top. */
  onLoadOlder?: () => void
  /** Shown when there is no message. */
  emptyText?: string
  /** Accessible name; defaults to 聊天记录. */
  label?: string
  /** Guessed height of a message in px before it is measured. */
  estimateSize?: number
}

/** Distance in px from the top that loads older messages. */
const edge = 80

/**
 * A chat's messages in a scrolling log, virtualised so long histories stay fast: only the messages in
 * view are in the page. It opens at the newest message, follows new messages while the reader is at the
 * end, keeps the reader's place when older ones arrive above, and asks for older ones near the top.
 */
export function ChatMessageList<T>({
  items,
  getKey,
  renderItem,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  emptyText = '暂无消息',
  label = '聊天记录',
  estimateSize = 64,
}: ChatMessageListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
  })
  const hadItems = useRef(false)

  // Open at the newest message; afterwards the virtualizer follows appends while the reader is at the end
  // and keeps the reader's message in place when older ones arrive above (anchorTo: 'end').
  useLayoutEffect(() => {
    if (items.length === 0) hadItems.current = false
    else if (!hadItems.current) {
      hadItems.current = true
      virtualizer.scrollToEnd()
    }
  }, [items.length, virtualizer])

  // One request per page: asked again only once that request ended (loaded, or failed and may be retried).
  const askedAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (!loadingOlder) askedAt.current = null
  }, [loadingOlder])

  const onScroll = () => {
    const el = scroller.current
    if (!el || askedAt.current === items.length) return
    if (el.scrollTop < edge && hasOlder && !loadingOlder && items.length > 0) {
      askedAt.current = items.length
      onLoadOlder?.()
    }
  }

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="log"
      aria-label={label}
      aria-busy={loadingOlder || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log takes focus so the keyboard can scroll it
      tabIndex={0}
      onScroll={onScroll}
    >
      {loadingOlder ? <p className={styles.note}>加载中…</p> : null}
      {items.length === 0 ? <p className={styles.note}>{emptyText}</p> : null}
      <div className={styles.inner} style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={styles.row}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index] as T)}
          </div>
        ))}
      </div>
    </div>
  )
}

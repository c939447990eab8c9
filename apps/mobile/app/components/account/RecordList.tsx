import { fenToYuan } from '@liuhe/domain'
import { InfiniteList, Money } from '@liuhe/ui'
import { Link } from '@remix-run/react'
import * as styles from './account.css'
import { type RecordView, recordTexts } from './records'

/** A recharge or withdrawal history: each record links to its detail page. */
export function RecordList({
  rows,
  hrefOf,
  label,
  hasMore,
  loading,
  error,
  onRetry,
  onLoadMore,
}: {
  rows: readonly RecordView[]
  hrefOf: (orderNo: string) => string
  label: string
  hasMore: boolean
  loading: boolean
  error: string | null
  onRetry: () => void
  onLoadMore: () => void
}) {
  return (
    <InfiniteList<RecordView>
      items={rows}
      getKey={(row) => row.orderNo}
      renderItem={(row) => (
        <Link className={styles.record} to={hrefOf(row.orderNo)}>
          <span className={styles.recordTitle}>{row.title}</span>
          <span className={styles.recordAmount}>
            <Money value={fenToYuan(row.amountFen)} withSymbol={false} /> {recordTexts.yuan}
          </span>
          <span className={styles.recordTime}>{row.time}</span>
          <span className={styles.status} data-tone={row.tone}>
            {row.statusText}
          </span>
        </Link>
      )}
      hasMore={hasMore}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      threshold={300}
      emptyText={recordTexts.empty}
      endText={recordTexts.end}
      aria-label={label}
    />
  )
}

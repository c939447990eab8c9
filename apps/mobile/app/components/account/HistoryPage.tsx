import { WALLET_PAGE_SIZE } from '@liuhe/domain'
import { NavBar } from '@liuhe/ui'
import { useCallback } from 'react'
import { type RowsPage, usePagedRows } from '#app/hooks/usePagedRows.ts'
import * as styles from './account.css'
import { RecordList } from './RecordList'
import type { RecordView } from './records'

const keyOf = (row: RecordView) => row.orderNo

/** A recharge or withdrawal history: 20 records at a time, each linking to its detail page. */
export function HistoryPage({
  title,
  list,
  basePath,
  first,
  error,
}: {
  title: string
  list: 'recharge' | 'withdraw'
  basePath: string
  first: RowsPage<RecordView> | null
  error: string | null
}) {
  const pageUrl = useCallback((page: number) => `/resources/wallet-records?list=${list}&page=${page}`, [list])
  const pages = usePagedRows(first, error, pageUrl, keyOf, WALLET_PAGE_SIZE)
  return (
    <div className={styles.page}>
      <NavBar title={title} backHref="/profile" />
      <main className={styles.main}>
        <RecordList
          rows={pages.rows}
          hrefOf={(orderNo) => `${basePath}/${encodeURIComponent(orderNo)}`}
          label={`${title}列表`}
          {...pages.listProps}
        />
      </main>
    </div>
  )
}

import type { ReactNode } from 'react'
import * as styles from './account.css'

/** Label–value lines of a record's detail page. */
export function DetailList({ items }: { items: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.term} className={styles.detail}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

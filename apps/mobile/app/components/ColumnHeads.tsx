import type { ReactNode } from 'react'

/** A table's head: one row of column headers, each `scope="col"`, all with the page's header-cell class. */
export function ColumnHeads({ columns, className }: { columns: readonly ReactNode[]; className: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // The columns are fixed for a table: their place is their identity.
          <th key={index} scope="col" className={className}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

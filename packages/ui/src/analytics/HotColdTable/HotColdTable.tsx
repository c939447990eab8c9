import { useMemo } from 'react'
import { Chips } from '../../primitives/Chips'
import { useControllableState } from '../../primitives/useControllableState'
import { StatBar } from '../StatBar'
import * as styles from './HotColdTable.css'

/** Orders of the rows: the categories' own order, hottest first (count) or coldest first (current omission). */
export const hotColdSorts = ['key', 'hot', 'cold'] as const
/** One row order. */
export type HotColdSort = (typeof hotColdSorts)[number]

const sortLabels: Readonly<Record<HotColdSort, string>> = { key: '默认', hot: '按热度', cold: '按遗漏' }

/** One category's figures. */
export interface HotColdRow {
  /** Stable key of the category. */
  key: string
  /** What the first column shows (07, 3尾, 鼠, 大). */
  label: string
  /** 出现次数: occurrences in the window (hot). */
  count: number
  /** 当前遗漏: draws since it was last seen (cold). */
  currentOmission: number
  /** 最大遗漏: the longest stretch without it. */
  maxOmission: number
}

/** Props of {@link HotColdTable}. */
export interface HotColdTableProps {
  /** The table's title, e.g. 特码尾数 近100期. */
  caption: string
  /** Header of the category column; defaults to 号码. */
  keyHeader?: string
  /** The categories, in their own order. */
  rows: readonly HotColdRow[]
  /** How many hottest and coldest rows are marked 热 / 冷 (ties at the edge included); defaults to 1, 0 marks none. */
  highlight?: number
  /** Offers the 默认 / 按热度 / 按遗漏 order switch; defaults to true. */
  sortable?: boolean
  /** Row order when controlled. */
  sort?: HotColdSort
  /** Row order at first when uncontrolled; defaults to `key`. */
  defaultSort?: HotColdSort
  /** Called with the newly chosen order. */
  onSortChange?: (sort: HotColdSort) => void
}

/** Keys of the `n` rows with the largest figure, ties with the n-th included; none when every figure is 0. */
function leaders(rows: readonly HotColdRow[], n: number, figure: (row: HotColdRow) => number): Set<string> {
  if (n <= 0) return new Set()
  const sorted = [...rows].sort((a, b) => figure(b) - figure(a))
  const edge = sorted[Math.min(n, sorted.length) - 1]
  if (!edge || figure(edge) === 0) return new Set()
  return new Set(sorted.filter((row) => figure(row) >= figure(edge)).map((row) => row.key))
}

const byCount = (row: HotColdRow) => row.count
const byOmission = (row: HotColdRow) => row.currentOmission

/**
 * Hot and cold figures of a set of categories (号码, 尾数, 生肖, 两面 …): 出现次数 (hot), 当前遗漏 (cold) and
 * 最大遗漏, each with a bar against the column's largest; the hottest and coldest rows carry 热 / 冷.
 */
export function HotColdTable({
  caption,
  keyHeader = '号码',
  rows,
  highlight = 1,
  sortable = true,
  sort,
  defaultSort = 'key',
  onSortChange,
}: HotColdTableProps) {
  const [order = 'key', setOrder] = useControllableState(sort, defaultSort, onSortChange)
  const hot = useMemo(() => leaders(rows, highlight, byCount), [rows, highlight])
  const cold = useMemo(() => leaders(rows, highlight, byOmission), [rows, highlight])
  const shown = useMemo(() => {
    if (order === 'hot') return [...rows].sort((a, b) => byCount(b) - byCount(a))
    if (order === 'cold') return [...rows].sort((a, b) => byOmission(b) - byOmission(a))
    return rows
  }, [rows, order])
  const maxCount = Math.max(0, ...rows.map(byCount))
  const maxCurrent = Math.max(0, ...rows.map(byOmission))
  const maxOmission = Math.max(0, ...rows.map((row) => row.maxOmission))

  return (
    <div className={styles.root}>
      {sortable ? (
        <Chips
          aria-label={`${caption} 排序`}
          items={hotColdSorts.map((value) => ({ value, label: sortLabels[value] }))}
          value={order}
          onChange={(value) => setOrder(value as HotColdSort)}
        />
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{keyHeader}</th>
            <th scope="col">出现次数</th>
            <th scope="col">当前遗漏</th>
            <th scope="col">最大遗漏</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={row.key}
              data-hot={hot.has(row.key) || undefined}
              data-cold={cold.has(row.key) || undefined}
            >
              <th scope="row">
                <span className={styles.label}>{row.label}</span>
                {hot.has(row.key) ? (
                  <span className={styles.badge} data-tone="hot">
                    热
                  </span>
                ) : null}
                {cold.has(row.key) ? (
                  <span className={styles.badge} data-tone="cold">
                    冷
                  </span>
                ) : null}
              </th>
              <td>
                <StatBar value={row.count} max={maxCount} tone="hot" />
              </td>
              <td>
                <StatBar value={row.currentOmission} max={maxCurrent} tone="cold" />
              </td>
              <td>
                <StatBar value={row.maxOmission} max={maxOmission} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

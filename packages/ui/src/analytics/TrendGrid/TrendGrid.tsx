import type { BallColor, CategoryStats } from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { memo, type ReactNode, useId, useMemo, useState } from 'react'
import { visuallyHidden } from '../../primitives/shared.css'
import { useControllableState } from '../../primitives/useControllableState'
import { useScriptRunning } from '../../primitives/useScriptRunning'
import {
  columnBreaks,
  guideLines,
  hasSingleHits,
  omissionLayers,
  pointsText,
  polylinePoints,
  ROWS_PER_GROUP,
  TREND_CELL_PX,
} from './geometry'
import * as styles from './TrendGrid.css'

/** The overlays a trend chart can switch on: 折线, 遗漏分层 and 辅助线. */
export const trendOverlays = ['line', 'layers', 'guides'] as const
/** One overlay of a trend chart. */
export type TrendOverlay = (typeof trendOverlays)[number]

/** What each overlay's toggle says. */
export const trendOverlayLabels: Readonly<Record<TrendOverlay, string>> = {
  line: '折线',
  layers: '遗漏分层',
  guides: '辅助线',
}

/** One cell: a hit (how many times, and the ball colour of a 01–49 column) or the omission count. */
export type TrendGridCell = { hit: true; times: number; color?: BallColor } | { hit: false; omission: number }

/** One category column. */
export interface TrendGridColumn {
  /** Stable key of the category. */
  key: string
  /** Header text, also what a hit cell shows (07, 鼠, 大). */
  label: string
}

/** A header spanning several columns (家野, 男女 …). */
export interface TrendGridColumnGroup {
  /** Header text. */
  label: string
  /** How many columns it spans, in column order. */
  span: number
}

/** One draw. */
export interface TrendGridRow {
  /** Stable key, the issue. */
  key: string
  /** Row header text, the issue. */
  label: string
  /** One cell per column, in column order. */
  cells: readonly TrendGridCell[]
}

/** The footer figures of one column. */
export type TrendGridStats = Pick<
  CategoryStats<unknown>,
  'count' | 'averageOmission' | 'maxOmission' | 'maxRun'
>

/** Props of {@link TrendGrid}. */
export interface TrendGridProps {
  /** Accessible name of the table, e.g. 特码走势 近30期. */
  caption: string
  /** Header of the issue column; defaults to 期号. */
  rowHeader?: string
  /** The category columns. */
  columns: readonly TrendGridColumn[]
  /** Headers over groups of columns, spans adding up to the column count. */
  columnGroups?: readonly TrendGridColumnGroup[]
  /** The draws, newest first. */
  rows: readonly TrendGridRow[]
  /** Footer figures per column (出现总次数, 平均遗漏, 最大遗漏, 最大连出), in column order. */
  stats?: readonly TrendGridStats[]
  /** The overlay toggles offered; defaults to all (折线 only where each draw has at most one hit). */
  overlays?: readonly TrendOverlay[]
  /** Overlays switched on, when controlled. */
  value?: readonly TrendOverlay[]
  /** Overlays switched on at first, when uncontrolled. */
  defaultValue?: readonly TrendOverlay[]
  /** Called with the overlays switched on after a toggle. */
  onValueChange?: (value: TrendOverlay[]) => void
}

const footerRows = [
  { label: '出现总次数', figure: (s: TrendGridStats) => s.count },
  { label: '平均遗漏', figure: (s: TrendGridStats) => Math.round(s.averageOmission) },
  { label: '最大遗漏', figure: (s: TrendGridStats) => s.maxOmission },
  { label: '最大连出', figure: (s: TrendGridStats) => s.maxRun },
] as const

interface TableProps {
  /**
   * The table is the server's, adopted as it is: hydration leaves its cells to the browser (see
   * {@link TrendGrid}'s `adopted`).
   */
  adopted: boolean
  caption: string
  rowHeader: string
  columns: readonly TrendGridColumn[]
  columnGroups: readonly TrendGridColumnGroup[] | undefined
  rows: readonly TrendGridRow[]
  stats: readonly TrendGridStats[] | undefined
}

/**
 * The table's roles, spelled out on its elements down to the rows: the draws' rows are laid out as grids
 * rather than table rows (`body` in TrendGrid.css.ts), and a table whose parts are not displayed as a table
 * can lose its semantics in a browser's accessibility tree unless they are explicit. The 10,000 cells of a
 * 200-issue chart take theirs from the row they sit in (a `<td>` in a row is a cell, a `<th scope="row">` its
 * row header): spelled out there too, the roles alone weighed 114 KB of the page's HTML (docs/architecture.md,
 * "The trend chart").
 */
const roles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
} as const

/** The draws in groups of {@link ROWS_PER_GROUP}, in order. */
function rowGroups(rows: readonly TrendGridRow[]): TrendGridRow[][] {
  const groups: TrendGridRow[][] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_GROUP) groups.push(rows.slice(i, i + ROWS_PER_GROUP))
  return groups
}

/**
 * The table itself: the chart's content and its text alternative. Memoised so that switching an overlay
 * re-renders the overlays only, never the thousands of cells.
 */
const TrendTable = memo(function TrendTable({
  adopted,
  caption,
  rowHeader,
  columns,
  columnGroups,
  rows,
  stats,
}: TableProps) {
  const captionId = useId()
  const grouped = Boolean(columnGroups?.length)
  if (adopted)
    return (
      // The server's rows stay the table's content: React claims the element and none of its cells (an
      // element with inner HTML has no children to hydrate), and never writes the empty HTML into it.
      <table
        {...roles.table}
        aria-labelledby={captionId}
        className={styles.table}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string, never written (see above)
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    )
  return (
    <table {...roles.table} aria-labelledby={captionId} className={styles.table}>
      <caption id={captionId} className={visuallyHidden}>
        {caption}
      </caption>
      <thead {...roles.rowgroup} className={styles.head}>
        {grouped ? (
          <tr {...roles.row}>
            <th {...roles.columnheader} scope="col" rowSpan={2}>
              {rowHeader}
            </th>
            {columnGroups?.map((group) => (
              <th key={group.label} {...roles.columnheader} scope="colgroup" colSpan={group.span}>
                {group.label}
              </th>
            ))}
          </tr>
        ) : null}
        <tr {...roles.row}>
          {grouped ? null : (
            <th {...roles.columnheader} scope="col">
              {rowHeader}
            </th>
          )}
          {columns.map((column) => (
            <th key={column.key} {...roles.columnheader} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      {rowGroups(rows).map((group) => (
        <tbody
          key={group[0]?.key}
          {...roles.rowgroup}
          className={styles.body}
          // A full group's height is the style's own; only a shorter last group says how many rows it holds.
          style={
            group.length === ROWS_PER_GROUP
              ? undefined
              : assignInlineVars({ [styles.groupRows]: String(group.length) })
          }
        >
          {group.map((row) => (
            <tr key={row.key} {...roles.row}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) =>
                cell.hit ? (
                  <td
                    // Cells never move within a row: the column is the identity.
                    key={i}
                    data-hit={cell.color ?? 'brand'}
                    data-times={cell.times > 1 ? cell.times : undefined}
                    aria-label={`开出 ${columns[i]?.label}${cell.times > 1 ? ` ×${cell.times}` : ''}`}
                  >
                    {columns[i]?.label}
                  </td>
                ) : (
                  <td key={i}>{cell.omission}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      ))}
      {stats ? (
        <tfoot {...roles.rowgroup} className={styles.foot}>
          {footerRows.map(({ label, figure }) => (
            <tr key={label} {...roles.row}>
              <th scope="row">{label}</th>
              {stats.map((s, i) => (
                <td key={i}>{figure(s)}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  )
})

/** The longest row header, in characters: the issue column is sized to it (and to the footer's labels). */
function headChars(rows: readonly TrendGridRow[], rowHeader: string): number {
  return rows.reduce((longest, row) => Math.max(longest, row.label.length), rowHeader.length)
}

/** One overlay of the chart: an SVG over (or under) the table, the size of its data cells. */
function Overlay({
  name,
  drawn,
  shown,
  width,
  height,
  children,
}: {
  name: TrendOverlay
  drawn: boolean
  shown: boolean
  width: number
  height: number
  children: ReactNode
}) {
  if (!drawn) return null
  return (
    <svg
      className={styles.underlay}
      width={width}
      height={height}
      aria-hidden="true"
      data-overlay={name}
      data-shown={shown || undefined}
    >
      {children}
    </svg>
  )
}

/**
 * A trend chart (走势图): draws as rows (newest first, the issue column sticky), categories as columns
 * scrolling sideways; a hit is a coloured ball, a miss shows its omission count; the footer gives 出现总次数,
 * 平均遗漏, 最大遗漏 and 最大连出. The table is the chart's text alternative. The overlays 折线 (a polyline
 * through the hits), 遗漏分层 (each column's current omission shaded) and 辅助线 (guide lines every five
 * draws and between column groups) are drawn from the fixed cell size: switching one re-lays nothing out.
 */
export function TrendGrid({
  caption,
  rowHeader = '期号',
  columns,
  columnGroups,
  rows,
  stats,
  overlays = trendOverlays,
  value,
  defaultValue,
  onValueChange,
}: TrendGridProps) {
  const [active = [], setActive] = useControllableState<readonly TrendOverlay[]>(
    value,
    defaultValue ?? [],
    onValueChange as ((next: readonly TrendOverlay[]) => void) | undefined,
  )
  const noteId = useId()
  const scriptRunning = useScriptRunning()
  // Hydration adopts the server's table as it is rather than render its thousands of cells again (the
  // 200-issue chart's 10,000 cells were most of the trend page's main-thread time on a phone): the cells
  // show data and take no events, so they need no React. The server's table stays the chart as long as
  // the chart shows what it was rendered from; other data renders a table of its own.
  const [hydrated] = useState(() =>
    typeof document !== 'undefined' && !scriptRunning
      ? { caption, rowHeader, columns, columnGroups, rows, stats }
      : null,
  )
  const adopted =
    hydrated !== null &&
    hydrated.caption === caption &&
    hydrated.rowHeader === rowHeader &&
    hydrated.columns === columns &&
    hydrated.columnGroups === columnGroups &&
    hydrated.rows === rows &&
    hydrated.stats === stats
  const singleHits = useMemo(() => hasSingleHits(rows), [rows])
  const offered = overlays.filter((overlay) => overlay !== 'line' || singleHits)
  const isOn = (overlay: TrendOverlay) => offered.includes(overlay) && active.includes(overlay)
  const toggle = (overlay: TrendOverlay) =>
    setActive(isOn(overlay) ? active.filter((o) => o !== overlay) : [...active, overlay])

  const table = useMemo(
    () => (
      <TrendTable
        // A new table replaces the adopted one: React would add rows to the server's rather than replace them.
        key={adopted ? 'server' : 'client'}
        adopted={adopted}
        caption={caption}
        rowHeader={rowHeader}
        columns={columns}
        columnGroups={columnGroups}
        rows={rows}
        stats={stats}
      />
    ),
    [adopted, caption, rowHeader, columns, columnGroups, rows, stats],
  )

  const drawing = useMemo(
    () => ({
      layers: omissionLayers(rows, columns.length),
      // All guide lines as one path: one element to draw instead of one per line.
      guides: guideLines(
        rows.length,
        columns.length,
        columnBreaks(
          columns.length,
          columnGroups?.map((g) => g.span),
        ),
      )
        .map((l) => `M${l.x1} ${l.y1}L${l.x2} ${l.y2}`)
        .join(''),
      line: singleHits ? pointsText(polylinePoints(rows)) : '',
    }),
    [rows, columns.length, singleHits, columnGroups],
  )

  if (rows.length === 0) return <p className={styles.empty}>暂无数据</p>

  const width = columns.length * TREND_CELL_PX
  const height = rows.length * TREND_CELL_PX
  const headerRows = columnGroups?.length ? 2 : 1
  const showLayers = isOn('layers')
  const showGuides = isOn('guides')
  const showLine = isOn('line')
  const drawn = (overlay: TrendOverlay) => offered.includes(overlay) && (scriptRunning || isOn(overlay))
  return (
    <div
      className={styles.root}
      data-line={showLine || undefined}
      data-layers={showLayers || undefined}
      data-guides={showGuides || undefined}
    >
      {offered.length ? (
        <fieldset className={styles.toolbar}>
          <legend className={visuallyHidden}>走势图显示选项</legend>
          {offered.map((overlay) => (
            <button
              key={overlay}
              type="button"
              className={styles.toggle}
              aria-pressed={isOn(overlay)}
              onClick={() => toggle(overlay)}
            >
              {trendOverlayLabels[overlay]}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p id={noteId} className={styles.note}>
        彩色圆圈为开出，数字为遗漏期数；左右滑动查看全部。
      </p>
      {/* A wide chart scrolls sideways: the region takes focus so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard */}
      <section className={styles.scroller} aria-label={caption} aria-describedby={noteId} tabIndex={0}>
        <div
          className={styles.canvas}
          style={assignInlineVars({
            [styles.headWidth]: `calc(max(${headChars(rows, rowHeader)}ch, 5em) + 10px)`,
            [styles.headHeight]: `${headerRows * TREND_CELL_PX}px`,
            [styles.columnCount]: String(columns.length),
          })}
        >
          {/* Every offered overlay is drawn once and shown or hidden by an attribute: a toggle changes no
              layout and re-renders nothing but the toolbar (the trend page's 折线 toggle must stay a
              short task on a phone). A hidden overlay is drawn once the page's script runs, not into the
              server's HTML: only the script can show it. */}
          <Overlay name="layers" drawn={drawn('layers')} shown={showLayers} width={width} height={height}>
            {drawing.layers.map((layer) => (
              <rect
                key={layer.column}
                className={styles.layer}
                x={layer.column * TREND_CELL_PX}
                y={layer.fromRow * TREND_CELL_PX}
                width={TREND_CELL_PX}
                height={layer.rows * TREND_CELL_PX}
              />
            ))}
          </Overlay>
          <Overlay name="guides" drawn={drawn('guides')} shown={showGuides} width={width} height={height}>
            <path className={styles.guide} d={drawing.guides} />
          </Overlay>
          {table}
          <Overlay name="line" drawn={drawn('line')} shown={showLine} width={width} height={height}>
            <polyline className={styles.line} points={drawing.line} />
          </Overlay>
        </div>
      </section>
    </div>
  )
}

import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'
import { ROWS_PER_GROUP, TREND_CELL_PX } from './geometry'

const cell = `${TREND_CELL_PX}px`

/** Width of the sticky issue column (set per chart from its longest label). */
export const headWidth = createVar()
/** Height of the header rows above the first draw. */
export const headHeight = createVar()
/** How many data columns the chart has. */
export const columnCount = createVar()
/** The fill of a hit cell's ball. */
const hitFill = createVar()

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
})

export const toggle = style([
  focusRing,
  {
    minHeight: '32px',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brandStrong,
        fontWeight: vars.font.weight.medium,
      },
    },
  },
])

export const scroller = style([
  focusRing,
  {
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
])

/** The chart's drawing area: the table, with the overlays positioned over (or under) its data cells. */
export const canvas = style({
  position: 'relative',
  isolation: 'isolate',
  width: 'max-content',
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.muted,
})

/** The width of the whole table: the issue column and the data columns. */
const tableWidth = `calc(${headWidth} + ${columnCount} * ${cell})`

export const table = style({
  // Its own stacking context over the overlays: toggling an overlay repaints the overlay, and the
  // thousands of cells are reused as painted (the trend page's toggle stays a short task on a phone).
  isolation: 'isolate',
  display: 'block',
  width: tableWidth,
})

/**
 * The header rows stay a (fixed) table: a grouped header's 期号 spans both rows. Its first column is the
 * issue column; the data columns share the rest, one cell each.
 */
export const head = style({
  display: 'table',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
})

globalStyle(`${head} th:first-child`, { width: headWidth })

/** How many draws a row group holds, set only on a last group with fewer than {@link ROWS_PER_GROUP}. */
export const groupRows = createVar()

/**
 * The draws, in groups of ten rows. A group off screen is skipped (`content-visibility: auto`, its height
 * known from its rows until it has been laid out once): the browser styles, lays out and paints only the
 * groups near the screen. As a table, the chart laid out every cell of every row before its first frame
 * (200 draws: 10,000 cells, about 20,800 layout objects, against about 7,400 this way in Chromium's trace;
 * docs/architecture.md, "The trend chart"). Groups, not single rows, are skipped: each
 * skippable box is a containment boundary the compositor walks on every repaint of the page, and 200 of them
 * made each 折线 toggle several times dearer to composite.
 */
export const body = style({
  display: 'block',
  contentVisibility: 'auto',
  containIntrinsicHeight: `auto calc(${fallbackVar(groupRows, String(ROWS_PER_GROUP))} * ${cell})`,
})

/** The footer's rows (出现总次数, 平均遗漏, 最大遗漏, 最大连出). */
export const foot = style({ display: 'block' })

/** A draw (or footer) row is a grid of the table's columns, not a table row, so that its group can be skipped. */
globalStyle(`${body} > tr, ${foot} > tr`, {
  display: 'grid',
  gridTemplateColumns: `${headWidth} repeat(${columnCount}, ${cell})`,
})

// A grid cell centres its one line of text as a table cell would: its line fills the cell above the bottom
// border (a flex or grid cell would wrap each figure in one more box to lay out).
globalStyle(`${body} > tr > th, ${body} > tr > td, ${foot} > tr > th, ${foot} > tr > td`, {
  lineHeight: `calc(${cell} - 1px)`,
})

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.xs })

globalStyle(`${table} th, ${table} td`, {
  boxSizing: 'border-box',
  height: cell,
  padding: 0,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.regular,
})

globalStyle(`${table} thead th`, {
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
})

// The issue column stays in view while the numbers scroll under it.
globalStyle(`${table} th:first-child`, {
  position: 'sticky',
  left: 0,
  zIndex: 3,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
})

globalStyle(`${table} thead th:first-child`, { background: vars.color.surfaceMuted })

globalStyle(`${table} tfoot th, ${table} tfoot td`, {
  background: vars.color.surfaceMuted,
  color: vars.color.text,
})

// A hit cell is a ball on the number's wave colour (darkened like a filled LotteryBall for 4.5:1 white text).
globalStyle(`${table} td[data-hit]`, {
  color: '#fff',
  fontWeight: vars.font.weight.bold,
  background: `radial-gradient(circle closest-side, ${hitFill} 92%, transparent 100%)`,
})

globalStyle(`${table} td[data-hit="red"]`, {
  vars: { [hitFill]: `color-mix(in srgb, ${vars.color.ballRed} 85%, #000)` },
})
globalStyle(`${table} td[data-hit="blue"]`, {
  vars: { [hitFill]: `color-mix(in srgb, ${vars.color.ballBlue} 85%, #000)` },
})
globalStyle(`${table} td[data-hit="green"]`, {
  vars: { [hitFill]: `color-mix(in srgb, ${vars.color.ballGreen} 85%, #000)` },
})
globalStyle(`${table} td[data-hit="brand"]`, {
  color: vars.color.onBrand,
  vars: { [hitFill]: vars.color.brandStrong },
})

// A category hit on several balls of one draw shows how many times.
globalStyle(`${table} td[data-times]`, { position: 'relative' })

globalStyle(`${table} td[data-times]::after`, {
  content: 'attr(data-times)',
  position: 'absolute',
  top: '1px',
  right: '1px',
  minWidth: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: '9px',
  lineHeight: '10px',
})

const overlay = style({
  position: 'absolute',
  left: headWidth,
  top: headHeight,
  pointerEvents: 'none',
  overflow: 'visible',
})

/**
 * An overlay is drawn once (as soon as the page's script runs), on its own compositor layer, and transparent
 * until its toggle shows it: a toggle changes only that layer's opacity, which the compositor applies without
 * repainting the chart or re-layerizing the page. (Switching `visibility` instead repainted the 200-issue chart on every toggle:
 * about 65 ms of paint and 75 ms of layerizing per click at 4× CPU slowdown, against about 10 and 4 ms this
 * way; docs/architecture.md, "The trend chart".)
 */
const switchable = style({ willChange: 'opacity', selectors: { '&:not([data-shown])': { opacity: 0 } } })

/**
 * Layers, guides and the polyline sit under the cells, whose backgrounds are transparent: the line shows
 * between the hit balls and passes under them.
 */
export const underlay = style([overlay, switchable, { zIndex: -1 }])

export const layer = style({ fill: vars.color.brandSoft })

export const guide = style({ stroke: vars.color.muted, strokeWidth: 1, strokeDasharray: '4 3', opacity: 0.6 })

export const line = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
})

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

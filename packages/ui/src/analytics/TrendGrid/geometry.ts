/*
 * The trend chart's overlays are drawn from the grid's fixed cell size, never from measured positions: every
 * data cell is TREND_CELL_PX square, so a cell's centre follows from its row and column alone and switching
 * an overlay on reads no layout.
 */

/** Side of one data cell of the trend chart, in CSS pixels. */
export const TREND_CELL_PX = 28

/** How many draws each of the chart's row groups holds, the last perhaps fewer (`body` in TrendGrid.css.ts). */
export const ROWS_PER_GROUP = 10

/** What the overlays need of a cell: hit or missed. */
export interface OverlayCell {
  hit: boolean
}

/** A point of the polyline, in pixels from the top-left corner of the first data cell. */
export interface Point {
  x: number
  y: number
}

/** A shaded stretch of one column: the first row it covers and how many rows. */
export interface OmissionLayer {
  column: number
  fromRow: number
  rows: number
}

/** A guide line across the data area, in pixels (horizontal when y1 === y2). */
export interface GuideLine {
  x1: number
  y1: number
  x2: number
  y2: number
}

const centre = (index: number) => (index + 0.5) * TREND_CELL_PX

/** True when a polyline is defined: every row holds at most one hit (a 特码 chart, not an all-balls one). */
export function hasSingleHits(rows: readonly { cells: readonly OverlayCell[] }[]): boolean {
  return rows.every((row) => row.cells.filter((cell) => cell.hit).length <= 1)
}

/** The polyline through each row's hit, top row first; rows without a hit are skipped. */
export function polylinePoints(rows: readonly { cells: readonly OverlayCell[] }[]): Point[] {
  const points: Point[] = []
  rows.forEach((row, rowIndex) => {
    const column = row.cells.findIndex((cell) => cell.hit)
    if (column >= 0) points.push({ x: centre(column), y: centre(rowIndex) })
  })
  return points
}

/** SVG `points` text of a polyline. */
export function pointsText(points: readonly Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ')
}

/**
 * The current omission of each column as a layer (遗漏分层): from the top row, the newest draw, down to the
 * column's latest hit, or the whole column when it has none in the window.
 */
export function omissionLayers(rows: readonly { cells: readonly OverlayCell[] }[], columns: number) {
  const layers: OmissionLayer[] = []
  for (let column = 0; column < columns; column++) {
    let length = 0
    while (length < rows.length && !rows[length]!.cells[column]?.hit) length++
    if (length > 0) layers.push({ column, fromRow: 0, rows: length })
  }
  return layers
}

/** Rows between horizontal guides (辅助线). */
export const GUIDE_ROW_STEP = 5

/**
 * Guide lines (辅助线): a horizontal line under every fifth row, and a vertical line at each column
 * boundary given (a group's end, or every tenth column).
 */
export function guideLines(rowCount: number, columnCount: number, columnBreaks: readonly number[]) {
  const width = columnCount * TREND_CELL_PX
  const height = rowCount * TREND_CELL_PX
  const lines: GuideLine[] = []
  for (let row = GUIDE_ROW_STEP; row < rowCount; row += GUIDE_ROW_STEP) {
    const y = row * TREND_CELL_PX
    lines.push({ x1: 0, y1: y, x2: width, y2: y })
  }
  for (const column of columnBreaks) {
    if (column <= 0 || column >= columnCount) continue
    const x = column * TREND_CELL_PX
    lines.push({ x1: x, y1: 0, x2: x, y2: height })
  }
  return lines
}

/** Where vertical guides go: after each column group, or every tenth column without groups. */
export function columnBreaks(columnCount: number, groupSpans: readonly number[] | undefined): number[] {
  if (groupSpans?.length) {
    const breaks: number[] = []
    let at = 0
    for (const span of groupSpans) {
      at += span
      breaks.push(at)
    }
    return breaks
  }
  return Array.from({ length: Math.floor((columnCount - 1) / 10) }, (_, i) => (i + 1) * 10)
}

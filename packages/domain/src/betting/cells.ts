import type { PlayCell, PlayPosition } from './types'

/** Cells keyed by their labels. */
export function keyCells(keys: readonly string[]): PlayCell[] {
  return keys.map((key) => ({ key }))
}

/** Number cells from `from` to `to`, labelled by `label` (plain digits unless told otherwise). */
export function numberCells(from: number, to: number, label: (n: number) => string = String): PlayCell[] {
  const cells: PlayCell[] = []
  for (let n = from; n <= to; n++) cells.push({ key: label(n), number: n })
  return cells
}

/** Positions numbered from 1 in the order of their labels. */
export function positionsOf(labels: readonly string[]): PlayPosition[] {
  return labels.map((label, i) => ({ index: i + 1, label }))
}

/** The same odds for every key. */
export function sameOdds(keys: readonly string[], oddsMilli: number): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, oddsMilli]))
}

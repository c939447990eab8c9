import { cartesian, choose, combinations, danTuoCombinations } from './combinatorics'
import type { Play, Selection, Ticket } from './types'

/** What the selection rules read of a play: its shape and its cells (a page can pass just these). */
export type PlayGrid = Pick<Play, 'shape' | 'cells'>

/** The messages a rejected selection shows, as the betting page writes them. */
export const selectionMessages = {
  /** Nothing picked on a number grid. */
  emptyNumbers: '请选择号码',
  /** Nothing picked on an option grid. */
  emptyOptions: '请选择投注项',
  /** The selection does not have the shape the play takes. */
  wrongShape: '选择方式与玩法不符',
  /** A position the play does not have. */
  unknownPosition: '无效的位置',
  /** The same position twice in a parlay. */
  repeatedPosition: '同一位置只能选择一次',
  /** No 胆 in a 胆拖 selection. */
  emptyDan: '请选择胆码',
  /** No 拖 in a 胆拖 selection. */
  emptyTuo: '请选择拖码',
  /** A cell that is both 胆 and 拖. */
  danInTuo: '胆码与拖码不能重复',
  /** Too few picks. */
  tooFew: (min: number) => `至少选择${min}个`,
  /** Too many picks. */
  tooMany: (max: number) => `最多选择${max}个`,
  /** Too many 胆. */
  tooManyDan: (max: number) => `胆码最多选择${max}个`,
  /** Too few parlay legs. */
  tooFewLegs: (min: number) => `至少选择${min}关`,
  /** Too many parlay legs. */
  tooManyLegs: (max: number) => `最多选择${max}关`,
  /** A cell the play does not have. */
  unknownCell: (cell: string) => `无效的选项：${cell}`,
  /** The same cell twice. */
  repeatedCell: (cell: string) => `不能重复选择：${cell}`,
} as const

/** Whether a selection can be bet, with the message to show when it cannot. */
export type SelectionCheck = { ok: true } | { ok: false; message: string }

const ok: SelectionCheck = { ok: true }
const fail = (message: string): SelectionCheck => ({ ok: false, message })

/** How many cells (or, for a parlay, legs) a play takes: 1 for a single cell, k–max for a combination. */
export function pickLimits(play: PlayGrid): { min: number; max: number } {
  const { shape } = play
  switch (shape.kind) {
    case 'single':
    case 'position':
      return { min: 1, max: 1 }
    case 'group':
      return { min: shape.minPicks, max: shape.maxPicks }
    case 'combination':
      return { min: shape.size, max: shape.maxPicks }
    case 'parlay':
      return { min: shape.minLegs, max: shape.maxLegs }
  }
}

/** Every cell key a selection names, 胆 and 拖 and all parlay legs included, in order. */
export function selectionCells(selection: Selection): string[] {
  switch (selection.kind) {
    case 'single':
    case 'position':
      return [selection.cell]
    case 'cells':
      return [...selection.cells]
    case 'danTuo':
      return [...selection.dan, ...selection.tuo]
    case 'parlay':
      return selection.legs.flatMap((leg) => leg.cells)
  }
}

function emptyMessage(play: PlayGrid): string {
  return play.cells.every((cell) => cell.number !== undefined)
    ? selectionMessages.emptyNumbers
    : selectionMessages.emptyOptions
}

/** Checks that every cell exists and none repeats; the first problem wins. */
function checkCells(play: PlayGrid, cells: readonly string[]): SelectionCheck {
  if (cells.length === 0) return fail(emptyMessage(play))
  const seen = new Set<string>()
  for (const cell of cells) {
    if (!play.cells.some((c) => c.key === cell)) return fail(selectionMessages.unknownCell(cell))
    if (seen.has(cell)) return fail(selectionMessages.repeatedCell(cell))
    seen.add(cell)
  }
  return ok
}

function checkCount(count: number, min: number, max: number): SelectionCheck {
  if (count < min) return fail(selectionMessages.tooFew(min))
  return count > max ? fail(selectionMessages.tooMany(max)) : ok
}

function checkDanTuo(
  play: PlayGrid,
  size: number,
  maxPicks: number,
  dan: readonly string[],
  tuo: readonly string[],
) {
  if (dan.length === 0) return fail(selectionMessages.emptyDan)
  if (tuo.length === 0) return fail(selectionMessages.emptyTuo)
  if (dan.some((cell) => tuo.includes(cell))) return fail(selectionMessages.danInTuo)
  const cells = checkCells(play, [...dan, ...tuo])
  if (!cells.ok) return cells
  if (dan.length > size - 1) return fail(selectionMessages.tooManyDan(size - 1))
  return checkCount(dan.length + tuo.length, size, maxPicks)
}

function hasPosition(positions: readonly { index: number }[], position: number): boolean {
  return positions.some((p) => p.index === position)
}

/**
 * Checks a selection against its play: the shape, known cells and positions, no repeats, and the pick
 * counts. Returns the first problem as the Chinese message the page shows.
 */
export function validateSelection(play: PlayGrid, selection: Selection): SelectionCheck {
  const { shape } = play
  switch (shape.kind) {
    case 'single':
      return selection.kind === 'single'
        ? checkCells(play, [selection.cell])
        : fail(selectionMessages.wrongShape)
    case 'group': {
      if (selection.kind !== 'cells') return fail(selectionMessages.wrongShape)
      const cells = checkCells(play, selection.cells)
      return cells.ok ? checkCount(selection.cells.length, shape.minPicks, shape.maxPicks) : cells
    }
    case 'combination': {
      if (selection.kind === 'danTuo')
        return checkDanTuo(play, shape.size, shape.maxPicks, selection.dan, selection.tuo)
      if (selection.kind !== 'cells') return fail(selectionMessages.wrongShape)
      const cells = checkCells(play, selection.cells)
      return cells.ok ? checkCount(selection.cells.length, shape.size, shape.maxPicks) : cells
    }
    case 'position': {
      if (selection.kind !== 'position') return fail(selectionMessages.wrongShape)
      if (!hasPosition(shape.positions, selection.position)) return fail(selectionMessages.unknownPosition)
      return checkCells(play, [selection.cell])
    }
    case 'parlay': {
      if (selection.kind !== 'parlay') return fail(selectionMessages.wrongShape)
      const { legs } = selection
      if (legs.length < shape.minLegs) return fail(selectionMessages.tooFewLegs(shape.minLegs))
      if (legs.length > shape.maxLegs) return fail(selectionMessages.tooManyLegs(shape.maxLegs))
      const positions = new Set<number>()
      for (const leg of legs) {
        if (!hasPosition(shape.positions, leg.position)) return fail(selectionMessages.unknownPosition)
        if (positions.has(leg.position)) return fail(selectionMessages.repeatedPosition)
        positions.add(leg.position)
        const cells = checkCells(play, leg.cells)
        if (!cells.ok) return cells
      }
      return ok
    }
  }
}

/**
 * How many 注 a selection makes: C(n, k) for a 复式 combination, C(|拖|, k − |胆|) for 胆拖, the product of
 * the options per leg for a parlay, and 1 for a single cell, a position or a group. 0 when it is invalid.
 */
export function betCount(play: PlayGrid, selection: Selection): number {
  if (!validateSelection(play, selection).ok) return 0
  if (selection.kind === 'parlay') return selection.legs.reduce((count, leg) => count * leg.cells.length, 1)
  if (play.shape.kind !== 'combination') return 1
  const { size } = play.shape
  if (selection.kind === 'danTuo') return choose(selection.tuo.length, size - selection.dan.length)
  return choose(selectionCells(selection).length, size)
}

/** The 注 of a valid selection, one ticket each; refuses an invalid selection with its message. */
export function expandTickets(play: PlayGrid, selection: Selection): Ticket[] {
  const check = validateSelection(play, selection)
  if (!check.ok) throw new RangeError(check.message)
  switch (selection.kind) {
    case 'position':
      return [{ kind: 'position', position: selection.position, cell: selection.cell }]
    case 'parlay': {
      const options = selection.legs.map((leg) => leg.cells.map((cell) => ({ position: leg.position, cell })))
      return cartesian(options).map((legs) => ({ kind: 'parlay', legs }))
    }
    default: {
      if (play.shape.kind !== 'combination') return [{ kind: 'cells', cells: selectionCells(selection) }]
      const { size } = play.shape
      const subsets =
        selection.kind === 'danTuo'
          ? danTuoCombinations(selection.dan, selection.tuo, size)
          : combinations(selectionCells(selection), size)
      return subsets.map((cells) => ({ kind: 'cells', cells }))
    }
  }
}

const simplified: Readonly<Record<string, string>> = {
  龍: '龙',
  馬: '马',
  雞: '鸡',
  豬: '猪',
  紅: '红',
  藍: '蓝',
  綠: '绿',
}

/**
 * The catalogue key of a cell as players and other sites write it: traditional characters (龍 → 龙), a
 * bare number ('7' → '07' on a ball grid), and a 特 prefix on two-sides options ('特大' → '大'). Text that
 * names no cell comes back unchanged, for validation to report.
 */
export function normalizeCellKey(play: Play, raw: string): string {
  const text = [...raw.trim()].map((ch) => simplified[ch] ?? ch).join('')
  const known = (key: string) => play.cells.some((cell) => cell.key === key)
  if (known(text)) return text
  if (/^\d+$/.test(text)) return play.cells.find((cell) => cell.number === Number(text))?.key ?? text
  if (text.startsWith('特') && known(text.slice(1))) return text.slice(1)
  return text
}

/** A selection with every cell key normalised by `normalizeCellKey`. */
export function normalizeSelection(play: Play, selection: Selection): Selection {
  const key = (raw: string) => normalizeCellKey(play, raw)
  switch (selection.kind) {
    case 'single':
      return { kind: 'single', cell: key(selection.cell) }
    case 'position':
      return { kind: 'position', position: selection.position, cell: key(selection.cell) }
    case 'cells':
      return { kind: 'cells', cells: selection.cells.map(key) }
    case 'danTuo':
      return { kind: 'danTuo', dan: selection.dan.map(key), tuo: selection.tuo.map(key) }
    case 'parlay':
      return {
        kind: 'parlay',
        legs: selection.legs.map((leg) => ({ position: leg.position, cells: leg.cells.map(key) })),
      }
  }
}

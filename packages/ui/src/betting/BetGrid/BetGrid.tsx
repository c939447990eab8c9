import { ballColor, ballColorLabels, ballLabel, selectionMessages } from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type KeyboardEvent as ReactKeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { LotteryBall } from '../../lottery/LotteryBall/LotteryBall'
import { visuallyHidden } from '../../primitives/shared.css'
import { useControllableState } from '../../primitives/useControllableState'
import { focusShouldBeVisible, useFocusModality } from '../../primitives/useFocusVisible'
import { useScriptRunning } from '../../primitives/useScriptRunning'
import { formatOdds } from '../format'
import * as styles from './BetGrid.css'

/** What a cell shows: a coloured ball, a zodiac with its numbers this year, or a text option (大, 红波). */
export const betCellKinds = ['ball', 'zodiac', 'text'] as const
/** A cell kind. */
export type BetCellKind = (typeof betCellKinds)[number]

/** Several cells at once (a tap toggles one), or one cell at a time. */
export const betGridSelectionModes = ['multiple', 'single'] as const
/** A selection mode. */
export type BetGridSelectionMode = (typeof betGridSelectionModes)[number]

/** Cells per row when `columns` is not given: five balls, three zodiacs or options. */
export const defaultBetGridColumns: Readonly<Record<BetCellKind, number>> = { ball: 5, zodiac: 3, text: 3 }

/** Text of the overlay that covers the grid while betting is closed. */
export const betGridClosedText = '封盘中'

/** One cell of a {@link BetGrid}; a play cell of the domain catalogue fits as it is. */
export interface BetGridCell {
  /** Value reported when the cell is picked; also the text a zodiac or text cell shows (07, 马, 大). */
  key: string
  /** The text the cell shows when it differs from its key (a parlay leg's 大 under the key 1:大). */
  label?: string | undefined
  /** The ball's number for `ball` cells; defaults to the key read as a number. */
  number?: number | undefined
  /** The zodiac's numbers in the year of the draw, shown small under a `zodiac` cell. */
  numbers?: readonly number[] | undefined
  /** Odds in thousandths (1965 shows 1.965); leave out when the play prices the whole pick instead. */
  oddsMilli?: number | undefined
  /** The cell cannot be picked. */
  disabled?: boolean | undefined
}

/** Props of {@link BetGrid}. */
export interface BetGridProps {
  /** Accessible name of the grid: the play, e.g. 特码A. */
  label: string
  /** The cells in page order. */
  cells: readonly BetGridCell[]
  /** What every cell shows; defaults to `text`. */
  kind?: BetCellKind
  /** Cells per row; defaults to 5 for balls and 3 for zodiacs and options. */
  columns?: number
  /** Several cells or one; defaults to `multiple`. */
  selectionMode?: BetGridSelectionMode
  /** Most cells that may be picked at once: once reached, the other cells are disabled and a hint shows. */
  maxPicks?: number
  /** Picked cell keys (controlled). */
  value?: readonly string[]
  /** Picked cell keys at first (uncontrolled). */
  defaultValue?: readonly string[]
  /** Called with the picked keys, in cell order. */
  onValueChange?: (value: string[]) => void
  /** No cell can be picked. */
  disabled?: boolean
  /** Betting is closed: an overlay reading 封盘中 covers the grid and no cell can be picked. */
  closed?: boolean
  /**
   * Makes the grid a form field: until the page's script runs each cell is a native checkbox of this name,
   * so a plain form posts the picks; afterwards the picked keys go along as hidden inputs of this name.
   */
  name?: string
}

const two = (n: number) => String(n).padStart(2, '0')

/** What a cell shows inside its frame: the ball or the text, a zodiac's numbers, the odds. */
function CellFace({ cell, kind, selected }: { cell: BetGridCell; kind: BetCellKind; selected: boolean }) {
  return (
    <>
      <span className={styles.face} aria-hidden="true">
        {kind === 'ball' ? (
          <LotteryBall number={cell.number ?? Number(cell.key)} filled={selected} />
        ) : (
          <span className={styles.text}>{cell.label ?? cell.key}</span>
        )}
        {kind === 'zodiac' && cell.numbers?.length ? (
          <span className={styles.numbers}>{cell.numbers.map(two).join(' ')}</span>
        ) : null}
      </span>
      {cell.oddsMilli !== undefined ? (
        <span className={styles.odds} aria-hidden="true">
          {formatOdds(cell.oddsMilli)}
        </span>
      ) : null}
    </>
  )
}

/**
 * The grid as native checkboxes (before the page's script runs): each cell is a labelled checkbox of the
 * form field `name`, so picking and submitting work without JavaScript.
 */
function NativeGrid({
  label,
  cells,
  kind,
  columns,
  name,
  picked,
  inactive,
}: {
  label: string
  cells: readonly BetGridCell[]
  kind: BetCellKind
  columns: number
  name: string
  picked: readonly string[]
  inactive: boolean
}) {
  return (
    <fieldset className={styles.fieldset} disabled={inactive}>
      <legend className={visuallyHidden}>{label}</legend>
      <div
        className={styles.grid}
        style={assignInlineVars({ [styles.columns]: String(columns) })}
        data-kind={kind}
      >
        {cells.map((cell) => (
          <label
            key={cell.key}
            className={styles.cell}
            data-kind={kind}
            data-disabled={cell.disabled || undefined}
          >
            <input
              type="checkbox"
              className={visuallyHidden}
              name={name}
              value={cell.key}
              defaultChecked={picked.includes(cell.key)}
              disabled={cell.disabled}
              aria-label={cellName(cell, kind)}
            />
            <CellFace cell={cell} kind={kind} selected={false} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** What a screen reader says for a cell: "07 红波 赔率 49", "马 01 13 25 37 49 赔率 11.5", "大 赔率 1.965". */
function cellName(cell: BetGridCell, kind: BetCellKind): string {
  const parts: string[] = []
  if (kind === 'ball') {
    const number = cell.number ?? Number(cell.key)
    parts.push(ballLabel(number), ballColorLabels[ballColor(number)])
  } else {
    parts.push(cell.label ?? cell.key)
    if (kind === 'zodiac' && cell.numbers?.length) parts.push(...cell.numbers.map(two))
  }
  if (cell.oddsMilli !== undefined) parts.push('赔率', formatOdds(cell.oddsMilli))
  return parts.join(' ')
}

/** How long typed characters add up to one search (typing 1 then 2 reaches 12). */
const typeaheadMs = 800

function Cell({
  cell,
  kind,
  selected,
  blocked,
  tabbable,
  focusVisible,
  onPick,
  onFocusCell,
  onBlurCell,
}: {
  cell: BetGridCell
  kind: BetCellKind
  selected: boolean
  blocked: boolean
  tabbable: boolean
  focusVisible: boolean
  onPick: (key: string) => void
  onFocusCell: (key: string) => void
  onBlurCell: () => void
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox's onKeyDown handles Space and Enter for its focused option
    <div
      role="option"
      aria-label={cellName(cell, kind)}
      aria-selected={selected}
      // Blocked cells stay focusable so the grid can still be explored, but cannot be picked.
      aria-disabled={blocked || undefined}
      tabIndex={tabbable ? 0 : -1}
      data-key={cell.key}
      className={styles.cell}
      data-kind={kind}
      data-selected={selected || undefined}
      data-disabled={blocked || undefined}
      data-focus-visible={focusVisible || undefined}
      onClick={() => onPick(cell.key)}
      onFocus={() => onFocusCell(cell.key)}
      onBlur={onBlurCell}
    >
      <CellFace cell={cell} kind={kind} selected={selected} />
    </div>
  )
}

/** The index the focus moves to for a navigation key, or undefined when the key is not one. */
function nextIndex(key: string, index: number, count: number, columns: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'ArrowDown':
      // Past the last row the focus wraps to the same column of the first row.
      return index + columns < count ? index + columns : index % columns
    case 'ArrowUp': {
      if (index - columns >= 0) return index - columns
      // Above the first row: the same column of the last row that has it.
      const lastRowStart = Math.floor((count - 1) / columns) * columns
      const below = lastRowStart + (index % columns)
      return below < count ? below : below - columns
    }
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/**
 * The cells of one play as a selectable grid: a listbox of options with a roving tabindex. Arrow keys move
 * (Up and Down by a row), Home and End jump, Space or Enter toggles, Ctrl+A picks every cell, typing a
 * cell's text moves to it, a tap toggles. Each cell is named with its label and odds; with `maxPicks` the
 * remaining cells are disabled once the limit is reached, and `closed` covers the grid with 封盘中.
 */
export function BetGrid({
  label,
  cells,
  kind = 'text',
  columns = defaultBetGridColumns[kind],
  selectionMode = 'multiple',
  maxPicks,
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  closed = false,
  name,
}: BetGridProps) {
  useFocusModality()
  const scriptRunning = useScriptRunning()
  const ref = useRef<HTMLDivElement>(null)
  const typed = useRef({ text: '', at: 0 })
  const hintId = useId()
  const closedId = useId()
  const [activeKey, setActiveKey] = useState<string>()
  const [focusVisible, setFocusVisible] = useState(false)
  const [picked = [], setPicked] = useControllableState<readonly string[]>(value, defaultValue, (next) =>
    onValueChange?.([...next]),
  )
  const inactive = disabled || closed
  const maxReached = selectionMode === 'multiple' && maxPicks !== undefined && picked.length >= maxPicks
  const pickedSet = useMemo(() => new Set(picked), [picked])
  const blockedKeys = useMemo(
    () =>
      new Set(
        cells
          .filter((cell) => inactive || cell.disabled || (maxReached && !pickedSet.has(cell.key)))
          .map((cell) => cell.key),
      ),
    [cells, pickedSet, inactive, maxReached],
  )
  // The one cell Tab reaches: the last focused, else the first picked, else the first.
  const tabKey =
    (activeKey !== undefined && cells.some((cell) => cell.key === activeKey) && activeKey) ||
    cells.find((cell) => pickedSet.has(cell.key))?.key ||
    cells[0]?.key

  const choose = (keys: Set<string>) => {
    const next = cells.filter((cell) => keys.has(cell.key)).map((cell) => cell.key)
    // Select-all could pass the limit in one step; such a change is refused whole.
    if (maxPicks !== undefined && next.length > maxPicks) return
    setPicked(next)
  }
  const toggle = (key: string) => {
    if (blockedKeys.has(key)) return
    if (selectionMode === 'single') return choose(new Set(pickedSet.has(key) ? [] : [key]))
    const next = new Set(pickedSet)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    choose(next)
  }
  const focusCell = (index: number) => {
    const option = ref.current?.querySelectorAll<HTMLElement>('[role="option"]')[index]
    option?.focus()
  }

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const index = cells.findIndex((cell) => cell.key === activeKey)
    if (index < 0 || event.altKey) return
    const modified = event.ctrlKey || event.metaKey
    const move = modified ? undefined : nextIndex(event.key, index, cells.length, columns)
    if (move !== undefined) {
      event.preventDefault()
      focusCell(move)
    } else if (!modified && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault()
      toggle(cells[index]!.key)
    } else if (modified && event.key.toLowerCase() === 'a' && selectionMode === 'multiple') {
      event.preventDefault()
      if (inactive) return
      choose(new Set(cells.filter((cell) => !blockedKeys.has(cell.key)).map((cell) => cell.key)))
    } else if (!modified && event.key.length === 1 && event.key.trim()) {
      // Typeahead: the first cell whose text starts with what was typed lately.
      const now = event.timeStamp
      typed.current = {
        text: (now - typed.current.at < typeaheadMs ? typed.current.text : '') + event.key,
        at: now,
      }
      const found = cells.findIndex((cell) => (cell.label ?? cell.key).startsWith(typed.current.text))
      if (found >= 0) focusCell(found)
    }
  }
  const onFocusCell = (key: string) => {
    setActiveKey(key)
    setFocusVisible(focusShouldBeVisible())
  }
  const onBlurCell = () => setFocusVisible(false)

  const describedBy = [closed && closedId, maxReached && hintId].filter(Boolean).join(' ') || undefined

  return (
    <div className={styles.root}>
      <div className={styles.frame} data-closed={closed || undefined}>
        {name && !scriptRunning ? (
          <NativeGrid
            label={label}
            cells={cells}
            kind={kind}
            columns={columns}
            name={name}
            picked={picked}
            inactive={inactive}
          />
        ) : (
          <div
            ref={ref}
            role="listbox"
            aria-label={label}
            aria-describedby={describedBy}
            aria-multiselectable={selectionMode === 'multiple' || undefined}
            aria-disabled={inactive || undefined}
            className={styles.grid}
            style={assignInlineVars({ [styles.columns]: String(columns) })}
            data-kind={kind}
            data-selection-mode={selectionMode}
            data-disabled={inactive || undefined}
            onKeyDown={onKeyDown}
          >
            {cells.map((cell) => (
              <Cell
                key={cell.key}
                cell={cell}
                kind={kind}
                selected={pickedSet.has(cell.key)}
                blocked={blockedKeys.has(cell.key)}
                tabbable={cell.key === tabKey}
                focusVisible={focusVisible && cell.key === activeKey}
                onPick={toggle}
                onFocusCell={onFocusCell}
                onBlurCell={onBlurCell}
              />
            ))}
          </div>
        )}
        {name && scriptRunning
          ? picked.map((key) => <input key={key} type="hidden" name={name} value={key} />)
          : null}
        {closed ? (
          <div id={closedId} className={styles.overlay}>
            <span className={styles.overlayText}>{betGridClosedText}</span>
          </div>
        ) : null}
      </div>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {maxReached && maxPicks !== undefined ? selectionMessages.tooMany(maxPicks) : null}
      </p>
    </div>
  )
}

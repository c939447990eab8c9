import { ballColor, ballColorLabels, ballLabel, selectionMessages } from '@liuhe/domain'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useId, useMemo, useRef, useSyncExternalStore } from 'react'
import { ListKeyboardDelegate, useListBox, useOption } from 'react-aria'
import { Item, type ListState, type Selection, useListState } from 'react-stately'
import { LotteryBall } from '../../lottery/LotteryBall/LotteryBall'
import { visuallyHidden } from '../../primitives/shared.css'
import { useControllableState } from '../../primitives/useControllableState'
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

const noSubscription = () => () => {}
/** False while the server renders and the page hydrates, true once the page's script runs. */
function useScriptRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

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

function Cell({
  cell,
  kind,
  state,
  blocked,
}: {
  cell: BetGridCell
  kind: BetCellKind
  state: ListState<BetGridCell>
  blocked: boolean
}) {
  const ref = useRef<HTMLLIElement>(null)
  const { optionProps, isSelected, isFocusVisible } = useOption(
    { key: cell.key, 'aria-label': cellName(cell, kind) },
    state,
    ref,
  )
  return (
    <li
      {...optionProps}
      ref={ref}
      // Blocked cells stay focusable (disabledBehavior 'selection') so the grid can still be explored.
      aria-disabled={blocked || undefined}
      className={styles.cell}
      data-kind={kind}
      data-selected={isSelected || undefined}
      data-disabled={blocked || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <CellFace cell={cell} kind={kind} selected={isSelected} />
    </li>
  )
}

/**
 * The cells of one play as a selectable grid (react-aria listbox): arrow keys move, Space or Enter toggles,
 * a tap toggles. Each cell is named with its label and odds; with `maxPicks` the remaining cells are
 * disabled once the limit is reached, and `closed` covers the grid with 封盘中.
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
  const scriptRunning = useScriptRunning()
  const ref = useRef<HTMLUListElement>(null)
  const hintId = useId()
  const closedId = useId()
  const [picked = [], setPicked] = useControllableState<readonly string[]>(value, defaultValue, (next) =>
    onValueChange?.([...next]),
  )
  const inactive = disabled || closed
  const maxReached = selectionMode === 'multiple' && maxPicks !== undefined && picked.length >= maxPicks
  const blockedKeys = useMemo(() => {
    const chosen = new Set(picked)
    return new Set(
      cells
        .filter((cell) => inactive || cell.disabled || (maxReached && !chosen.has(cell.key)))
        .map((cell) => cell.key),
    )
  }, [cells, picked, inactive, maxReached])

  const select = (selection: Selection) => {
    const keys = cells
      .filter((cell) => (selection === 'all' ? !blockedKeys.has(cell.key) : selection.has(cell.key)))
      .map((cell) => cell.key)
    // Select-all or a Shift range could pass the limit in one step; such a change is refused whole.
    if (maxPicks !== undefined && keys.length > maxPicks) return
    setPicked(keys)
  }

  const state = useListState<BetGridCell>({
    items: cells,
    children: (cell) => <Item key={cell.key}>{cell.key}</Item>,
    selectionMode,
    selectedKeys: picked,
    disabledKeys: blockedKeys,
    disabledBehavior: 'selection',
    onSelectionChange: select,
  })
  const keyboardDelegate = useMemo(
    () =>
      new ListKeyboardDelegate({
        collection: state.collection,
        disabledKeys: state.disabledKeys,
        disabledBehavior: 'selection',
        ref,
        layout: 'grid',
        orientation: 'vertical',
        direction: 'ltr',
      }),
    [state.collection, state.disabledKeys],
  )
  const describedBy = [closed && closedId, maxReached && hintId].filter(Boolean).join(' ') || undefined
  const { listBoxProps } = useListBox(
    {
      'aria-label': label,
      'aria-describedby': describedBy,
      selectionMode,
      keyboardDelegate,
      shouldFocusWrap: true,
      // 重置 is the way to clear a pick; Escape should not silently drop it.
      escapeKeyBehavior: 'none',
    },
    state,
    ref,
  )

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
          <ul
            {...listBoxProps}
            ref={ref}
            aria-disabled={inactive || undefined}
            className={styles.grid}
            style={assignInlineVars({ [styles.columns]: String(columns) })}
            data-kind={kind}
            data-selection-mode={selectionMode}
            data-disabled={inactive || undefined}
          >
            {cells.map((cell) => (
              <Cell
                key={cell.key}
                cell={cell}
                kind={kind}
                state={state}
                blocked={blockedKeys.has(cell.key)}
              />
            ))}
          </ul>
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

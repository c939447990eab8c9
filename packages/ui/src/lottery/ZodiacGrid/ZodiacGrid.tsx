import { ballLabel, type Zodiac, zodiacs } from '@liuhe/domain'
import { useMemo, useRef } from 'react'
import { ListKeyboardDelegate, useListBox, useOption } from 'react-aria'
import { Item, type ListState, type Selection, useListState } from 'react-stately'
import * as styles from './ZodiacGrid.css'

/** How many animals may be selected at once. */
export const zodiacSelectionModes = ['single', 'multiple'] as const
/** A selection mode. */
export type ZodiacSelectionMode = (typeof zodiacSelectionModes)[number]

/** Props of {@link ZodiacGrid}. */
export interface ZodiacGridProps {
  /** Accessible name of the grid, e.g. 选择生肖. */
  label: string
  /** One animal at a time, or several; defaults to `single`. */
  selectionMode?: ZodiacSelectionMode
  /** Selected animals (controlled). */
  value?: readonly Zodiac[]
  /** Initially selected animals (uncontrolled). */
  defaultValue?: readonly Zodiac[]
  /** Called with the new selection, in zodiac order. */
  onValueChange?: (value: Zodiac[]) => void
  /** The numbers of each animal for the year shown (e.g. from the draw's lunar year); omitted → none. */
  numbers?: Partial<Readonly<Record<Zodiac, readonly number[]>>>
  /** Animals that cannot be selected. */
  disabled?: readonly Zodiac[]
}

function toZodiacs(selection: Selection): Zodiac[] {
  if (selection === 'all') return [...zodiacs]
  return zodiacs.filter((z) => selection.has(z))
}

function Cell({
  zodiac,
  state,
  numbers,
}: {
  zodiac: Zodiac
  state: ListState<Zodiac>
  numbers?: readonly number[]
}) {
  const ref = useRef<HTMLLIElement>(null)
  const item = state.collection.getItem(zodiac)!
  const { optionProps, isSelected, isDisabled, isFocusVisible } = useOption({ key: zodiac }, state, ref)
  const numberText = numbers?.map(ballLabel).join(' ')
  return (
    <li
      {...optionProps}
      ref={ref}
      className={styles.cell}
      aria-label={numberText ? `${item.textValue} ${numberText}` : item.textValue}
      data-zodiac={zodiac}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span className={styles.animal}>{zodiac}</span>
      {numberText ? <span className={styles.numbers}>{numberText}</span> : null}
    </li>
  )
}

/**
 * The twelve zodiac animals as a selectable grid (react-aria listbox): arrow keys move, Space or Enter
 * selects, a tap toggles; each cell may list the animal's numbers for the year.
 */
export function ZodiacGrid({
  label,
  selectionMode = 'single',
  value,
  defaultValue,
  onValueChange,
  numbers,
  disabled,
}: ZodiacGridProps) {
  const ref = useRef<HTMLUListElement>(null)
  const state = useListState<Zodiac>({
    children: zodiacs.map((zodiac) => <Item key={zodiac}>{zodiac}</Item>),
    selectionMode,
    selectedKeys: value,
    defaultSelectedKeys: defaultValue,
    disabledKeys: disabled,
    onSelectionChange: (selection) => onValueChange?.(toZodiacs(selection)),
  })
  const keyboardDelegate = useMemo(
    () =>
      new ListKeyboardDelegate({
        collection: state.collection,
        disabledKeys: state.disabledKeys,
        ref,
        layout: 'grid',
        orientation: 'vertical',
        direction: 'ltr',
      }),
    [state.collection, state.disabledKeys],
  )
  const { listBoxProps } = useListBox(
    { 'aria-label': label, selectionMode, keyboardDelegate, shouldFocusWrap: true },
    state,
    ref,
  )
  return (
    <ul {...listBoxProps} ref={ref} className={styles.grid} data-selection-mode={selectionMode}>
      {zodiacs.map((zodiac) => (
        <Cell key={zodiac} zodiac={zodiac} state={state} numbers={numbers?.[zodiac]} />
      ))}
    </ul>
  )
}

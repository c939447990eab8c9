import { CHIPS_SHOWN, CHIPS_TOGGLE_FROM } from '@liuhe/domain'
import { useEffect, useId, useState } from 'react'
import { Icon } from '../Icon/Icon'
import { visuallyHidden } from '../shared.css'
import { useControllableState } from '../useControllableState'
import * as styles from './Chips.css'

/** One chip. */
export interface ChipItem {
  /** Value selected by the chip. */
  value: string
  /** Visible text. */
  label: string
}

/** Chips shown while collapsed (the rule of @liuhe/domain; docs/product.md, "Content and lists"). */
export const collapsedChipCount = CHIPS_SHOWN
/** From this many chips on, the list collapses behind a 更多/收起 toggle (from @liuhe/domain). */
export const chipToggleThreshold = CHIPS_TOGGLE_FROM

/** Props of {@link Chips}. */
export interface ChipsProps {
  /** The chips in order; the caller puts 全部 first. */
  items: readonly ChipItem[]
  /** Selected value when controlled. */
  value?: string
  /** Selected value at first when uncontrolled; defaults to the first chip. */
  defaultValue?: string
  /** Called with the newly selected value. */
  onChange?: (value: string) => void
  /** Accessible name of the chip group, e.g. 玩法分类. */
  'aria-label': string
  /** Label of the expand toggle; defaults to 更多. */
  moreLabel?: string
  /** Label of the collapse toggle; defaults to 收起. */
  lessLabel?: string
  /**
   * Leading chips that always show and do not count toward the 6-shown / toggle-at-7 rule, e.g. 1 for a
   * 全部 chip in front of the play categories (全部, then up to 6 categories, the toggle from 7 on).
   */
  pinned?: number
}

/**
 * Single-select filter chips, collapsing at 7 or more. Native radio buttons sharing one name: the browser
 * moves the choice with the arrow keys and keeps one tab stop for the group.
 */
export function Chips({
  items,
  value,
  defaultValue,
  onChange,
  'aria-label': label,
  moreLabel = '更多',
  lessLabel = '收起',
  pinned = 0,
}: ChipsProps) {
  const name = useId()
  const [selected, select] = useControllableState(value, defaultValue ?? items[0]?.value, onChange)
  const [expanded, setExpanded] = useState(false)
  // A chip tapped while the page still waited for this code was checked by the browser alone, with no
  // change event for React, and hydrating the radios puts the server's choice back. So the first render
  // (the hydrating one, before React touches the radios) reads the reader's choice, and the mount takes it
  // up as if tapped now. On a client-only render the radios do not exist yet and there is nothing to read.
  const [tappedBeforeHydration] = useState(() => checkedValueOf(name))
  // The 更多/收起 toggle works only with this code: until then it says so (disabled).
  const [hydrated, setHydrated] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: only what the server rendered can differ
  useEffect(() => {
    setHydrated(true)
    if (tappedBeforeHydration !== undefined && tappedBeforeHydration !== selected)
      select(tappedBeforeHydration)
  }, [])
  const collapsible = items.length - pinned >= chipToggleThreshold
  const visible =
    collapsible && !expanded
      ? items.filter((item, index) => index < pinned + collapsedChipCount || item.value === selected)
      : items

  return (
    <div className={styles.root}>
      <div role="radiogroup" aria-label={label} className={styles.root}>
        {visible.map((item) => {
          const checked = item.value === selected
          return (
            <label key={item.value} className={styles.chip} data-selected={checked || undefined}>
              <input
                type="radio"
                // No restored state after a reload: a stale restored choice would be taken up as a tap.
                autoComplete="off"
                className={visuallyHidden}
                name={name}
                value={item.value}
                checked={checked}
                onChange={() => select(item.value)}
              />
              {item.label}
            </label>
          )
        })}
      </div>
      {collapsible && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          disabled={!hydrated}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? lessLabel : moreLabel}
          <Icon name="chevronDown" size="sm" />
        </button>
      )}
    </div>
  )
}

/** The value of the checked radio named `name` in the document, if the document has such radios. */
function checkedValueOf(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const radio of document.getElementsByName(name)) {
    if (radio instanceof HTMLInputElement && radio.checked) return radio.value
  }
  return undefined
}

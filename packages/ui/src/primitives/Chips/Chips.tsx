import { CHIPS_SHOWN, CHIPS_TOGGLE_FROM } from '@liuhe/domain'
import { useId, useState } from 'react'
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

/** Chips shown while collapsed (the spec's rule, from @liuhe/domain). */
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
   * 全部 chip in front of the play categories (spec: 全部, then up to 6 categories, toggle at 7 or more).
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
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? lessLabel : moreLabel}
          <Icon name="chevronDown" size="sm" />
        </button>
      )}
    </div>
  )
}

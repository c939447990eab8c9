import { type ReactNode, useRef } from 'react'
import { useCheckbox, useFocusRing, VisuallyHidden } from 'react-aria'
import { useToggleState } from 'react-stately'
import { Icon } from '../Icon/Icon'
import * as styles from './Checkbox.css'

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Visible label, e.g. 全选. */
  children: ReactNode
  /** Checked state when controlled. */
  isSelected?: boolean
  /** Checked state at first when uncontrolled. */
  defaultSelected?: boolean
  /** Shows a dash for a partly selected group (select-all). */
  isIndeterminate?: boolean
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void
  /** Disables the checkbox, e.g. a bet that cannot be cancelled. */
  isDisabled?: boolean
}

/** A checkbox (react-aria useCheckbox), styled through data-selected, data-indeterminate and data-focus-visible. */
export function Checkbox({
  children,
  isSelected,
  defaultSelected,
  isIndeterminate,
  onChange,
  isDisabled,
}: CheckboxProps) {
  const props = { children, isSelected, defaultSelected, isIndeterminate, onChange, isDisabled }
  const state = useToggleState(props)
  const ref = useRef<HTMLInputElement>(null)
  const { inputProps } = useCheckbox(props, state, ref)
  const { isFocusVisible, focusProps } = useFocusRing()
  return (
    <label
      className={styles.root}
      data-selected={(state.isSelected && !isIndeterminate) || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...inputProps} {...focusProps} ref={ref} />
      </VisuallyHidden>
      <span className={styles.box} aria-hidden="true">
        {isIndeterminate ? (
          <span className={styles.dash} />
        ) : (
          state.isSelected && <Icon name="check" size="sm" />
        )}
      </span>
      {children}
    </label>
  )
}

import { type ReactNode, useRef } from 'react'
import { useFocusRing, useSwitch, VisuallyHidden } from 'react-aria'
import { useToggleState } from 'react-stately'
import * as styles from './Switch.css'

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label, e.g. 彩色. */
  children: ReactNode
  /** On state when controlled. */
  isSelected?: boolean
  /** On state at first when uncontrolled. */
  defaultSelected?: boolean
  /** Called with the new on state. */
  onChange?: (isSelected: boolean) => void
  /** Disables the switch. */
  isDisabled?: boolean
}

/** An on/off switch (react-aria useSwitch), styled through data-selected and data-focus-visible. */
export function Switch({ children, isSelected, defaultSelected, onChange, isDisabled }: SwitchProps) {
  const props = { children, isSelected, defaultSelected, onChange, isDisabled }
  const state = useToggleState(props)
  const ref = useRef<HTMLInputElement>(null)
  const { inputProps } = useSwitch(props, state, ref)
  const { isFocusVisible, focusProps } = useFocusRing()
  return (
    <label
      className={styles.root}
      data-selected={state.isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...inputProps} {...focusProps} ref={ref} />
      </VisuallyHidden>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </label>
  )
}

import { useId } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './Select.css'

/** One choice of a select. */
export interface SelectOption {
  /** Value passed to onChange. */
  value: string
  /** Visible text. */
  label: string
  /** Makes the choice unavailable. */
  disabled?: boolean
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label, e.g. 游戏. */
  label: string
  /** The choices in order. */
  options: readonly SelectOption[]
  /** Selected value. */
  value: string
  /** Called with the chosen value. */
  onChange: (value: string) => void
  /** Disables the field. */
  disabled?: boolean
}

/** A labelled native select, styled to the theme (the phone's own picker opens on touch). */
export function Select({ label, options, value, onChange, disabled }: SelectProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="md" />
        </span>
      </div>
    </div>
  )
}

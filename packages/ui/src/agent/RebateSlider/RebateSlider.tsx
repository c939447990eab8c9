import { useId } from 'react'
import { useControllableState } from '../../primitives/useControllableState'
import * as styles from './RebateSlider.css'

/** Props of {@link RebateSlider}. */
export interface RebateSliderProps {
  /** Form field name: the chosen rebate is posted under it (a native range input, so it works before scripts). */
  name: string
  label?: string
  /** The range the agent may give (`getDlSubRebateRange`). */
  min: number
  max: number
  /** Step; one decimal by default. */
  step?: number
  value?: number
  defaultValue?: number
  onChange?: (value: number) => void
  /** A refusal to show under the slider. */
  error?: string | null
  disabled?: boolean
}

/** Rounds to the step's decimals (a range input's value can read 6.499999…). */
const roundTo = (value: number, step: number) => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number(value.toFixed(decimals))
}

/** The rebate (返点) an agent gives a link or a sub-user: a slider from `min` to `max` showing the value. */
export function RebateSlider({
  name,
  label = '返点',
  min,
  max,
  step = 0.1,
  value,
  defaultValue,
  onChange,
  error,
  disabled,
}: RebateSliderProps) {
  const id = useId()
  const [current, setCurrent] = useControllableState<number>(value, defaultValue ?? max, onChange)
  const shown = roundTo(Math.min(max, Math.max(min, current ?? max)), step)
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.output} aria-live="polite">
          {shown}
        </output>
      </div>
      <input
        id={id}
        className={styles.range}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={shown}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-range`}
        onChange={(event) => setCurrent(roundTo(Number(event.currentTarget.value), step))}
      />
      <div className={styles.ends} id={`${id}-range`}>
        <span>{min}</span>
        <span>最高 {max}</span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

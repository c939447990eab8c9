import * as styles from './ChipPicker.css'

/** The chips the betting page offers, in 元. */
export const defaultChipValues = [10, 100, 1000, 5000, 10000, 50000] as const

/** Label of the chip group. */
export const chipPickerLabel = '筹码'

/** Props of {@link ChipPicker}. */
export interface ChipPickerProps {
  /** The amount in whole 元 that a chip adds to; empty (`undefined`) counts as 0. */
  amount: number | undefined
  /** Called with the amount plus the value of the tapped chip. */
  onAmountChange: (amount: number) => void
  /** Chip values in 元; defaults to 10 / 100 / 1000 / 5000 / 10000 / 50000. */
  values?: readonly number[]
  /** No chip can be tapped. */
  disabled?: boolean
}

/**
 * Betting chips under the label 筹码. A tap ADDS the chip's value to the amount, as the big credit sites do
 * (100 then 10 makes 110), so chips are plain buttons rather than a choice that stays selected.
 */
export function ChipPicker({
  amount,
  onAmountChange,
  values = defaultChipValues,
  disabled = false,
}: ChipPickerProps) {
  return (
    <fieldset className={styles.root}>
      <legend className={styles.label}>{chipPickerLabel}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.chip}
          disabled={disabled}
          data-disabled={disabled || undefined}
          onClick={() => onAmountChange((amount ?? 0) + value)}
        >
          {value}
        </button>
      ))}
    </fieldset>
  )
}

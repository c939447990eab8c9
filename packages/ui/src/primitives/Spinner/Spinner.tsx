import * as styles from './Spinner.css'

/** Spinner sizes: 14, 20 and 32 px. */
export const spinnerSizes = ['sm', 'md', 'lg'] as const
/** A spinner size. */
export type SpinnerSize = (typeof spinnerSizes)[number]

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Ring size; defaults to `md`. */
  size?: SpinnerSize
  /** Announced as a polite status, e.g. 加载中; without it the spinner is decorative. */
  label?: string
}

/** A turning ring that shows work in progress. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) return <span className={styles.spinner({ size })} aria-hidden="true" data-spinner="" />
  return (
    <output className={styles.withLabel} aria-label={label}>
      <span className={styles.spinner({ size })} aria-hidden="true" data-spinner="" />
    </output>
  )
}

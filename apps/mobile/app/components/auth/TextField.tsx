import type { InputHTMLAttributes, ReactNode } from 'react'
import { useId } from 'react'
import * as styles from './auth.css.ts'

/** Props of {@link TextField}. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label. */
  label: string
  /** The field's error (the first failing field of the form only). */
  error?: string | null
  /** Text before the input, e.g. the phone's +86. */
  lead?: ReactNode
  /** Content after the input, e.g. the show-password button or the captcha image. */
  end?: ReactNode
}

/** A labelled form input with its error message under it. */
export function TextField({ label, error, lead, end, required, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className={styles.inputRow} data-invalid={error ? true : undefined}>
        {lead ? <span className={styles.prefix}>{lead}</span> : null}
        <input
          {...input}
          id={id}
          required={required}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

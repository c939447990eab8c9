import * as styles from './wallet.css.ts'

/** A 4-digit withdrawal-password field (digits only, masked), with its error under it. */
export function FundPasswordField({
  id,
  name,
  label,
  error,
  placeholder = '请输入4位数字取款密码',
}: {
  id: string
  name: string
  label: string
  error?: string | null
  placeholder?: string
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        name={name}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

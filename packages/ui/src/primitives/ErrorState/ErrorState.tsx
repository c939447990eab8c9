import type { ReactNode } from 'react'
import * as styles from './ErrorState.css'

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Heading, e.g. 出错了. */
  title: string
  /** What happened, in words a user understands. */
  message: string
  /** A way back: a link or button rendered as the action (use `errorStateActionClass` for its look). */
  action?: ReactNode
}

/** Class that gives a link or button the look of the error state's action. */
export { action as errorStateActionClass } from './ErrorState.css'

/** A full-width error message with a way back; used by error boundaries and failed lists. */
export function ErrorState({ title, message, action }: ErrorStateProps) {
  return (
    <section className={styles.root} role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      {action}
    </section>
  )
}

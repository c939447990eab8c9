import { useToast } from '@liuhe/ui'
import { useEffect } from 'react'
import { useHydrated } from '#app/hooks/useHydrated.ts'
import * as styles from './shell.css.ts'

/**
 * An action's message: a toast (3 s) once the page runs scripts; before that (a form posted without
 * JavaScript) an inline alert, so the message is never lost.
 */
export function ActionMessage({ message, stamp }: { message?: string | null; stamp?: number }) {
  const hydrated = useHydrated()
  const toast = useToast()
  // `stamp` repeats the toast when the same message comes back from a second attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stamp re-triggers on purpose
  useEffect(() => {
    if (message && hydrated) {
      toast.hide()
      toast.show(message, { durationMs: 3000 })
    }
  }, [message, stamp, hydrated, toast])
  if (!message || hydrated) return null
  return (
    <p role="alert" className={styles.formAlert}>
      {message}
    </p>
  )
}

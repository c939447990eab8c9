import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import * as styles from './Toast.css'

/** Shortest time a toast stays, in ms (docs/product.md, "Look and feel"). */
export const minToastDurationMs = 500
/** Longest time a toast stays, in ms (docs/product.md, "Look and feel"). */
export const maxToastDurationMs = 3000
/** Time a toast stays when no duration is given, in ms. */
export const defaultToastDurationMs = 2000

/** Options of one toast. */
export interface ToastOptions {
  /** How long the toast stays, in ms; clamped to 500–3000. */
  durationMs?: number
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows `message`, replacing any other toast; a repeat of the message on screen is ignored. */
  show: (message: string, options?: ToastOptions) => void
  /** Hides the toast on screen now. */
  hide: () => void
}

/** Clamps a toast duration to the allowed 500–3000 ms. */
export function clampToastDuration(durationMs: number): number {
  return Math.min(maxToastDurationMs, Math.max(minToastDurationMs, durationMs))
}

const ToastContext = createContext<ToastApi | null>(null)

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The part of the app that may show toasts. */
  children: ReactNode
  /**
   * A toast to show from the first render, e.g. a server message after a form post: it is in the page's
   * HTML, so it shows before (or without) the page's script, and hides after `initialDurationMs` once it runs.
   */
  initialMessage?: string | null
  /** How long the initial toast stays once the script runs, in ms (clamped to 500–3000). */
  initialDurationMs?: number
}

/** Holds the single toast of the app and its polite live region; wrap the app once. */
export function ToastProvider({ children, initialMessage = null, initialDurationMs }: ToastProviderProps) {
  const [message, setMessage] = useState<string | null>(initialMessage)
  const current = useRef<string | null>(initialMessage)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const hide = useCallback(() => {
    clearTimeout(timer.current)
    current.current = null
    setMessage(null)
  }, [])

  const show = useCallback(
    (next: string, options: ToastOptions = {}) => {
      if (current.current === next) return
      clearTimeout(timer.current)
      current.current = next
      setMessage(next)
      timer.current = setTimeout(hide, clampToastDuration(options.durationMs ?? defaultToastDurationMs))
    },
    [hide],
  )

  // The initial toast (already on screen) hides like any other once the script runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's toast is timed here
  useEffect(() => {
    if (current.current !== null) {
      timer.current = setTimeout(hide, clampToastDuration(initialDurationMs ?? defaultToastDurationMs))
    }
    return () => clearTimeout(timer.current)
  }, [])
  const api = useMemo(() => ({ show, hide }), [show, hide])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <output className={styles.region} aria-live="polite" aria-atomic="true">
        {message !== null && (
          <span className={styles.toast} data-state="open">
            {message}
          </span>
        )}
      </output>
    </ToastContext.Provider>
  )
}

/** The toast API of the nearest {@link ToastProvider}: `toast.show('请先登录', { durationMs: 2000 })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside a ToastProvider.')
  return api
}

import { useEffect, useRef, useState } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './RefreshButton.css'

/** Props of {@link RefreshButton}. */
export interface RefreshButtonProps {
  /** Called once per press; presses while the icon spins are ignored. */
  onRefresh: () => void
  /** How long the icon spins after a press, in ms; defaults to 500. */
  spinMs?: number
  /** Accessible name; defaults to 刷新余额. */
  'aria-label'?: string
}

/** A refresh icon button that spins for a moment when pressed (balance refresh). */
export function RefreshButton({
  onRefresh,
  spinMs = 500,
  'aria-label': label = '刷新余额',
}: RefreshButtonProps) {
  const [spinning, setSpinning] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <button
      type="button"
      className={styles.root}
      aria-label={label}
      aria-busy={spinning || undefined}
      data-state={spinning ? 'spinning' : 'idle'}
      onClick={() => {
        if (spinning) return
        setSpinning(true)
        onRefresh()
        timer.current = setTimeout(() => setSpinning(false), spinMs)
      }}
    >
      <span className={styles.glyph}>
        <Icon name="refresh" size="md" />
      </span>
    </button>
  )
}

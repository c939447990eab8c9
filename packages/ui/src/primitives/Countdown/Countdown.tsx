import { countdown } from '@liuhe/domain'
import { useEffect, useRef, useState } from 'react'
import * as styles from './Countdown.css'

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** When the countdown ends, epoch ms on the platform's clock. */
  closeTime: number
  /** The platform's clock when `closeTime` was fetched; a new value restarts the count. */
  serverTime: number
  /** Called once when the count reaches zero. */
  onEnd?: () => void
  /** Words before the time for screen readers, e.g. 距离开奖. */
  label?: string
}

/** A ticking HH:MM:SS countdown on the platform's clock (the client clock's error does not matter). */
export function Countdown({ closeTime, serverTime, onEnd, label = '剩余时间' }: CountdownProps) {
  const [elapsed, setElapsed] = useState(0)
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd

  useEffect(() => {
    const start = Date.now()
    let ended = false
    setElapsed(0)
    const timer = setInterval(() => {
      const spent = Date.now() - start
      setElapsed(spent)
      if (!ended && countdown(closeTime, serverTime, spent).totalMs === 0) {
        ended = true
        clearInterval(timer)
        onEndRef.current?.()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [closeTime, serverTime])

  const parts = countdown(closeTime, serverTime, elapsed)
  return (
    <span
      className={styles.root}
      role="timer"
      aria-label={`${label} ${parts.hours}时${parts.minutes}分${parts.seconds}秒`}
      data-ended={parts.totalMs === 0 || undefined}
    >
      <span className={styles.unit} aria-hidden="true">
        {parts.hours}
      </span>
      <span className={styles.separator} aria-hidden="true">
        :
      </span>
      <span className={styles.unit} aria-hidden="true">
        {parts.minutes}
      </span>
      <span className={styles.separator} aria-hidden="true">
        :
      </span>
      <span className={styles.unit} aria-hidden="true">
        {parts.seconds}
      </span>
    </span>
  )
}

import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './BackToTop.css'

/** Scroll distance in px after which the button appears unless told otherwise: the home page's. */
export const defaultBackToTopThresholdPx = 3000

/** Props of {@link BackToTop}. */
export interface BackToTopProps {
  /** Scroll distance in px after which the button appears; defaults to {@link defaultBackToTopThresholdPx}. */
  threshold?: number
  /** Length of the smooth scroll back, in ms; defaults to 450. */
  durationMs?: number
  /** Accessible name; defaults to 返回顶部. */
  'aria-label'?: string
  /**
   * Room kept free between the bottom bar and the button, as a CSS length, for something fixed there (an
   * install banner with its own buttons); none by default.
   */
  bottomInset?: string
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/** A floating button that appears after scrolling down and glides the window back to the top. */
export function BackToTop({
  threshold = defaultBackToTopThresholdPx,
  durationMs = 450,
  'aria-label': label = '返回顶部',
  bottomInset,
}: BackToTopProps) {
  const [visible, setVisible] = useState(false)
  const frame = useRef(0)

  useEffect(() => {
    const update = () => setVisible(window.scrollY >= threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      cancelAnimationFrame(frame.current)
    }
  }, [threshold])

  const scrollToTop = () => {
    const from = window.scrollY
    if (prefersReducedMotion() || durationMs <= 0) {
      window.scrollTo(0, 0)
      return
    }
    const start = performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs)
      window.scrollTo(0, Math.round(from * (1 - easeOutCubic(progress))))
      if (progress < 1) frame.current = requestAnimationFrame(step)
    }
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(step)
  }

  if (!visible) return null
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      onClick={scrollToTop}
      style={bottomInset ? assignInlineVars({ [styles.bottomInset]: bottomInset }) : undefined}
    >
      <span className={styles.arrow}>
        <Icon name="chevronDown" />
      </span>
    </button>
  )
}

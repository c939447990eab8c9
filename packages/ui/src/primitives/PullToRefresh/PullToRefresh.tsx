import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './PullToRefresh.css'

/** Phases of a pull: idle, pulling (under the trigger), armed (release refreshes), refreshing. */
export const pullStates = ['idle', 'pulling', 'armed', 'refreshing'] as const
/** A pull phase. */
export type PullState = (typeof pullStates)[number]

/** Props of {@link PullToRefresh}. */
export interface PullToRefreshProps {
  /** The scrollable page content. */
  children: ReactNode
  /** Called on release past the trigger; the indicator shows 刷新中… until the promise settles. */
  onRefresh: () => Promise<void> | void
  /** Pull distance in px that arms a refresh (50 by default; docs/product.md, "Look and feel"). */
  triggerDistance?: number
  /** Largest visual offset in px (150 by default). */
  maxOffset?: number
  /** Text while pulling; defaults to 下拉刷新. */
  pullLabel?: string
  /** Text once armed; defaults to 释放刷新. */
  releaseLabel?: string
  /** Text while refreshing; defaults to 刷新中…. */
  refreshingLabel?: string
}

const refreshingOffset = 44

/** Drag the page down from the top to refresh (pointer and touch). */
export function PullToRefresh({
  children,
  onRefresh,
  triggerDistance = 50,
  maxOffset = 150,
  pullLabel = '下拉刷新',
  releaseLabel = '释放刷新',
  refreshingLabel = '刷新中…',
}: PullToRefreshProps) {
  const [state, setState] = useState<PullState>('idle')
  const [offset, setOffset] = useState(0)
  const startY = useRef<number | null>(null)

  const onPointerDown = (event: PointerEvent) => {
    if (state === 'refreshing' || window.scrollY > 0) return
    startY.current = event.clientY
  }
  const onPointerMove = (event: PointerEvent) => {
    if (startY.current === null) return
    const distance = Math.max(0, event.clientY - startY.current)
    setOffset(Math.min(distance, maxOffset))
    setState(distance >= triggerDistance ? 'armed' : distance > 0 ? 'pulling' : 'idle')
  }
  const onPointerUp = async () => {
    if (startY.current === null) return
    startY.current = null
    if (state !== 'armed') {
      setState('idle')
      setOffset(0)
      return
    }
    setState('refreshing')
    setOffset(refreshingOffset)
    try {
      await onRefresh()
    } finally {
      setState('idle')
      setOffset(0)
    }
  }

  const text = { idle: '', pulling: pullLabel, armed: releaseLabel, refreshing: refreshingLabel }[state]
  return (
    <div
      className={styles.root}
      data-state={state}
      aria-busy={state === 'refreshing' || undefined}
      style={assignInlineVars({ [styles.offsetVar]: `${offset}px` })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <output className={styles.indicator} aria-live="polite">
        {state === 'refreshing' ? (
          <Spinner size="sm" />
        ) : (
          state !== 'idle' && (
            <span className={styles.arrow}>
              <Icon name="chevronDown" size="sm" />
            </span>
          )
        )}
        {text}
      </output>
      <div className={styles.content}>{children}</div>
    </div>
  )
}

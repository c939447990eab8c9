import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import * as styles from './FloatingIcon.css'

/** Whether the icon is being dragged or rests at an edge. */
export type FloatingIconState = 'resting' | 'dragging'

/** Props of {@link FloatingIcon}. */
export interface FloatingIconProps {
  /** Accessible name, e.g. 在线客服. */
  'aria-label': string
  /** Called on a tap or Enter/Space, never at the end of a drag. */
  onClick?: () => void
  /** The picture inside, e.g. an Icon or an img. */
  children: ReactNode
  /** Diameter in px (56 by default; docs/product.md, "Look and feel"). */
  size?: number
  /** Gap kept to the viewport's edges in px. */
  margin?: number
  /** Room kept free at the bottom in px, e.g. the 70 px bottom bar. */
  bottomInset?: number
}

/** Movement in px under which a press counts as a tap, not a drag. */
const dragThreshold = 5

/** How far one press of ArrowUp or ArrowDown moves the icon, in px. */
const keyboardStep = 24

type Point = { x: number; y: number }
type Edge = 'left' | 'right'

/**
 * A draggable round button (chat or support): drag it anywhere inside the viewport, it snaps to the
 * nearest side on release; a tap (not a drag) calls `onClick`. At rest half of it is tucked beyond that
 * side, so it covers no more than the page's edge (the controls under it stay reachable); dragged or
 * focused from the keyboard it shows whole. From the keyboard, ArrowLeft and ArrowRight move it to that
 * side and ArrowUp and ArrowDown move it up and down.
 */
export function FloatingIcon({
  'aria-label': label,
  onClick,
  children,
  size = 56,
  margin = 8,
  bottomInset = 70,
}: FloatingIconProps) {
  const [position, setPosition] = useState<Point | null>(null)
  const [state, setState] = useState<FloatingIconState>('resting')
  const drag = useRef<{ pointer: Point; origin: Point; moved: boolean } | null>(null)
  const suppressClick = useRef(false)

  const clamp = (p: Point): Point => ({
    x: Math.min(Math.max(p.x, margin), window.innerWidth - size - margin),
    y: Math.min(Math.max(p.y, margin), window.innerHeight - size - margin - bottomInset),
  })
  /** Where the icon rests on a side: half of it beyond the viewport's edge. */
  const restX = (side: Edge) => (side === 'left' ? -size / 2 : window.innerWidth - size / 2)
  const rest = (side: Edge, y: number): Point => ({ x: restX(side), y: clamp({ x: 0, y }).y })

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return
    const rect = event.currentTarget.getBoundingClientRect()
    drag.current = {
      pointer: { x: event.clientX, y: event.clientY },
      origin: position ?? { x: rect.left, y: rect.top },
      moved: false,
    }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current
    if (!current) return
    const dx = event.clientX - current.pointer.x
    const dy = event.clientY - current.pointer.y
    if (!current.moved && Math.hypot(dx, dy) < dragThreshold) return
    current.moved = true
    setState('dragging')
    setPosition(clamp({ x: current.origin.x + dx, y: current.origin.y + dy }))
  }

  const onPointerEnd = () => {
    const current = drag.current
    drag.current = null
    if (!current?.moved) return
    suppressClick.current = true
    setState('resting')
    setPosition((p) => {
      if (!p) return p
      return rest(p.x + size / 2 < window.innerWidth / 2 ? 'left' : 'right', p.y)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = {
      ArrowLeft: (p: Point) => rest('left', p.y),
      ArrowRight: (p: Point) => rest('right', p.y),
      ArrowUp: (p: Point) => ({ x: p.x, y: clamp({ x: 0, y: p.y - keyboardStep }).y }),
      ArrowDown: (p: Point) => ({ x: p.x, y: clamp({ x: 0, y: p.y + keyboardStep }).y }),
    }[event.key]
    if (!move) return
    event.preventDefault()
    const top = event.currentTarget.getBoundingClientRect().top
    setPosition((p) => move(p ?? { x: restX('right'), y: top }))
  }

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      data-state={state}
      data-placed={position ? true : undefined}
      data-edge={position && position.x + size / 2 < window.innerWidth / 2 ? 'left' : 'right'}
      style={assignInlineVars({
        [styles.size]: `${size}px`,
        [styles.margin]: `${margin}px`,
        [styles.x]: `${position?.x ?? 0}px`,
        [styles.y]: `${position?.y ?? 0}px`,
      })}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false
          return
        }
        onClick?.()
      }}
    >
      {children}
    </button>
  )
}

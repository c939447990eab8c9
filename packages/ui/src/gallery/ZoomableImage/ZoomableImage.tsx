import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { LazyImage } from '../LazyImage/LazyImage'
import * as styles from './ZoomableImage.css'

/** Zoom limits and the factor a double tap jumps to. */
export const zoomLimits = { min: 1, max: 4, doubleTap: 2.5, step: 0.5 } as const
/** Two taps closer than this (ms) are a double tap. */
export const DOUBLE_TAP_MS = 300

const clamp = (n: number) => Math.min(zoomLimits.max, Math.max(zoomLimits.min, n))

/** Props of {@link ZoomableImage}. */
export interface ZoomableImageProps {
  /** Full image. */
  src: string
  /** Low-quality version shown until the full image loads. */
  placeholderSrc?: string
  /** Text alternative. */
  alt: string
  /** Intrinsic width in px. */
  width: number
  /** Intrinsic height in px. */
  height: number
}

interface Gesture {
  pointers: Map<number, { x: number; y: number }>
  startDistance: number
  startScale: number
  last?: { x: number; y: number }
  lastTap: number
}

const distance = (points: { x: number; y: number }[]) =>
  points.length < 2 ? 0 : Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y)

/** An image that zooms with a pinch, a double tap, the +/− buttons or the + and − keys, and pans when zoomed. */
export function ZoomableImage({ src, placeholderSrc, alt, width, height }: ZoomableImageProps) {
  const [zoom, setZoom] = useState(1)
  const [pan, setPan] = useState({ x: 0, y: 0 })
  const [gesturing, setGesturing] = useState(false)
  const gesture = useRef<Gesture>({ pointers: new Map(), startDistance: 0, startScale: 1, lastTap: 0 })

  const zoomTo = (next: number) => {
    const z = clamp(next)
    setZoom(z)
    if (z === 1) setPan({ x: 0, y: 0 })
  }

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    event.currentTarget.setPointerCapture?.(event.pointerId)
    if (g.pointers.size === 2) {
      g.startDistance = distance([...g.pointers.values()])
      g.startScale = zoom
      setGesturing(true)
    }
    g.last = { x: event.clientX, y: event.clientY }
  }

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current
    if (!g.pointers.has(event.pointerId)) return
    g.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (g.pointers.size === 2 && g.startDistance > 0) {
      zoomTo((g.startScale * distance([...g.pointers.values()])) / g.startDistance)
    } else if (g.pointers.size === 1 && zoom > 1 && g.last) {
      const dx = event.clientX - g.last.x
      const dy = event.clientY - g.last.y
      setGesturing(true)
      setPan((p) => ({ x: p.x + dx, y: p.y + dy }))
    }
    g.last = { x: event.clientX, y: event.clientY }
  }

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const g = gesture.current
    const wasPinch = g.pointers.size === 2
    g.pointers.delete(event.pointerId)
    if (g.pointers.size === 0) setGesturing(false)
    if (wasPinch) {
      g.lastTap = 0
      return
    }
    if (event.timeStamp - g.lastTap < DOUBLE_TAP_MS) {
      zoomTo(zoom > 1 ? 1 : zoomLimits.doubleTap)
      g.lastTap = 0
    } else {
      g.lastTap = event.timeStamp
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === '+' || event.key === '=') zoomTo(zoom + zoomLimits.step)
    else if (event.key === '-') zoomTo(zoom - zoomLimits.step)
    else if (event.key === '0') zoomTo(1)
    else return
    event.preventDefault()
  }

  return (
    <div className={styles.root}>
      <figure
        className={styles.viewport}
        aria-label={`${alt}，双击或双指缩放`}
        data-zoomed={zoom > 1 || undefined}
        data-gesture={gesturing || undefined}
        data-zoom={zoom.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div
          className={styles.content}
          style={assignInlineVars({
            [styles.scale]: String(zoom),
            [styles.panX]: `${pan.x}px`,
            [styles.panY]: `${pan.y}px`,
          })}
        >
          <LazyImage
            src={src}
            placeholderSrc={placeholderSrc}
            alt={alt}
            width={width}
            height={height}
            eager
          />
        </div>
      </figure>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onKeyDown={onKeyDown}
          aria-label="缩小"
          disabled={zoom <= zoomLimits.min}
          onClick={() => zoomTo(zoom - zoomLimits.step)}
        >
          −
        </button>
        <button
          type="button"
          className={styles.control}
          onKeyDown={onKeyDown}
          aria-label="放大"
          disabled={zoom >= zoomLimits.max}
          onClick={() => zoomTo(zoom + zoomLimits.step)}
        >
          +
        </button>
      </div>
    </div>
  )
}

import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './Skeleton.css'

/** Skeleton shapes: a block (image, card), lines of text, or a circle (avatar, ball). */
export const skeletonShapes = ['block', 'text', 'circle'] as const
/** A skeleton shape. */
export type SkeletonShape = (typeof skeletonShapes)[number]

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Shape; defaults to `block`. */
  shape?: SkeletonShape
  /** CSS width; defaults to 100% (a circle defaults to 40px). */
  width?: string
  /** CSS height; defaults to 80px for a block, 14px for a text line, the width for a circle. */
  height?: string
  /** For `text`: how many lines; the last one is shorter. */
  lines?: number
}

const defaultHeight: Record<SkeletonShape, string> = { block: '80px', text: '14px', circle: '40px' }

/** A shimmering placeholder shown while content loads; hidden from screen readers. */
export function Skeleton({ shape = 'block', width, height, lines = 1 }: SkeletonProps) {
  const w = width ?? (shape === 'circle' ? '40px' : '100%')
  const h = height ?? (shape === 'circle' ? w : defaultHeight[shape])
  const bar = (barWidth: string, key?: number) => (
    <span
      key={key}
      className={styles.skeleton({ shape })}
      style={assignInlineVars({ [styles.widthVar]: barWidth, [styles.heightVar]: h })}
      data-shape={shape}
    />
  )
  if (shape !== 'text' || lines <= 1) {
    return <span aria-hidden="true">{bar(w)}</span>
  }
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => bar(index === lines - 1 ? '60%' : w, index))}
    </span>
  )
}

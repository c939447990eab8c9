import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useRef, useState } from 'react'
import * as styles from './LazyImage.css'

/** Props of {@link LazyImage}. */
export interface LazyImageProps {
  /** Image address. */
  src: string
  /** Text alternative; '' for a decorative image. */
  alt: string
  /** Intrinsic width in px: with `height` it reserves the space, so nothing shifts when the image arrives. */
  width: number
  /** Intrinsic height in px. */
  height: number
  /** A small, low-quality version shown blurred until the image loads (a shimmer when absent). */
  placeholderSrc?: string
  /** Loads at once instead of when near the viewport (the first screen's largest image). */
  eager?: boolean
  /** Extra class of the frame, e.g. a fixed aspect in a grid. */
  className?: string
}

/**
 * An image that loads lazily inside a frame of its own aspect ratio, over a low-quality placeholder.
 *
 * The server's HTML shows every image as it arrives: before the page's script runs nothing would ever reveal
 * a hidden one, and the first screen's largest image is what the browser counts as the page painted. Once
 * the script runs, a lazy image that has not arrived yet is hidden and fades in when it does; an eager one
 * (on the first screen, maybe already drawn) is never hidden again.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  placeholderSrc,
  eager = false,
  className,
}: LazyImageProps) {
  const [loaded, setLoaded] = useState(false)
  // Hidden until it loads: only set in the browser, for a lazy image still on its way.
  const [pending, setPending] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  // A cached image may finish before hydration attaches onLoad; check again whenever the source changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, read through the element.
  useEffect(() => {
    const el = img.current
    const done = Boolean(el?.complete && el.naturalWidth > 0)
    setLoaded(done)
    setPending(!done && !eager)
  }, [src, eager])
  return (
    <span
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [styles.aspect]: `${width} / ${height}` })}
      data-loaded={loaded || undefined}
      data-pending={pending || undefined}
    >
      {placeholderSrc && !loaded && (
        <img className={styles.placeholder} src={placeholderSrc} alt="" aria-hidden="true" />
      )}
      <img
        ref={img}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => {
          setLoaded(true)
          setPending(false)
        }}
      />
    </span>
  )
}

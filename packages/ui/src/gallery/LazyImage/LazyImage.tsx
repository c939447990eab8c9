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
 * (on the first screen, maybe already drawn) is not hidden while it loads. An image that failed is hidden,
 * so the frame and its placeholder show instead of the browser's broken-image icon.
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
  // Set only in the browser: a lazy image still on its way, or an image that failed.
  const [hidden, setHidden] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  // An image may finish (or fail) before hydration attaches its handlers; check again whenever the source
  // changes. Complete without a size is an image that failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, read through the element.
  useEffect(() => {
    const el = img.current
    const complete = Boolean(el?.complete)
    const done = complete && (el?.naturalWidth ?? 0) > 0
    setLoaded(done)
    setHidden(complete ? !done : !eager)
  }, [src, eager])
  return (
    <span
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [styles.aspect]: `${width} / ${height}` })}
      data-loaded={loaded || undefined}
      data-hidden={hidden || undefined}
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
          setHidden(false)
        }}
        onError={() => setHidden(true)}
      />
    </span>
  )
}

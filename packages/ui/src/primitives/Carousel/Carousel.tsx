import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './Carousel.css'

/** Time per slide in ms unless told otherwise. */
export const defaultCarouselIntervalMs = 3000

/** One slide. */
export interface CarouselSlide {
  /** Stable id. */
  id: string | number
  /** Image address. */
  imageUrl: string
  /** Where a press goes; without it the slide is a plain image. */
  href?: string
  /** Text alternative of the image. */
  alt: string
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Slides in display order (the caller sorts them, e.g. by `sort` descending). */
  slides: readonly CarouselSlide[]
  /** Advances on its own; turn off for still screenshots. */
  autoplay?: boolean
  /** Time per slide in ms; defaults to {@link defaultCarouselIntervalMs}. */
  intervalMs?: number
  /** Accessible name; defaults to 轮播图. */
  label?: string
  /** Swipe distance in px that changes the slide. */
  swipeThreshold?: number
  /**
   * The carousel is the first thing a page shows: its first slide's image is fetched ahead of other images.
   * The other slides' images always wait until they come near the screen.
   */
  priority?: boolean
}

// React 18 knows neither `fetchPriority` nor lowercase `fetchpriority`; the lowercase one passes through.
const firstFetch = { fetchpriority: 'high' } as Record<string, string>

/**
 * A slide's size in CSS px at its design width (the slide's `aspect-ratio` in Carousel.css.ts): written on
 * each image, so the browser knows its box from the HTML alone; the style stretches it to the slide.
 */
const carouselImageSize = { width: 750, height: 300 } as const

/** A looping image carousel: autoplay, pauses while a pointer is over it, swipe, and dots. */
export function Carousel({
  slides,
  autoplay = true,
  intervalMs = defaultCarouselIntervalMs,
  label = '轮播图',
  swipeThreshold = 40,
  priority = false,
}: CarouselProps) {
  const Link = useLinkComponent()
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [dragX, setDragX] = useState<number | null>(null)
  const start = useRef<number | null>(null)
  const count = slides.length
  const go = (next: number) => setIndex(((next % count) + count) % count)

  useEffect(() => {
    if (!autoplay || hovered || count < 2) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [autoplay, hovered, count, intervalMs])

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
    setDragX(0)
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setDragX(event.clientX - start.current)
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return
    const dx = event.clientX - start.current
    start.current = null
    setDragX(null)
    if (dx <= -swipeThreshold) go(index + 1)
    else if (dx >= swipeThreshold) go(index - 1)
  }

  if (count === 0) return null
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={(event) => {
        setHovered(false)
        onPointerUp(event)
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-paused={hovered || !autoplay || undefined}
    >
      <div
        className={styles.track}
        data-dragging={dragX !== null || undefined}
        style={assignInlineVars({ [styles.indexVar]: String(index), [styles.dragVar]: `${dragX ?? 0}px` })}
        aria-live={autoplay && !hovered ? 'off' : 'polite'}
      >
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index
          const image = (
            <img
              className={styles.image}
              src={slide.imageUrl}
              alt={slide.alt}
              draggable={false}
              {...carouselImageSize}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              {...(priority && slideIndex === 0 ? firstFetch : undefined)}
            />
          )
          return (
            // The WAI-ARIA carousel pattern: a slide is a group, not a form fieldset.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} / ${count}`}
              aria-hidden={!current || undefined}
              data-current={current || undefined}
            >
              {slide.href ? (
                <Link className={styles.link} href={slide.href} tabIndex={current ? undefined : -1}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`第${slideIndex + 1}张`}
              aria-current={slideIndex === index}
              onClick={() => go(slideIndex)}
            />
          ))}
        </div>
      )}
    </section>
  )
}

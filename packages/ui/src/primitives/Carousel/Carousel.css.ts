import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  touchAction: 'pan-y',
  userSelect: 'none',
})

/** Index of the current slide, set at run time. */
export const indexVar = createVar()
/** Horizontal drag distance while swiping, set at run time. */
export const dragVar = createVar()

export const track = style({
  display: 'flex',
  transform: `translateX(calc(${indexVar} * -100% + ${dragVar}))`,
  transition: 'transform 350ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { '&[data-dragging]': { transition: 'none' } },
})

export const slide = style({ flex: '0 0 100%', aspectRatio: '750 / 300' })

export const link = style([
  focusRing,
  { display: 'block', width: '100%', height: '100%', outlineOffset: '-2px' },
])

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
})

export const dots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.xs,
  display: 'flex',
  justifyContent: 'center',
})

export const dot = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    '::after': {
      content: '""',
      width: '6px',
      height: '6px',
      borderRadius: vars.radius.pill,
      background: 'rgba(255, 255, 255, 0.6)',
      transition: 'width 200ms ease',
    },
    selectors: { '&[aria-current="true"]::after': { width: '14px', background: '#ffffff' } },
  },
])

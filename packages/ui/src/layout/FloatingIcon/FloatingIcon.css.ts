import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Position and size set at run time from the drag. */
export const x = createVar()
export const y = createVar()
export const size = createVar()
/** The gap kept to the viewport's edges when the icon shows whole (focused from the keyboard). */
export const margin = createVar()

export const button = style({
  position: 'fixed',
  zIndex: 30,
  width: size,
  height: size,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  border: 'none',
  borderRadius: '50%',
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  outline: 'none',
  boxSizing: 'border-box',
  transition: 'left 200ms ease, top 200ms ease, transform 200ms ease, padding 200ms ease',
  selectors: {
    // Before the first drag it rests half tucked beyond the right edge, above the bottom bar, without
    // reading the window.
    '&:not([data-placed])': { right: `calc(${size} / -2)`, bottom: '160px' },
    '&[data-placed]': { left: x, top: y },
    '&[data-state="dragging"]': { cursor: 'grabbing', transition: 'none', opacity: 0.9 },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '3px' },
    // Resting, the picture sits in the half that shows.
    '&[data-state="resting"][data-edge="right"]:not(:focus-visible)': { paddingRight: `calc(${size} / 2)` },
    '&[data-state="resting"][data-edge="left"]:not(:focus-visible)': { paddingLeft: `calc(${size} / 2)` },
    // Focused from the keyboard it comes out whole, `margin` inside the edge it rests on.
    '&[data-edge="right"]:focus-visible': { transform: `translateX(calc(${size} / -2 - ${margin}))` },
    '&[data-edge="left"]:focus-visible': { transform: `translateX(calc(${size} / 2 + ${margin}))` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

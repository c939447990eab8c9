import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** Position and size set at run time from the drag. */
export const x = createVar()
export const y = createVar()
export const size = createVar()

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
  transition: 'left 200ms ease, top 200ms ease',
  selectors: {
    // Before the first drag it rests on the right edge above the bottom bar, without reading the window.
    '&:not([data-placed])': { right: vars.space.sm, bottom: '160px' },
    '&[data-placed]': { left: x, top: y },
    '&[data-state="dragging"]': { cursor: 'grabbing', transition: 'none', opacity: 0.9 },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '3px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

/** Visible keyboard focus ring shared by every interactive primitive. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

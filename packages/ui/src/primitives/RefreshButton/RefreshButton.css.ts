import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const root = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    padding: 0,
    border: 'none',
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-state="spinning"]': { cursor: 'progress' } },
  },
])

export const glyph = style({
  display: 'inline-flex',
  selectors: {
    [`${root}[data-state="spinning"] &`]: { animation: `${spin} 0.5s linear infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const light = style({ color: vars.color.onBrand })

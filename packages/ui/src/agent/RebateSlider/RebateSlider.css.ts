import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.family,
  color: vars.color.text,
})

export const top = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' })

export const label = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium })

export const output = style({
  minWidth: '3em',
  textAlign: 'right',
  color: vars.color.brand,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
})

/** A native range input in the brand colour, tall enough to drag with a thumb. */
export const range = style({
  width: '100%',
  height: vars.size.touch,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
})

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
})

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm })

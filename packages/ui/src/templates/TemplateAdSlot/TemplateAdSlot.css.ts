import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const item = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
})

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
})

export const separator = style({
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
})

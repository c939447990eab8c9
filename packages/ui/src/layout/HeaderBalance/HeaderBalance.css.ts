import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})

export const unit = style({
  minWidth: '26px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  textAlign: 'center',
})

export const separator = style({ color: vars.color.muted, fontWeight: vars.font.weight.bold })

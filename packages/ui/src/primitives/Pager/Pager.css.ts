import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.md,
})

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
})

export const summary = style({ color: vars.color.muted, fontSize: vars.font.size.sm })

import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const card = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    textDecoration: 'none',
  },
])

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const issue = style({
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  fontFamily: vars.font.numeric,
})

export const tag = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
  lineHeight: '18px',
  zIndex: 1,
})

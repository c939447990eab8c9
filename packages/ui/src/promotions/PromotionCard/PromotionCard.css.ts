import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const card = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    textDecoration: 'none',
  },
])

export const body = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
})

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.numeric,
})

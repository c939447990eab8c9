import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
})

export const rates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  margin: 0,
})

export const rate = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const rateLabel = style({
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
})

export const rateValue = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  fontFamily: vars.font.numeric,
  color: vars.color.text,
})

export const percent = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.danger,
})

export const fraction = style({
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
})

export const streaks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
})

export const streakKind = styleVariants({
  hit: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
  miss: { color: vars.color.muted, fontWeight: vars.font.weight.bold },
})

export const empty = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

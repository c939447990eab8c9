import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
})

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const issue = style({ fontSize: vars.font.size.sm, color: vars.color.muted })

export const issueNumber = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.numeric,
})

export const next = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
})

export const links = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const pending = style({
  fontSize: vars.font.size.md,
  color: vars.color.muted,
  minHeight: '52px',
  display: 'flex',
  alignItems: 'center',
})

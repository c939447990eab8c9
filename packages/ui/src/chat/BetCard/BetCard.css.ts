import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '240px',
  maxWidth: '100%',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  boxShadow: vars.shadow.card,
})

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
})

export const game = style({ fontWeight: vars.font.weight.bold })

export const turn = style({ color: vars.color.muted })

export const play = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weight.medium,
})

export const lines = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' })

export const line = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
})

export const picks = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  wordBreak: 'break-all',
})

export const figures = style({ fontSize: vars.font.size.xs, color: vars.color.muted })

export const hidden = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted })

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: vars.size.touch,
  alignItems: 'center',
})

export const follow = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '88px',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' } },
})

export const status = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.muted,
  selectors: {
    '&[data-state="won"]': { color: vars.color.danger },
    '&[data-state="lost"]': { color: vars.color.text },
  },
})

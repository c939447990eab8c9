import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const sections = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.family })

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
})

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const note = style({ color: vars.color.muted, fontSize: vars.font.size.xs })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
})

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: '2px',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  minWidth: 0,
})

export const label = style({ color: vars.color.muted, fontSize: vars.font.size.xs })

export const figure = style({ margin: 0 })

export const value = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
  selectors: {
    // Red marks a win in Chinese lottery convention (as the bet list's won amounts); a loss reads muted.
    '&[data-tone="up"]': { color: vars.color.danger },
    '&[data-tone="down"]': { color: vars.color.muted },
  },
})

export const unit = style({
  marginLeft: '2px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
})

import { style } from '@vanilla-extract/css'
import { focusRing } from '../../primitives/shared.css'
import { vars } from '../../theme/contract.css'

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
})

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
})

export const game = style([
  focusRing,
  { color: vars.color.text, fontWeight: vars.font.weight.medium, textDecoration: 'none' },
])

export const turn = style({ color: vars.color.muted, fontSize: vars.font.size.xs })

export const title = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
})

export const position = style({ fontSize: vars.font.size.md })

export const value = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brandStrong,
})

export const length = style({
  marginLeft: 'auto',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
})

export const bets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const bet = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&[data-current]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    },
  },
])

export const betLabel = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const odds = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.sm,
  color: vars.color.brandStrong,
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
})

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
})

export const animal = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold })

export const numbers = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
  textAlign: 'center',
  selectors: { [`${cell}[data-selected] &`]: { color: vars.color.brandStrong } },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[href]:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
    '&[href]:active': { background: vars.color.surfaceMuted },
  },
})

export const avatar = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
})

export const main = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 })

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const type = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  selectors: { '&[data-type="agent"]': { background: vars.color.brand, color: vars.color.onBrand } },
})

export const meta = style({ color: vars.color.muted, fontSize: vars.font.size.xs })

export const money = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const moneyLabel = style({
  color: vars.color.muted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
})

export const chevron = style({ color: vars.color.muted, fontSize: vars.font.size.xl })

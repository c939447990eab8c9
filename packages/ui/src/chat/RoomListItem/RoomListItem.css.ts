import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '64px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
    '&:active': { background: vars.color.surfaceMuted },
  },
})

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  objectFit: 'cover',
})

export const main = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs })

const line = { display: 'flex', alignItems: 'baseline', gap: vars.space.xs, minWidth: 0 } as const

export const top = style(line)

export const bottom = style(line)

const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const

export const name = style({ ...cut, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const people = style({
  flexShrink: 0,
  marginLeft: 'auto',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
})

export const last = style({ ...cut, flex: 1, color: vars.color.muted, fontSize: vars.font.size.sm })

export const time = style({ flexShrink: 0, color: vars.color.muted, fontSize: vars.font.size.xs })

/** The unread count, drawn as the Badge primitive draws its count (primitives/Badge). */
export const unread = style({
  flexShrink: 0,
  minWidth: '18px',
  height: '18px',
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontFamily: vars.font.numeric,
  fontSize: '10px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
})

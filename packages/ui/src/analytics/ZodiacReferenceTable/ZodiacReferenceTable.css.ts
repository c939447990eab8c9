import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  background: vars.color.surface,
})

export const caption = style({
  captionSide: 'top',
  paddingBottom: vars.space.xs,
  textAlign: 'left',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

export const period = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
})

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
})

globalStyle(`${table} thead th`, { color: vars.color.muted, fontSize: vars.font.size.xs })

globalStyle(`${table} tbody th`, { whiteSpace: 'nowrap', width: '1%' })

globalStyle(`${table} tr[data-own] th`, { color: vars.color.brandStrong })

export const zodiac = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold })

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  color: vars.color.onBrand,
  background: vars.color.brandStrong,
})

export const balls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const ballItem = style({ display: 'grid', justifyItems: 'center', gap: '2px' })

export const element = style({ color: vars.color.muted, fontSize: vars.font.size.xs, lineHeight: 1 })

export const numbers = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' })

export const grouping = style({ color: vars.color.muted })

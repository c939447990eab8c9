import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
})

export const caption = style({
  captionSide: 'top',
  paddingBottom: vars.space.xs,
  textAlign: 'left',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
})

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.regular,
})

globalStyle(`${table} thead th`, {
  color: vars.color.muted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
})

globalStyle(`${table} tbody th`, { whiteSpace: 'nowrap', width: '1%' })

// The three figure columns share the width left by the category column.
globalStyle(`${table} td`, { width: '33%' })

export const label = style({ fontWeight: vars.font.weight.medium })

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: '#fff',
  selectors: {
    '&[data-tone="hot"]': { background: `color-mix(in srgb, ${vars.color.danger} 85%, #000)` },
    '&[data-tone="cold"]': { background: `color-mix(in srgb, ${vars.color.ballBlue} 85%, #000)` },
  },
})

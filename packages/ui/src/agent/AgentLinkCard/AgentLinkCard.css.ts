import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
})

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' })

/** 会员 or 代理, as a small pill. */
export const type = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  selectors: { '&[data-type="agent"]': { background: vars.color.brand, color: vars.color.onBrand } },
})

export const rebate = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium })

export const remark = style({
  marginLeft: 'auto',
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '50%',
})

export const qr = style({
  justifySelf: 'center',
  width: '180px',
  height: '180px',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
})

export const values = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const value = style({
  display: 'grid',
  gridTemplateColumns: '5em 1fr',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
})

export const label = style({ color: vars.color.muted, fontSize: vars.font.size.sm })

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
})

export const code = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.05em',
})

export const link = style({ flex: 1, minWidth: 0, wordBreak: 'break-all', fontFamily: vars.font.numeric })

export const copy = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  marginLeft: 'auto',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
})

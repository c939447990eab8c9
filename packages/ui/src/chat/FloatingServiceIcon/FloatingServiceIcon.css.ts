import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const panel = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm })

export const qr = style({
  width: '180px',
  height: '180px',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
  objectFit: 'contain',
})

export const wechat = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text })

export const id = style({ fontFamily: vars.font.numeric, fontWeight: vars.font.weight.bold })

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

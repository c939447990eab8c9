import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
})

export const icon = style({
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: '28px',
  fontWeight: vars.font.weight.bold,
})

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold })

export const message = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.muted })

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.gradient.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
})

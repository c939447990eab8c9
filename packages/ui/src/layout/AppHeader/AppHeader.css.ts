import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
})

export const logoImage = style({ display: 'block', height: '32px', width: 'auto' })

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

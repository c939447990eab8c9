import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const field = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.family })

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.muted })

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  color: vars.color.muted,
})

export const select = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xxl} 0 ${vars.space.md}`,
  appearance: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` },
    '&:disabled': { opacity: 0.5 },
  },
})

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  pointerEvents: 'none',
  display: 'flex',
})

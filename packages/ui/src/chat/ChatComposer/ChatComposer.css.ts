import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

const focus = { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' }

export const composer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
})

export const reason = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs })

export const tool = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
})

export const field = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  maxHeight: '120px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '0' },
    '&:disabled': { background: vars.color.surfaceMuted },
  },
})

export const send = style({
  flexShrink: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focus,
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.muted, cursor: 'not-allowed' },
  },
})

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
})

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 1fr)',
  gap: vars.space.xxs,
  maxHeight: '160px',
  overflowY: 'auto',
  margin: 0,
  minWidth: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const emoji = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontSize: '22px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.surface } },
})

import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.muted,
  selectors: { '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface } },
})

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '38px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.muted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})

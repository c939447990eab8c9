import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

export const root = style({
  display: 'flex',
  gap: vars.space.md,
  justifyContent: 'center',
  border: 0,
  margin: 0,
  padding: 0,
})

export const box = style({
  width: '48px',
  height: '52px',
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.font.size.xxl,
  textAlign: 'center',
  caretColor: vars.color.brand,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { borderColor: vars.color.brand, background: vars.color.surface },
    '&[data-filled]': { borderColor: vars.color.brandStrong },
  },
})

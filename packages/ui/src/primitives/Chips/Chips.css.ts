import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'
import { focusRing } from '../shared.css'

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms ease, color 120ms ease',
  selectors: {
    '&[data-selected]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weight.medium,
    },
    // The radio inside is visually hidden, so its keyboard focus shows on the chip.
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
})

export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '32px',
    padding: `0 ${vars.space.sm}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.brandStrong,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
  },
])

globalStyle(`${toggle}[aria-expanded="true"] [data-icon]`, { transform: 'rotate(180deg)' })
